import { type Abi, formatUnits, type Hex, zeroAddress } from 'viem'
import type { ApprovalDisplay, ApprovalRow } from './approvalMessages.js'
import type { ApprovalTranslate } from './approvalTexts.js'
import { formatDeadline, formatTokenAmount, networkOf, type RequestFacts } from './describeRequest.js'
import { anyFunction, type GrantRequest, type SessionPolicy, selectorOf } from './smartSessionGrant.js'
import type { SmartSessionTranslate } from './smartSessionTexts.js'

export type SessionSubject = {
  /** The app's name and origin, as the frame knows them. */
  app: string
  chainId: number
  account: string
  sessionKey: string
}

/**
 * The review page of a `wallet_grantPermissions` request, in words, short enough to fit the approval frame (whose
 * Approve works only while the page is fully visible): for which app and key, on which network, until when, and each limit (amounts in the coin or token, calls by function name where the app named
 * them); everything else is refused on chain. The raw request stays behind "Details".
 */
export async function describeSmartSessionGrant({
  request,
  policy,
  subject,
  facts,
  t,
  s,
}: {
  request: GrantRequest
  policy: SessionPolicy
  subject: SessionSubject
  facts: Pick<RequestFacts, 'token'>
  t: ApprovalTranslate
  s: SmartSessionTranslate
}): Promise<ApprovalDisplay> {
  const network = networkOf(subject.chainId, t)
  const limits: ApprovalRow[] = []
  if (policy.nativeLimit > 0n)
    limits.push({
      label: s('session.spendNative'),
      value: `${formatUnits(policy.nativeLimit, 18)} ${network.symbol}`,
    })
  if (policy.token !== zeroAddress) {
    const token = await facts.token(policy.token).catch(() => undefined)
    limits.push({
      label: s('session.spendToken'),
      value: `${formatTokenAmount(policy.tokenLimit, token, t)} (${policy.token})`,
    })
  }
  const names = functionNames(request)
  policy.targets.forEach((target, index) => {
    const selector = policy.selectors[index] ?? anyFunction
    limits.push({
      label: s('session.call'),
      value:
        selector === anyFunction
          ? s('session.anyFunction', { contract: target })
          : s('session.functionOf', { function: names.get(selector) ?? selector, contract: target }),
    })
  })
  limits.push({ label: s('session.nothingElse'), value: s('session.nothingElseValue') })
  return {
    title: s('session.grantTitle'),
    sections: [
      {
        heading: s('session.heading'),
        rows: [
          { label: s('session.app'), value: subject.app },
          { label: s('session.key'), value: subject.sessionKey },
          { label: t('request.network'), value: network.name },
          { label: s('session.ends'), value: formatDeadline(request.expiry, t) },
        ],
      },
      { heading: s('session.limitsHeading'), rows: limits },
    ],
    raw: JSON.stringify({ method: 'wallet_grantPermissions', params: [request] }, null, 2),
  }
}

/** The revoke page: which session ends. */
export function describeSmartSessionRevoke({
  subject,
  expiry,
  t,
  s,
  raw,
}: {
  subject: SessionSubject
  expiry: number
  t: ApprovalTranslate
  s: SmartSessionTranslate
  raw: unknown
}): ApprovalDisplay {
  return {
    title: s('session.revokeTitle'),
    sections: [
      {
        heading: s('session.heading'),
        rows: [
          { label: s('session.app'), value: subject.app },
          { label: s('session.key'), value: subject.sessionKey },
          { label: t('request.network'), value: networkOf(subject.chainId, t).name },
          { label: s('session.ends'), value: formatDeadline(expiry, t) },
        ],
      },
    ],
    raw: JSON.stringify({ method: 'wallet_revokePermissions', params: raw }, null, 2),
  }
}

/** Selector => function name, from the contract-call permissions that named their functions. */
function functionNames(request: GrantRequest): Map<Hex, string> {
  const names = new Map<Hex, string>()
  for (const entry of request.permissions) {
    if (entry.type !== 'contract-call') continue
    for (const each of entry.data.functions ?? []) {
      if (each.functionName) names.set(selectorOf(each, entry.data.abi as Abi | undefined), each.functionName)
    }
  }
  return names
}

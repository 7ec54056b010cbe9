import { type Abi, formatUnits, type Hex, zeroAddress } from 'viem'
import type { ApprovalDisplay, ApprovalRow } from './approvalMessages.js'
import type { ApprovalTranslate } from './approvalTexts.js'
import { formatDeadline, formatTokenAmount, networkOf, type RequestFacts } from './describeRequest.js'
import { anyFunction, type GrantRequest, type SessionPolicy, selectorOf } from './smartSessionGrant.js'

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
}: {
  request: GrantRequest
  policy: SessionPolicy
  subject: SessionSubject
  facts: Pick<RequestFacts, 'token'>
  t: ApprovalTranslate
}): Promise<ApprovalDisplay> {
  const network = networkOf(subject.chainId, t)
  const limits: ApprovalRow[] = []
  if (policy.nativeLimit > 0n)
    limits.push({
      label: t('session.spendNative'),
      value: `${formatUnits(policy.nativeLimit, 18)} ${network.symbol}`,
    })
  if (policy.token !== zeroAddress) {
    const token = await facts.token(policy.token).catch(() => undefined)
    limits.push({
      label: t('session.spendToken'),
      value: `${formatTokenAmount(policy.tokenLimit, token, t)} (${policy.token})`,
    })
  }
  const names = functionNames(request)
  policy.targets.forEach((target, index) => {
    const selector = policy.selectors[index] ?? anyFunction
    limits.push({
      label: t('session.call'),
      value:
        selector === anyFunction
          ? t('session.anyFunction', { contract: target })
          : t('session.functionOf', { function: names.get(selector) ?? selector, contract: target }),
    })
  })
  limits.push({ label: t('session.nothingElse'), value: t('session.nothingElseValue') })
  return {
    title: t('session.grantTitle'),
    sections: [
      {
        heading: t('session.heading'),
        rows: [
          { label: t('session.app'), value: subject.app },
          { label: t('session.key'), value: subject.sessionKey },
          { label: t('request.network'), value: network.name },
          { label: t('session.ends'), value: formatDeadline(request.expiry, t) },
        ],
      },
      { heading: t('session.limitsHeading'), rows: limits },
    ],
    raw: JSON.stringify({ method: 'wallet_grantPermissions', params: [request] }, null, 2),
  }
}

/** The revoke page: which session ends. */
export function describeSmartSessionRevoke({
  subject,
  expiry,
  t,
  raw,
}: {
  subject: SessionSubject
  expiry: number
  t: ApprovalTranslate
  raw: unknown
}): ApprovalDisplay {
  return {
    title: t('session.revokeTitle'),
    sections: [
      {
        heading: t('session.heading'),
        rows: [
          { label: t('session.app'), value: subject.app },
          { label: t('session.key'), value: subject.sessionKey },
          { label: t('request.network'), value: networkOf(subject.chainId, t).name },
          { label: t('session.ends'), value: formatDeadline(expiry, t) },
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

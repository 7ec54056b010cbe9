import { base58 } from '@scure/base'
import { decodeFunctionData, erc20Abi, formatUnits, type Hex, isHex, size } from 'viem'
import type { ApprovalDisplay, ApprovalRow } from './approvalMessages.js'
import { type ApprovalTranslate, englishApproval } from './approvalTexts.js'

/** An amount this large is an allowance without limit (`type(uint256).max` and its kin). */
const unlimitedFrom = 2n ** 255n

export type TokenFacts = { symbol: string; decimals: number }

/** What the approval page needs beyond the request, read from the chain and the service. */
export type RequestFacts = {
  chainId: number
  /** The account that signs (the active one: the EOA or the smart account). */
  account: string
  /** A token's symbol and decimals as its contract reports them. */
  token(address: Hex): Promise<TokenFacts | undefined>
  /** The native coin's price in USD. */
  nativePriceUsd(): Promise<number | undefined>
  /** The balance changes a transaction would cause, simulated on the chain (undefined where it cannot). */
  simulate(transaction: { to?: Hex; value?: bigint; data?: Hex }): Promise<ApprovalRow[] | undefined>
}

const networks: Record<number, { name: string; symbol: string }> = {
  1: { name: 'Ethereum', symbol: 'ETH' },
  10: { name: 'OP Mainnet', symbol: 'ETH' },
  56: { name: 'BNB Smart Chain', symbol: 'BNB' },
  137: { name: 'Polygon', symbol: 'POL' },
  8453: { name: 'Base', symbol: 'ETH' },
  42161: { name: 'Arbitrum One', symbol: 'ETH' },
  11155111: { name: 'Sepolia', symbol: 'ETH' },
}

/** The EVM network's name and coin (`Chain <id>` and ETH for one the frame does not know by name). */
export function networkOf(
  chainId: number,
  t: ApprovalTranslate = englishApproval,
): { name: string; symbol: string } {
  return networks[chainId] ?? { name: t('network.chain', { id: String(chainId) }), symbol: 'ETH' }
}

/** A token amount for people: `1.5 USDC`, or "Unlimited USDC" for an allowance without limit. */
export function formatTokenAmount(
  amount: bigint,
  token: TokenFacts | undefined,
  t: ApprovalTranslate = englishApproval,
): ApprovalRow['value'] {
  if (amount >= unlimitedFrom) return t('amount.unlimited', { symbol: token?.symbol ?? t('amount.tokens') })
  if (!token) return t('amount.rawUnits', { amount: String(amount) })
  return `${formatUnits(amount, token.decimals)} ${token.symbol}`
}

/** `≈ $1,234.56` (in the locale's notation), or undefined without a price. */
export function formatUsd(amount: number | undefined, locale = 'en'): string | undefined {
  if (amount === undefined || !Number.isFinite(amount)) return undefined
  return `≈ ${new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(amount)}`
}

/** A personal_sign message as text when it is readable UTF-8, else as hex. */
export function readableMessage(message: Hex): string {
  if (!isHex(message) || size(message) === 0) return message
  const text = (() => {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(hexToBytesLoose(message))
    } catch {
      return undefined
    }
  })()
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters mark binary data
  return text !== undefined && !/[\u0000-\u0008\u000e-\u001f\u007f]/.test(text) ? text : message
}

function hexToBytesLoose(value: Hex): Uint8Array {
  const digits = value.slice(2)
  const bytes = new Uint8Array(Math.ceil(digits.length / 2))
  for (let index = 0; index < bytes.length; index++)
    bytes[index] = Number.parseInt(digits.slice(index * 2, index * 2 + 2).padEnd(2, '0'), 16)
  return bytes
}

/** An ERC-20 `transfer` or `approve` call, decoded; undefined for any other data. */
export function decodeErc20Call(
  data: Hex | undefined,
):
  | { kind: 'transfer'; to: Hex; amount: bigint }
  | { kind: 'approve'; spender: Hex; amount: bigint }
  | undefined {
  if (!data || data === '0x') return undefined
  try {
    const call = decodeFunctionData({ abi: erc20Abi, data })
    if (call.functionName === 'transfer') return { kind: 'transfer', to: call.args[0], amount: call.args[1] }
    if (call.functionName === 'approve')
      return { kind: 'approve', spender: call.args[0], amount: call.args[1] }
  } catch {}
  return undefined
}

type TypedData = {
  domain?: { name?: unknown; chainId?: unknown; verifyingContract?: unknown }
  primaryType?: unknown
  message?: Record<string, unknown>
}

/** A date for people from seconds since 1970 (a Permit's deadline), in UTC; "Never" for the largest values. */
export function formatDeadline(seconds: unknown, t: ApprovalTranslate = englishApproval): string {
  let value: bigint
  try {
    value = BigInt(seconds as string)
  } catch {
    return String(seconds)
  }
  if (value >= 2n ** 64n) return t('deadline.never')
  const date = new Date(Number(value) * 1000)
  if (Number.isNaN(date.getTime())) return String(seconds)
  return new Intl.DateTimeFormat(t.locale, { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' }).format(
    date,
  )
}

function text(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'bigint' || typeof value === 'number' || typeof value === 'boolean')
    return String(value)
  return JSON.stringify(value) ?? ''
}

async function describeTypedData(
  typed: TypedData,
  facts: RequestFacts,
  t: ApprovalTranslate,
): Promise<ApprovalDisplay['sections']> {
  const domain = typed.domain ?? {}
  const message = typed.message ?? {}
  const contract =
    typeof domain.verifyingContract === 'string' ? (domain.verifyingContract as Hex) : undefined
  const sections: ApprovalDisplay['sections'] = [
    {
      heading: t('typed.signedFor'),
      rows: [
        ...(domain.name === undefined ? [] : [{ label: t('typed.app'), value: text(domain.name) }]),
        ...(contract ? [{ label: t('typed.contract'), value: contract }] : []),
        ...(domain.chainId === undefined
          ? []
          : [{ label: t('request.network'), value: networkOf(Number(domain.chainId), t).name }]),
      ],
    },
  ]
  if (typed.primaryType === 'Permit' && 'spender' in message && 'value' in message) {
    const token = contract ? await facts.token(contract).catch(() => undefined) : undefined
    let amount: bigint | undefined
    try {
      amount = BigInt(message.value as string)
    } catch {}
    sections.push({
      heading: t('typed.permit'),
      rows: [
        ...(token ? [{ label: t('row.token'), value: token.symbol }] : []),
        { label: t('row.spender'), value: text(message.spender) },
        {
          label: t('row.amount'),
          value: amount === undefined ? text(message.value) : formatTokenAmount(amount, token, t),
          ...(amount !== undefined && amount >= unlimitedFrom ? { warning: true } : {}),
        },
        { label: t('row.deadline'), value: formatDeadline(message.deadline, t) },
        ...('owner' in message ? [{ label: t('row.owner'), value: text(message.owner) }] : []),
      ],
    })
    return sections
  }
  sections.push({
    heading: t('typed.message', {
      type: typed.primaryType === undefined ? t('typed.data') : text(typed.primaryType),
    }),
    rows: Object.entries(message)
      .slice(0, 32)
      .map(([label, value]) => ({ label, value: text(value).slice(0, 500) })),
  })
  return sections
}

async function describeTransaction(
  transaction: { to?: string | undefined; value?: string | undefined; data?: string | undefined },
  facts: RequestFacts,
  t: ApprovalTranslate,
): Promise<ApprovalDisplay['sections']> {
  const { symbol } = networkOf(facts.chainId)
  const value = transaction.value === undefined ? 0n : BigInt(transaction.value)
  const to = transaction.to as Hex | undefined
  const data = transaction.data as Hex | undefined
  const usd =
    value > 0n
      ? formatUsd(Number(formatUnits(value, 18)) * ((await facts.nativePriceUsd()) ?? Number.NaN), t.locale)
      : undefined
  const sections: ApprovalDisplay['sections'] = [
    {
      heading: t('transaction.heading'),
      rows: [
        {
          label: to ? t('transaction.to') : t('transaction.creates'),
          value: to ?? t('transaction.newContract'),
        },
        {
          label: t('transaction.value'),
          value: `${formatUnits(value, 18)} ${symbol}${usd ? ` (${usd})` : ''}`,
        },
      ],
    },
  ]
  const call = decodeErc20Call(data)
  if (call && to) {
    const token = await facts.token(to).catch(() => undefined)
    sections.push(
      call.kind === 'transfer'
        ? {
            heading: t('transfer.heading'),
            rows: [
              { label: t('row.token'), value: token?.symbol ?? to },
              { label: t('row.recipient'), value: call.to },
              { label: t('row.amount'), value: formatTokenAmount(call.amount, token, t) },
            ],
          }
        : {
            heading: t('approval.heading'),
            rows: [
              { label: t('row.token'), value: token?.symbol ?? to },
              { label: t('row.spender'), value: call.spender },
              {
                label: t('row.allowance'),
                value: formatTokenAmount(call.amount, token, t),
                ...(call.amount >= unlimitedFrom ? { warning: true } : {}),
              },
            ],
          },
    )
  } else if (data && data !== '0x') {
    sections.push({
      heading: t('call.heading'),
      rows: [{ label: t('call.selector'), value: data.slice(0, 10) }],
    })
  }
  const changes = await facts
    .simulate({ ...(to ? { to } : {}), value, ...(data ? { data } : {}) })
    .catch(() => undefined)
  sections.push({
    heading: t('changes.heading'),
    rows: changes ?? [{ label: t('changes.simulation'), value: t('changes.unavailable') }],
  })
  return sections
}

/**
 * What the approval page shows for a signing request, in the app's locale (`t`): readable first, the raw request
 * behind "Details".
 */
export async function describeRequest(
  method: string,
  params: unknown,
  facts: RequestFacts,
  t: ApprovalTranslate = englishApproval,
): Promise<ApprovalDisplay> {
  const solana = method.startsWith('solana_')
  const network = solana ? 'Solana' : networkOf(facts.chainId, t).name
  const overview: ApprovalRow[] = [
    { label: t('request.method'), value: method },
    { label: t('request.network'), value: network },
    { label: t('request.account'), value: facts.account },
  ]
  const raw = JSON.stringify(
    { method, params },
    (_key, value) => (typeof value === 'bigint' ? String(value) : value),
    2,
  )
  const display = (title: string, sections: ApprovalDisplay['sections']): ApprovalDisplay => ({
    title,
    sections: [{ heading: t('request.heading'), rows: overview }, ...sections],
    raw: raw.slice(0, 200_000),
  })
  const list = Array.isArray(params) ? params : []
  switch (method) {
    case 'personal_sign':
      return display(t('title.signMessage'), [
        {
          heading: t('message.heading'),
          rows: [{ label: t('message.text'), value: readableMessage(list[0] as Hex).slice(0, 2_000) }],
        },
      ])
    case 'eth_signTypedData_v4': {
      const data = list[1]
      let typed: TypedData = {}
      try {
        typed = (typeof data === 'string' ? JSON.parse(data) : data) as TypedData
      } catch {}
      return display(t('title.signTypedData'), await describeTypedData(typed ?? {}, facts, t))
    }
    case 'eth_sendTransaction':
      return display(t('title.sendTransaction'), await describeTransaction(list[0] ?? {}, facts, t))
    case 'solana_signMessage': {
      const message = (params as { message?: string } | undefined)?.message ?? ''
      let value = message
      try {
        value = new TextDecoder('utf-8', { fatal: true }).decode(base58.decode(message))
      } catch {}
      return display(t('title.signMessage'), [
        { heading: t('message.heading'), rows: [{ label: t('message.text'), value: value.slice(0, 2_000) }] },
      ])
    }
    case 'solana_signAllTransactions': {
      const count = (params as { transactions?: unknown[] } | undefined)?.transactions?.length ?? 0
      return display(t('title.signTransactions', { count }), [])
    }
    default:
      return display(t('title.signTransactions', { count: 1 }), [])
  }
}

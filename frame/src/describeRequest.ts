import { base58 } from '@scure/base'
import { decodeFunctionData, erc20Abi, formatUnits, type Hex, isHex, size } from 'viem'
import type { ApprovalDisplay, ApprovalRow } from './approvalMessages.js'

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
export function networkOf(chainId: number): { name: string; symbol: string } {
  return networks[chainId] ?? { name: `Chain ${chainId}`, symbol: 'ETH' }
}

/** A token amount for people: `1.5 USDC`, or "Unlimited USDC" for an allowance without limit. */
export function formatTokenAmount(amount: bigint, token: TokenFacts | undefined): ApprovalRow['value'] {
  if (amount >= unlimitedFrom) return `Unlimited ${token?.symbol ?? 'tokens'}`
  if (!token) return `${amount} (raw units of an unknown token)`
  return `${formatUnits(amount, token.decimals)} ${token.symbol}`
}

/** `≈ $1,234.56`, or undefined without a price. */
export function formatUsd(amount: number | undefined): string | undefined {
  if (amount === undefined || !Number.isFinite(amount)) return undefined
  return `≈ $${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
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

/** A date for people from seconds since 1970 (a Permit's deadline): ISO 8601, UTC; "Never" for the largest values. */
export function formatDeadline(seconds: unknown): string {
  let value: bigint
  try {
    value = BigInt(seconds as string)
  } catch {
    return String(seconds)
  }
  if (value >= 2n ** 64n) return 'Never'
  const date = new Date(Number(value) * 1000)
  return Number.isNaN(date.getTime()) ? String(seconds) : date.toISOString().replace('.000Z', 'Z')
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
): Promise<ApprovalDisplay['sections']> {
  const domain = typed.domain ?? {}
  const message = typed.message ?? {}
  const contract =
    typeof domain.verifyingContract === 'string' ? (domain.verifyingContract as Hex) : undefined
  const sections: ApprovalDisplay['sections'] = [
    {
      heading: 'Signed for',
      rows: [
        ...(domain.name === undefined ? [] : [{ label: 'App or token', value: text(domain.name) }]),
        ...(contract ? [{ label: 'Contract', value: contract }] : []),
        ...(domain.chainId === undefined
          ? []
          : [{ label: 'Network', value: networkOf(Number(domain.chainId)).name }]),
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
      heading: 'Permit: lets the spender move your tokens',
      rows: [
        ...(token ? [{ label: 'Token', value: token.symbol }] : []),
        { label: 'Spender', value: text(message.spender) },
        {
          label: 'Amount',
          value: amount === undefined ? text(message.value) : formatTokenAmount(amount, token),
          ...(amount !== undefined && amount >= unlimitedFrom ? { warning: true } : {}),
        },
        { label: 'Deadline', value: formatDeadline(message.deadline) },
        ...('owner' in message ? [{ label: 'Owner', value: text(message.owner) }] : []),
      ],
    })
    return sections
  }
  sections.push({
    heading: `Message: ${text(typed.primaryType ?? 'typed data')}`,
    rows: Object.entries(message)
      .slice(0, 32)
      .map(([label, value]) => ({ label, value: text(value).slice(0, 500) })),
  })
  return sections
}

async function describeTransaction(
  transaction: { to?: string | undefined; value?: string | undefined; data?: string | undefined },
  facts: RequestFacts,
): Promise<ApprovalDisplay['sections']> {
  const { symbol } = networkOf(facts.chainId)
  const value = transaction.value === undefined ? 0n : BigInt(transaction.value)
  const to = transaction.to as Hex | undefined
  const data = transaction.data as Hex | undefined
  const usd =
    value > 0n
      ? formatUsd(Number(formatUnits(value, 18)) * ((await facts.nativePriceUsd()) ?? Number.NaN))
      : undefined
  const sections: ApprovalDisplay['sections'] = [
    {
      heading: 'Transaction',
      rows: [
        { label: to ? 'To' : 'Creates', value: to ?? 'A new contract' },
        { label: 'Value', value: `${formatUnits(value, 18)} ${symbol}${usd ? ` (${usd})` : ''}` },
      ],
    },
  ]
  const call = decodeErc20Call(data)
  if (call && to) {
    const token = await facts.token(to).catch(() => undefined)
    sections.push(
      call.kind === 'transfer'
        ? {
            heading: 'Token transfer',
            rows: [
              { label: 'Token', value: token?.symbol ?? to },
              { label: 'Recipient', value: call.to },
              { label: 'Amount', value: formatTokenAmount(call.amount, token) },
            ],
          }
        : {
            heading: 'Token approval',
            rows: [
              { label: 'Token', value: token?.symbol ?? to },
              { label: 'Spender', value: call.spender },
              {
                label: 'Allowance',
                value: formatTokenAmount(call.amount, token),
                ...(call.amount >= unlimitedFrom ? { warning: true } : {}),
              },
            ],
          },
    )
  } else if (data && data !== '0x') {
    sections.push({
      heading: 'Contract call',
      rows: [{ label: 'Function selector', value: data.slice(0, 10) }],
    })
  }
  const changes = await facts
    .simulate({ ...(to ? { to } : {}), value, ...(data ? { data } : {}) })
    .catch(() => undefined)
  sections.push({
    heading: 'Balance changes (simulated)',
    rows: changes ?? [{ label: 'Simulation', value: 'Not available on this network' }],
  })
  return sections
}

/** What the approval page shows for a signing request: readable first, the raw request behind "Details". */
export async function describeRequest(
  method: string,
  params: unknown,
  facts: RequestFacts,
): Promise<ApprovalDisplay> {
  const solana = method.startsWith('solana_')
  const network = solana ? 'Solana' : networkOf(facts.chainId).name
  const overview: ApprovalRow[] = [
    { label: 'Method', value: method },
    { label: 'Network', value: network },
    { label: 'Account', value: facts.account },
  ]
  const raw = JSON.stringify(
    { method, params },
    (_key, value) => (typeof value === 'bigint' ? String(value) : value),
    2,
  )
  const display = (title: string, sections: ApprovalDisplay['sections']): ApprovalDisplay => ({
    title,
    sections: [{ heading: 'Request', rows: overview }, ...sections],
    raw: raw.slice(0, 200_000),
  })
  const list = Array.isArray(params) ? params : []
  switch (method) {
    case 'personal_sign':
      return display('Sign a message', [
        {
          heading: 'Message',
          rows: [{ label: 'Text', value: readableMessage(list[0] as Hex).slice(0, 2_000) }],
        },
      ])
    case 'eth_signTypedData_v4': {
      const data = list[1]
      let typed: TypedData = {}
      try {
        typed = (typeof data === 'string' ? JSON.parse(data) : data) as TypedData
      } catch {}
      return display('Sign typed data', await describeTypedData(typed ?? {}, facts))
    }
    case 'eth_sendTransaction':
      return display('Send a transaction', await describeTransaction(list[0] ?? {}, facts))
    case 'solana_signMessage': {
      const message = (params as { message?: string } | undefined)?.message ?? ''
      let value = message
      try {
        value = new TextDecoder('utf-8', { fatal: true }).decode(base58.decode(message))
      } catch {}
      return display('Sign a message', [
        { heading: 'Message', rows: [{ label: 'Text', value: value.slice(0, 2_000) }] },
      ])
    }
    case 'solana_signAllTransactions': {
      const count = (params as { transactions?: unknown[] } | undefined)?.transactions?.length ?? 0
      return display(count === 1 ? 'Sign a transaction' : `Sign ${count} transactions`, [])
    }
    default:
      return display('Sign a transaction', [])
  }
}

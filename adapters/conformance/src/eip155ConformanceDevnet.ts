import { BaseError, type CaipNetwork, createJsonRpcTransport, type Hex } from '@foyer/core'
import type { ConformanceDevnet } from './ConformanceDevnet.js'
import { waitUntil } from './waitUntil.js'

/** The EIP-712 document the suite signs, for the verifier to rebuild. */
export type ConformanceTypedData = {
  domain: { name: string; version: string; chainId: number; verifyingContract: `0x${string}` }
  types: { Person: { name: string; type: string }[]; Mail: { name: string; type: string }[] }
  primaryType: 'Mail'
  message: {
    from: { name: string; wallet: `0x${string}` }
    to: { name: string; wallet: `0x${string}` }
    contents: string
  }
}

export type Eip155ConformanceDevnetParameters = {
  networks: ConformanceDevnet['networks']
  unknownNetwork?: CaipNetwork | undefined
  /** Checks an EIP-191 signature (viem's or ethers' `verifyMessage`); core stays free of crypto libraries. */
  verifyMessage(parameters: { address: string; message: string; signature: string }): Promise<boolean>
  /** Checks an EIP-712 signature over `typedData`. */
  verifyTypedData(parameters: {
    address: string
    typedData: ConformanceTypedData
    signature: string
  }): Promise<boolean>
  /**
   * The EIP-55 checksum form of an address (viem's `getAddress`, ethers' `getAddress`): with it the suite refuses an
   * adapter that reports lower-cased addresses. Core stays free of the hash it needs.
   */
  toChecksumAddress?: ((address: string) => string) | undefined
  /** Where the test payment goes. Default a fixed address no dev account uses. */
  recipient?: `0x${string}`
  /** Default 0.0123 ETH. */
  amount?: bigint
  /**
   * An ERC-20 on the first network that the wallet's account holds (the devnet's USDC): with it the suite checks
   * `estimateGas` and `writeContract` (a `transfer` of `tokenAmount`, default 1 234 567 base units).
   */
  token?: Hex | undefined
  tokenAmount?: bigint | undefined
}

/** The ERC-20 functions the suite calls. */
export const conformanceErc20Abi = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'owner', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
] as const

export class ConformanceTransactionFailedError extends BaseError {
  override name = 'ConformanceTransactionFailedError'
  constructor({ hash, status }: { hash: string; status: string }) {
    super('Transaction error', { details: `Transaction ${hash} landed with status ${status}.` })
  }
}

/** The typed data the suite signs on `chainId` for `address`. */
export function conformanceTypedData(address: string, chainId: number): ConformanceTypedData {
  return {
    domain: {
      name: 'Foyer Conformance',
      version: '1',
      chainId,
      verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
    },
    types: {
      Person: [
        { name: 'name', type: 'string' },
        { name: 'wallet', type: 'address' },
      ],
      Mail: [
        { name: 'from', type: 'Person' },
        { name: 'to', type: 'Person' },
        { name: 'contents', type: 'string' },
      ],
    },
    primaryType: 'Mail',
    message: {
      from: { name: 'Signer', wallet: address as `0x${string}` },
      to: { name: 'Foyer', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
      contents: 'Foyer adapter conformance',
    },
  }
}

/**
 * The eip155 half of the conformance devnet: balances and receipts read straight from each network's RPC URL (the
 * devnet's anvil), `personal_sign`, `eth_signTypedData_v4` and `eth_sendTransaction` requests, and the verifiers the
 * caller injects.
 */
export function eip155ConformanceDevnet(parameters: Eip155ConformanceDevnetParameters): ConformanceDevnet {
  const rpc = (network: CaipNetwork) =>
    createJsonRpcTransport(network.rpcUrls.default.http[0], { batch: false, timeout: 10_000 })
  const recipient = parameters.recipient ?? '0x00000000000000000000000000000000f0e1e0a1'
  const token = parameters.token
  return {
    networks: parameters.networks,
    unknownNetwork: parameters.unknownNetwork,
    isSameAddress: (a, b) => a.toLowerCase() === b.toLowerCase(),
    formatAddress: parameters.toChecksumAddress,
    async getBalance(address, network) {
      return BigInt(
        await rpc(network).request<string>({ method: 'eth_getBalance', params: [address, 'latest'] }),
      )
    },
    async getWalletChainId(request) {
      return Number(await request({ method: 'eth_chainId' }))
    },
    signMessage: {
      request: ({ address, message }) => ({ method: 'personal_sign', params: [toHexUtf8(message), address] }),
      verify: ({ address, message, signature }) =>
        parameters.verifyMessage({ address, message, signature: String(signature) }),
    },
    signTypedData: {
      request: ({ address, network }) => ({
        method: 'eth_signTypedData_v4',
        params: [address, JSON.stringify(conformanceTypedData(address, Number(network.id)))],
      }),
      verify: ({ address, network, signature }) =>
        parameters.verifyTypedData({
          address,
          typedData: conformanceTypedData(address, Number(network.id)),
          signature: String(signature),
        }),
    },
    sendTransaction: {
      recipient,
      amount: parameters.amount ?? 12_300_000_000_000_000n,
      request: ({ from, to, amount }) => ({
        method: 'eth_sendTransaction',
        params: [{ from, to, value: toQuantity(amount) }],
      }),
      async waitForTransaction({ result, network }) {
        const hash = String(result)
        type Receipt = { status: string; gasUsed: string; effectiveGasPrice: string } | null
        let receipt: Receipt = null
        await waitUntil(
          async () => {
            receipt = await rpc(network).request<Receipt>({
              method: 'eth_getTransactionReceipt',
              params: [hash],
            })
            return receipt !== null
          },
          { waitingFor: `the receipt of ${hash}`, timeout: 15_000, interval: 100 },
        )
        const landed = receipt as unknown as NonNullable<Receipt>
        if (landed.status !== '0x1')
          throw new ConformanceTransactionFailedError({ hash, status: landed.status })
        return { fee: BigInt(landed.gasUsed) * BigInt(landed.effectiveGasPrice) }
      },
    },
    contracts: token
      ? contractChecks(rpc, token, recipient, parameters.tokenAmount ?? 1_234_567n)
      : undefined,
  }
}

/** The devnet's ERC-20 calls, encoded by hand: core carries no ABI encoder. */
function contractChecks(
  rpc: (network: CaipNetwork) => ReturnType<typeof createJsonRpcTransport>,
  token: Hex,
  recipient: Hex,
  amount: bigint,
): NonNullable<ConformanceDevnet['contracts']> {
  return {
    token: { address: token, abi: conformanceErc20Abi, recipient, amount },
    transferData: (to, value) => `0xa9059cbb${toWord(to)}${toWord(value)}`,
    async estimateGas({ from, to, data, value }, network) {
      const call = {
        from,
        to,
        ...(data ? { data } : {}),
        ...(value === undefined ? {} : { value: toQuantity(value) }),
      }
      return BigInt(await rpc(network).request<string>({ method: 'eth_estimateGas', params: [call] }))
    },
    async balanceOf(address, owner, network) {
      const data = `0x70a08231${toWord(owner as Hex)}`
      return BigInt(
        await rpc(network).request<string>({ method: 'eth_call', params: [{ to: address, data }, 'latest'] }),
      )
    },
  }
}

/** One 32-byte ABI word: an address or a uint256. */
function toWord(value: Hex | bigint): string {
  return (typeof value === 'bigint' ? value.toString(16) : value.slice(2).toLowerCase()).padStart(64, '0')
}

function toQuantity(value: bigint): Hex {
  return `0x${value.toString(16)}`
}

function toHexUtf8(text: string): string {
  let hex = '0x'
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0')
  return hex
}

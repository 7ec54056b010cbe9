import { type CaipNetwork, createJsonRpcTransport } from '@foyer/core'
import { base58 } from '@scure/base'
import type { ConformanceDevnet } from './ConformanceDevnet.js'
import { ConformanceTransactionFailedError } from './eip155ConformanceDevnet.js'
import { waitUntil } from './waitUntil.js'

export type SolanaConformanceDevnetParameters = {
  /** Two Solana networks on the devnet's litesvm endpoint (`/mainnet`, `/devnet`, ...); the wallet knows both. */
  networks: ConformanceDevnet['networks']
  /** Checks an ed25519 signature over the message bytes; core stays free of crypto libraries. */
  verifyMessage(parameters: {
    address: string
    message: Uint8Array
    signature: Uint8Array
  }): boolean | Promise<boolean>
  /**
   * Builds an unsigned SOL transfer (System Program) from `from` to `to` with `blockhash`, and returns its wire
   * bytes in base64 (with `@solana/web3.js`, `@solana/kit`...).
   */
  createTransfer(parameters: {
    from: string
    to: string
    lamports: bigint
    blockhash: string
  }): string | Promise<string>
  /** Where the test payment goes. Default a fixed address no dev account uses. */
  recipient?: string
  /** Default 0.0123 SOL, above the rent-exempt minimum of a new account. */
  amount?: bigint
}

/**
 * The solana half of the conformance devnet: balances, blockhashes and signature statuses read straight from each
 * network's RPC URL (the devnet's litesvm endpoint), requests in WalletConnect's Solana shapes
 * (`solana_signMessage`, `solana_signAndSendTransaction`), and the verifier and transfer builder the caller injects.
 * Solana wallets are not "on" a cluster, so there is no wallet chain id to ask and no chain the wallet must add.
 */
export function solanaConformanceDevnet(parameters: SolanaConformanceDevnetParameters): ConformanceDevnet {
  const rpc = (network: CaipNetwork) =>
    createJsonRpcTransport(network.rpcUrls.default.http[0], { batch: false, timeout: 10_000 })
  return {
    networks: parameters.networks,
    isSameAddress: (a, b) => a === b,
    async getBalance(address, network) {
      const { value } = await rpc(network).request<{ value: number }>({
        method: 'getBalance',
        params: [address, { commitment: 'confirmed' }],
      })
      return BigInt(value)
    },
    signMessage: {
      request: ({ address, message }) => ({
        method: 'solana_signMessage',
        params: { message: base58.encode(new TextEncoder().encode(message)), pubkey: address },
      }),
      verify: async ({ address, message, signature }) =>
        parameters.verifyMessage({
          address,
          message: new TextEncoder().encode(message),
          signature: base58.decode(signatureOf(signature)),
        }),
    },
    sendTransaction: {
      recipient: parameters.recipient ?? 'HDeB3EiK7Jw2uEWsAq3nq8a4Q9hVaWDYfJiFxsAaVFWp',
      amount: parameters.amount ?? 12_300_000n,
      async request({ from, to, amount, network }) {
        const { value } = await rpc(network).request<{ value: { blockhash: string } }>({
          method: 'getLatestBlockhash',
          params: [{ commitment: 'confirmed' }],
        })
        const transaction = await parameters.createTransfer({
          from,
          to,
          lamports: amount,
          blockhash: value.blockhash,
        })
        return { method: 'solana_signAndSendTransaction', params: { transaction } }
      },
      async waitForTransaction({ result, network }) {
        const signature = signatureOf(result)
        type Status = { err: unknown } | null
        let status: Status = null
        await waitUntil(
          async () => {
            const { value } = await rpc(network).request<{ value: Status[] }>({
              method: 'getSignatureStatuses',
              params: [[signature]],
            })
            status = value[0] ?? null
            return status !== null
          },
          { waitingFor: `the status of ${signature}`, timeout: 15_000, interval: 100 },
        )
        const landed = status as unknown as NonNullable<Status>
        if (landed.err !== null)
          throw new ConformanceTransactionFailedError({ hash: signature, status: JSON.stringify(landed.err) })
        const transaction = await rpc(network).request<{ meta: { fee: number } } | null>({
          method: 'getTransaction',
          params: [
            signature,
            { encoding: 'json', commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
          ],
        })
        return { fee: BigInt(transaction?.meta.fee ?? 0) }
      },
    },
  }
}

/** `{ signature }` as WalletConnect's Solana methods answer, or a bare base58 string. */
function signatureOf(result: unknown): string {
  if (typeof result === 'string') return result
  const signature = (result as { signature?: unknown } | null)?.signature
  return typeof signature === 'string' ? signature : ''
}

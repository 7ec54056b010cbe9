import type { CaipNetwork } from '@foyer/core'
import { deriveBitcoinDevKeys, verifyBip322Simple, verifyBitcoinMessageEcdsa } from '@foyer/devnet'
import * as z from 'zod/mini'
import type { ConformanceDevnet } from '../ConformanceDevnet.js'
import { ConformanceSetupError } from '../ConformanceSetupError.js'

const statsSchema = z.object({
  chain_stats: z.object({ funded_txo_sum: z.number(), spent_txo_sum: z.number() }),
})

/** Reads an Esplora API the way a block explorer client would. */
export async function esplora<T = unknown>(
  network: CaipNetwork,
  path: string,
  init?: RequestInit,
): Promise<T> {
  const response = await fetch(`${network.rpcUrls.default.http[0]}${path}`, init)
  const text = await response.text()
  if (!response.ok) throw new ConformanceSetupError(`${path}: HTTP ${response.status} ${text}`)
  return (response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T
}

export async function confirmedBalance(address: string, network: CaipNetwork): Promise<bigint> {
  const { chain_stats } = statsSchema.parse(await esplora(network, `/address/${address}`))
  return BigInt(chain_stats.funded_txo_sum - chain_stats.spent_txo_sum)
}

/** Mines a block on `network`'s ledger (the devnet's `POST /mine`). */
export async function mine(network: CaipNetwork): Promise<void> {
  await esplora(network, '/mine', { method: 'POST', body: '{"blocks":1}' })
}

/**
 * The bip122 half of the conformance devnet: confirmed balances from the ledger's Esplora API, requests in
 * WalletConnect's bip122 shapes, signatures checked by the devnet's own BIP-137 and BIP-322 verifiers (not the
 * wallet's code), and a transfer confirmed by mining a block. Bitcoin wallets follow the app's network.
 */
export function bitcoinConformanceDevnet(networks: ConformanceDevnet['networks']): ConformanceDevnet {
  return {
    networks,
    isSameAddress: (a, b) => a === b,
    getBalance: confirmedBalance,
    signMessage: {
      request: ({ address, message }) => ({ method: 'signMessage', params: { account: address, message } }),
      async verify({ address, message, signature }) {
        const { signature: text } = z.object({ signature: z.string() }).parse(signature)
        return (
          verifyBitcoinMessageEcdsa(address, message, text, 'regtest') ||
          verifyBip322Simple(address, message, text, 'regtest')
        )
      },
    },
    sendTransaction: {
      recipient: deriveBitcoinDevKeys('regtest', undefined, 7).payment.address,
      amount: 1_234_567n,
      request: ({ from, to, amount }) => ({
        method: 'sendTransfer',
        params: { account: from, recipientAddress: to, amount: amount.toString() },
      }),
      async waitForTransaction({ result, network }) {
        const { txid } = z.object({ txid: z.string() }).parse(result)
        await mine(network)
        const transaction = z
          .object({ fee: z.number(), status: z.object({ confirmed: z.literal(true) }) })
          .parse(await esplora(network, `/tx/${txid}`))
        return { fee: BigInt(transaction.fee) }
      },
    },
  }
}

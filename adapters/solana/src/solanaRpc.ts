import { base58, base64 } from '@scure/base'
import type { Commitment, ConnectionConfig } from '@solana/web3.js'
import type { SolanaSendOptions } from './SolanaWallet.js'

type Kit = typeof import('@solana/kit')
type Rpc = ReturnType<Kit['createSolanaRpc']>
type KitCommitment = 'processed' | 'confirmed' | 'finalized'

const rpcs = new Map<string, Rpc>()

/** `@solana/kit`, loaded when the adapter first reads or sends (not with the page). */
const loadKit = (): Promise<Kit> => import('@solana/kit')

async function rpcFor(url: string): Promise<{ kit: Kit; rpc: Rpc }> {
  const kit = await loadKit()
  let rpc = rpcs.get(url)
  if (!rpc) {
    rpc = kit.createSolanaRpc(url)
    rpcs.set(url, rpc)
  }
  return { kit, rpc }
}

/** The commitment of the adapter's `connectionSettings`, where kit knows it (web3.js also has deprecated aliases). */
export function toKitCommitment(
  settings: Commitment | ConnectionConfig | undefined,
): KitCommitment | undefined {
  const value = typeof settings === 'string' ? settings : settings?.commitment
  return value === 'processed' || value === 'confirmed' || value === 'finalized' ? value : undefined
}

/** The lamports `address` holds, read from the RPC at `url`. */
export async function getSolanaBalance(
  url: string,
  address: string,
  commitment: KitCommitment | undefined,
): Promise<bigint> {
  const { kit, rpc } = await rpcFor(url)
  const { value } = await rpc.getBalance(kit.address(address), commitment ? { commitment } : {}).send()
  return value
}

/** Sends signed wire bytes through the RPC at `url`; resolves with the transaction's signature (base58). */
export async function sendSolanaTransaction(
  url: string,
  bytes: Uint8Array,
  options: SolanaSendOptions,
  commitment: KitCommitment | undefined,
): Promise<string> {
  const { rpc } = await rpcFor(url)
  const preflightCommitment = toKitCommitment(options.preflightCommitment as Commitment) ?? commitment
  return rpc
    .sendTransaction(base64.encode(bytes) as Parameters<Rpc['sendTransaction']>[0], {
      encoding: 'base64',
      ...(options.skipPreflight !== undefined ? { skipPreflight: options.skipPreflight } : {}),
      ...(preflightCommitment ? { preflightCommitment } : {}),
      ...(options.maxRetries !== undefined ? { maxRetries: BigInt(options.maxRetries) } : {}),
      ...(options.minContextSlot !== undefined ? { minContextSlot: BigInt(options.minContextSlot) } : {}),
    })
    .send()
}

/** The base58 signature `address` put on signed wire bytes, if it signed them. */
export async function signatureOf(bytes: Uint8Array, address: string): Promise<string | undefined> {
  const kit = await loadKit()
  const signature = kit.getTransactionDecoder().decode(bytes).signatures[kit.address(address)]
  return signature ? base58.encode(signature) : undefined
}

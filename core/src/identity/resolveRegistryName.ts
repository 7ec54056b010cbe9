import * as z from 'zod/mini'
import type { CaipNetwork } from '../chains/CaipNetwork.js'
import { createJsonRpcTransport } from '../net/createJsonRpcTransport.js'

/** `name(address)` of the network's naming service (`contracts.nameRegistry`, as the devnet's FoyerNameRegistry). */
const nameSelector = '0x01984892'
const hexSchema = z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/))

export type ResolveRegistryNameParameters = {
  address: string
  network: CaipNetwork
  /** Sends the `eth_call` (a wallet's provider, say); by default the network's first HTTP RPC URL. */
  request?: (method: 'eth_call', params: readonly unknown[]) => Promise<unknown>
}

/**
 * The name the network's naming service gives `address` (its reverse record), read with one `eth_call`; null when
 * the network has no `contracts.nameRegistry`, the address has no name, or the answer is not an ABI string.
 */
export async function resolveRegistryName({
  address,
  network,
  request,
}: ResolveRegistryNameParameters): Promise<string | null> {
  const registry = network.contracts?.nameRegistry
  const url = network.rpcUrls.default.http[0]
  if (!registry || !('address' in registry) || !/^0x[0-9a-fA-F]{40}$/.test(address)) return null
  if (!request && !url) return null
  const data = `${nameSelector}${address.slice(2).toLowerCase().padStart(64, '0')}`
  const params = [{ to: registry.address, data }, 'latest'] as const
  const result = request
    ? await request('eth_call', params)
    : await createJsonRpcTransport(url, { batch: false }).request({ method: 'eth_call', params })
  const parsed = z.safeParse(hexSchema, result)
  return parsed.success ? decodeAbiString(parsed.data) : null
}

/** Decodes an ABI-encoded `string` return value (offset, length, bytes); null when empty or malformed. */
function decodeAbiString(hex: string): string | null {
  const body = hex.slice(2)
  if (body.length < 128) return null
  const offset = Number.parseInt(body.slice(0, 64), 16) * 2
  const length = Number.parseInt(body.slice(offset, offset + 64), 16) * 2
  const bytes = body.slice(offset + 64, offset + 64 + length)
  if (!length || bytes.length !== length) return null
  const decoded = new Uint8Array(length / 2)
  for (let index = 0; index < decoded.length; index++)
    decoded[index] = Number.parseInt(bytes.slice(index * 2, index * 2 + 2), 16)
  return new TextDecoder().decode(decoded) || null
}

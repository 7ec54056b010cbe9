import { isEvmAddress, isSolanaAddress } from '@foyer/core'
import { InvalidReceiverError } from './errors.js'
import { getBlockchainApi } from './getBlockchainApi.js'
import type { SendContext } from './SendContext.js'

/** A name as the naming service takes it: a label of 4+ letters, digits or hyphens, then optional `.suffix`es. */
const namePattern = /^[a-z0-9-]{4,}(\.[a-z0-9-]+)*$/i

export type ResolvedReceiver = { address: string; name?: string | undefined }

/**
 * The receiver's address from what the user typed: an address of the active namespace (SPEC.md §5; an EVM address
 * gets its `0x`), or, on eip155 only, a name looked up with the naming service (`GET /v1/profile/account/{name}`),
 * taking its first address. Throws InvalidReceiverError otherwise.
 */
export async function resolveReceiver(
  context: SendContext,
  input: string,
  options: { signal?: AbortSignal } = {},
): Promise<ResolvedReceiver> {
  const value = input.trim()
  const namespace = context.getNetwork().activeNamespace ?? 'eip155'
  if (namespace === 'eip155' ? isEvmAddress(value) : namespace === 'solana' && isSolanaAddress(value))
    return { address: namespace === 'eip155' && !value.startsWith('0x') ? `0x${value}` : value }
  const api = namespace === 'eip155' && namePattern.test(value) ? getBlockchainApi(context) : undefined
  if (!api) throw new InvalidReceiverError({ value, namespace })
  try {
    const profile = await api.lookupName({ name: value }, options)
    const first = Object.values(profile.addresses)[0]?.address
    if (!first || !isEvmAddress(first)) throw new InvalidReceiverError({ value, namespace })
    return { address: first.startsWith('0x') ? first : `0x${first}`, name: profile.name }
  } catch (error) {
    if (error instanceof InvalidReceiverError) throw error
    throw new InvalidReceiverError({ value, namespace, cause: error })
  }
}

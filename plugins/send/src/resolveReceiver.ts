import { checkReceiverAddress } from './checkReceiverAddress.js'
import { InvalidReceiverError } from './errors.js'
import { getBlockchainApi } from './getBlockchainApi.js'
import type { SendContext } from './SendContext.js'

/** A name as the naming service takes it: labels separated by dots (at least one dot, so never a bare word). */
const namePattern = /^[^\s.]+(\.[^\s.]+)+$/u

export type ResolvedReceiver = { address: string; name?: string | undefined }

/**
 * The receiver's address from what the user typed: an address of the active network that passes its checksum
 * (`checkReceiverAddress`; an EVM address gets its `0x`), or, on eip155 only and only for input with a dot, a name
 * looked up with the naming service (`GET /v1/profile/account/{name}`), taking its first address. Throws
 * InvalidReceiverError otherwise, with the reason when the input is an address that fails its checksum or network.
 */
export async function resolveReceiver(
  context: SendContext,
  input: string,
  options: { signal?: AbortSignal } = {},
): Promise<ResolvedReceiver> {
  const value = input.trim()
  const network = context.getNetwork()
  const namespace = network.activeNamespace ?? 'eip155'
  const checked = checkReceiverAddress(value, { namespace, caipNetworkId: network.caipNetworkId })
  if (checked.kind === 'address') return { address: checked.address }
  if (checked.kind === 'invalid')
    throw new InvalidReceiverError({
      value,
      namespace,
      reason: checked.reason,
      code: checked.code,
      params: checked.params,
    })
  const api = namespace === 'eip155' && namePattern.test(value) ? getBlockchainApi(context) : undefined
  if (!api) throw new InvalidReceiverError({ value, namespace })
  try {
    const profile = await api.lookupName({ name: value }, options)
    const first = Object.values(profile.addresses)[0]?.address
    const resolved = first ? checkReceiverAddress(first, { namespace }) : undefined
    if (resolved?.kind !== 'address') throw new InvalidReceiverError({ value, namespace })
    return { address: resolved.address, name: profile.name }
  } catch (error) {
    if (error instanceof InvalidReceiverError) throw error
    throw new InvalidReceiverError({ value, namespace, cause: error })
  }
}

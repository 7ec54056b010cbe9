import { getAdapter } from '../actions/getAdapter.js'
import type { CaipNetwork } from '../chains/CaipNetwork.js'
import type { Kernel } from '../kernel/Kernel.js'
import { getBlockchainApi } from '../net/getBlockchainApi.js'
import type { Identity } from '../net/schemas/identity.js'
import { resolveRegistryName } from './resolveRegistryName.js'

const none: Identity = { name: null, avatar: null }

async function attempt(step: () => Promise<Partial<Identity> | null>): Promise<Identity | null> {
  const found = await step().catch(() => null)
  return found?.name ? { name: found.name, avatar: found.avatar ?? null } : null
}

/**
 * An EVM account's name and avatar from, in order, the Blockchain API (`/v1/identity/{address}`), the adapter's
 * `getProfile`, then the network's naming service (`contracts.nameRegistry`); none when none of them has one.
 */
export async function resolveIdentity(
  kernel: Kernel,
  address: string,
  network: CaipNetwork,
): Promise<Identity> {
  const api = getBlockchainApi(kernel.options)
  const getProfile = getAdapter(kernel, 'eip155')?.getProfile
  return (
    (api ? await attempt(() => api.getIdentity({ address })) : null) ??
    (getProfile ? await attempt(() => getProfile({ address, network })) : null) ??
    (await attempt(async () => ({ name: await resolveRegistryName({ address, network }) }))) ??
    none
  )
}

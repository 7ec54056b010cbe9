import { authProviderPollingIntervalMs } from '@foyer/core'
import type { FrameChannel } from '../frame/createFrameChannel.js'
import type { FrameUser } from '../frame/frameEvents.js'
import { openFrame } from '../frame/openFrame.js'
import type { SocialsContext } from '../socials.js'
import { toEmbeddedWalletUser } from '../socialsShared.js'

const enabledNetworks = new WeakMap<FrameChannel, Promise<number[]>>()
const watching = new WeakMap<SocialsContext, () => void>()

/**
 * The chains on which the embedded wallet has smart accounts, asked of the frame once per frame
 * (GET_SMART_ACCOUNT_ENABLED_NETWORKS) and kept in storage (SPEC §3: smart-account-enabled networks).
 */
export function smartAccountEnabledNetworks(
  context: SocialsContext,
  channel: FrameChannel,
): Promise<number[]> {
  let networks = enabledNetworks.get(channel)
  if (!networks) {
    networks = channel
      .request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')
      .then(({ smartAccountEnabledNetworks }) => {
        context.storage.set('smartAccountEnabledNetworks', smartAccountEnabledNetworks)
        return smartAccountEnabledNetworks
      })
    networks.catch(() => enabledNetworks.delete(channel))
    enabledNetworks.set(channel, networks)
  }
  return networks
}

/**
 * After the frame reported its user: the smart-account networks are stored, and while the connected account is a
 * smart account not yet on chain, the frame is asked every `authProviderPollingIntervalMs` (INIT_SMART_ACCOUNT) until
 * it is, so the account's "deployed" state follows its first transaction without a new login.
 */
export async function syncSmartAccount(context: SocialsContext, user: FrameUser): Promise<void> {
  const channel = await openFrame(context)
  const networks = await smartAccountEnabledNetworks(context, channel)
  const onSmartAccount =
    user.preferredAccountType === 'smartAccount' && networks.includes(Number(user.chainId))
  if (!onSmartAccount || user.smartAccountDeployed) {
    stopWatchingDeployment(context)
    return
  }
  if (watching.has(context)) return
  const timer = setInterval(() => {
    void channel.request('INIT_SMART_ACCOUNT').then(
      ({ address, isDeployed }) => {
        const current = context.getState().user
        if (!current || current.address.toLowerCase() !== address.toLowerCase()) {
          stopWatchingDeployment(context)
          return
        }
        if (!isDeployed) return
        stopWatchingDeployment(context)
        const deployed = { ...current, smartAccountDeployed: true }
        context.setState({ user: deployed })
        context.setEmbeddedUser({ namespace: 'eip155', user: toEmbeddedWalletUser(deployed) })
      },
      // The frame may be reloading or signed out: the next tick asks again, a sign-out stops the watch.
      () => {},
    )
  }, authProviderPollingIntervalMs)
  watching.set(context, () => clearInterval(timer))
}

/** Ends the deployment watch (signed out, another account, or deployed). */
export function stopWatchingDeployment(context: SocialsContext): void {
  watching.get(context)?.()
  watching.delete(context)
}

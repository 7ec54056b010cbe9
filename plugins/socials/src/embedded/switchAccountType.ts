import { openFrame } from '../frame/openFrame.js'
import type { SocialsContext } from '../socials.js'
import { embeddedWallets, toEmbeddedWalletUser } from '../socialsShared.js'
import { syncSmartAccount } from './syncSmartAccount.js'

/**
 * Makes the user's EOA or their smart account the connected account: the frame switches, the choice is kept for the
 * next sessions, the adapter hears `accountsChanged` with the new address, and the account's user and type follow.
 */
export async function switchAccountType(
  context: SocialsContext,
  type: 'eoa' | 'smartAccount',
): Promise<void> {
  const channel = await openFrame(context)
  const { address } = await channel.request('SET_PREFERRED_ACCOUNT', { type })
  context.storage.set('preferredAccountType', type)
  embeddedWallets.get(context)?.emit('accountsChanged', [address])
  const user = await channel.request('GET_USER')
  context.setState({ user })
  context.setEmbeddedUser({ namespace: 'eip155', user: toEmbeddedWalletUser(user) })
  // The switch is made; the smart-account facts (enabled networks, deployment watch) follow where the frame has them.
  await syncSmartAccount(context, user).catch(() => {})
}

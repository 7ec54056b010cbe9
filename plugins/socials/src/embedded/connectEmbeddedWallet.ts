import { unlockWalletMethod } from '../frame/frameEvents.js'
import { openFrame } from '../frame/openFrame.js'
import type { SocialsContext } from '../socials.js'
import { embeddedConnectorId } from '../socialsShared.js'
import { showApproval } from './embeddedWalletOptions.js'
import { requestInFrame } from './requestInFrame.js'

/**
 * After a login in the frame: connects the embedded wallet in eip155, and in Solana too when the app has a Solana
 * adapter (which lists the wallet); then closes the modal.
 */
export async function connectEmbeddedWallet(context: SocialsContext): Promise<void> {
  await unlockEmbeddedWallet(context)
  await context.connect({ namespace: 'eip155', connectorId: embeddedConnectorId })
  if (
    context.getConnectors({ namespace: 'solana' }).some((connector) => connector.id === embeddedConnectorId)
  )
    await context.connect({ namespace: 'solana', connectorId: embeddedConnectorId })
  context.closeModal()
}

/**
 * A wallet protected by a passkey opens on a new device only with that passkey: the frame's approval page asks for it
 * (on the user's click) before the wallet connects.
 */
async function unlockEmbeddedWallet(context: SocialsContext): Promise<void> {
  const channel = await openFrame(context)
  const { locked } = await channel.request('GET_WALLET_PROTECTION')
  if (!locked) return
  await requestInFrame(channel, { method: unlockWalletMethod }, (approvalId, cancel) =>
    showApproval(context, approvalId, cancel),
  )
}

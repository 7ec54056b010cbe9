import { embeddedConnectorId, type SocialsContext } from '../socials.js'

/**
 * After a login in the frame: connects the embedded wallet in eip155, and in Solana too when the app has a Solana
 * adapter (which lists the wallet); then closes the modal.
 */
export async function connectEmbeddedWallet(context: SocialsContext): Promise<void> {
  await context.connect({ namespace: 'eip155', connectorId: embeddedConnectorId })
  if (
    context.getConnectors({ namespace: 'solana' }).some((connector) => connector.id === embeddedConnectorId)
  )
    await context.connect({ namespace: 'solana', connectorId: embeddedConnectorId })
  context.closeModal()
}

import type { SocialsContext } from '../socials.js'
import { approveInFrameView, embeddedConnectorId } from '../socialsShared.js'
import type { CreateEmbeddedProviderOptions } from './createEmbeddedProvider.js'
import { stopWatchingDeployment, syncSmartAccount } from './syncSmartAccount.js'

/** The cached login data a sign-out (or a failed connection check) clears (SPEC §4). */
const loginKeys = [
  'emailLoginUsed',
  'email',
  'socialUsername',
  'connectedSocial',
  'lastEmailLoginTime',
] as const

/**
 * What the embedded wallet asks of the plugin once its code loads: the login cached in the plugin's storage, the
 * frame's channel, where the user it reads goes (`showUser` puts it on the account), and how an approval shows.
 */
export function embeddedWalletOptions(
  context: SocialsContext,
  showUser: () => void,
): CreateEmbeddedProviderOptions {
  return {
    signedIn: () =>
      context.storage.get('emailLoginUsed') === true || context.storage.get('connectedSocial') !== undefined,
    channel: () => import('../frame/openFrame.js').then(({ openFrame }) => openFrame(context)),
    preferredAccountType: () =>
      context.storage.get('preferredAccountType') ??
      (context.getAccount({ namespace: 'eip155' }).preferredAccountType as 'eoa' | 'smartAccount'),
    onUser(user) {
      context.setState({ user })
      context.storage.set('lastUsedChain', String(user.chainId))
      showUser()
      // Not awaited: the account is connected already; the smart-account facts follow.
      void syncSmartAccount(context, user).catch(() => {})
    },
    onSignedOut() {
      stopWatchingDeployment(context)
      for (const key of loginKeys) context.storage.remove(key)
      context.setState({ user: undefined })
    },
    usedElsewhere(namespace) {
      const other = context.getAccount({ namespace: namespace === 'eip155' ? 'solana' : 'eip155' })
      return other.status === 'connected' && other.connectorId === embeddedConnectorId
    },
    showApproval: (approvalId, cancel) => showApproval(context, approvalId, cancel),
  }
}

/**
 * Shows the frame's approval page for `approvalId` in the modal (opened for it, or on top of the view it shows);
 * closing the modal first is the user's refusal (`cancel`). Returns the function that leaves the view once the request
 * settled: back to the view before it, or the modal closes when it opened for this request.
 */
export function showApproval(context: SocialsContext, approvalId: string, cancel: () => void): () => void {
  const data = { approvalId }
  const openedForIt = !context.getModalState().open
  if (openedForIt) void context.openModal({ view: approveInFrameView, data }).catch(cancel)
  else context.pushView(approveInFrameView, data)
  const stop = context.events.on('modalClose', () => cancel())
  return () => {
    stop()
    const { open, history } = context.getModalState()
    const current = history.at(-1)
    if (!open || current?.view !== approveInFrameView || current.data?.approvalId !== approvalId) return
    if (openedForIt || history.length === 1) context.closeModal()
    else context.goBack()
  }
}

import { resolveSiwxConfig } from './resolveSiwxConfig.js'
import type { SiwxContext, SiwxOptions } from './siwx.js'
import { getSignInView, siwxNamespaces } from './siwxShared.js'

const initFailedMessage = 'A problem occurred while trying initialize authentication'

/**
 * After a connect, an account change or a network change: an account on a supported network (eip155, solana)
 * without a session opens `SIWXSignMessage` (SPEC.md §4). A session store that fails shows SPEC.md §8's message;
 * when sign-in is required the account is disconnected and the modal resets to Connect.
 */
export async function checkSiwxSession(context: SiwxContext, options: SiwxOptions): Promise<void> {
  const account = context.getAccount()
  const network = context.getNetwork()
  const chainId = network.caipNetworkId
  const namespace = network.activeNamespace
  if (!account.isConnected || !account.address || !chainId || !namespace) return
  if (!(siwxNamespaces as readonly string[]).includes(namespace)) return
  const current = { chainId, address: account.address }
  context.setState({ session: 'checking', account: current })
  try {
    const config = await resolveSiwxConfig(context, options)
    const sessions = await config.getSessions(chainId, account.address)
    if (!isStill(context, current)) return
    if (sessions.length > 0) {
      context.setState({ session: 'active' })
      return
    }
    context.setState({ session: 'none' })
    await context.openModal({ view: getSignInView(context) })
  } catch {
    if (!isStill(context, current)) return
    context.setState({ session: 'none' })
    context.showSnackbar({ message: initFailedMessage, variant: 'error' })
    if (options.required) {
      await context.disconnect()
      if (context.getModalState().open) context.replaceView('Connect')
    }
  }
}

/** At disconnect, with the config's `signOutOnDisconnect`: the account's sessions are revoked. */
export async function signOutOnDisconnect(
  context: SiwxContext,
  options: SiwxOptions,
  account: { chainId: string; address: string },
): Promise<void> {
  const config = await resolveSiwxConfig(context, options).catch(() => undefined)
  if (!config?.signOutOnDisconnect) return
  await config.revokeSession(account.chainId, account.address).catch(() => {})
}

function isStill(context: SiwxContext, account: { chainId: string; address: string }): boolean {
  const now = context.getAccount()
  return (
    now.isConnected &&
    now.address === account.address &&
    context.getNetwork().caipNetworkId === account.chainId
  )
}

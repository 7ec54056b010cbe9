import type { CoreView } from '@foyer/core'

/** A view's header title: fixed text, or computed from the router data the view was opened with. */
export type ViewTitle = string | ((data: Readonly<Record<string, unknown>> | undefined) => string)

const connectingTitle = (fallback: string) => (data: Readonly<Record<string, unknown>> | undefined) =>
  typeof data?.name === 'string' && data.name !== '' ? data.name : fallback

/** The header title of each core view. */
export const coreViewTitles: Record<CoreView, ViewTitle> = {
  Connect: 'Connect Wallet',
  Account: 'Account',
  AllWallets: 'All Wallets',
  Networks: 'Networks',
  ConnectingWalletConnectBasic: 'WalletConnect',
  ConnectingWalletConnect: connectingTitle('WalletConnect'),
  ConnectingExternal: connectingTitle('Connecting'),
  ConnectingSiwe: 'Sign In',
  ConnectingFarcaster: 'Farcaster',
  UnsupportedChain: 'Unsupported network',
  RegisterAccountName: 'Choose name',
  RegisterAccountNameSuccess: 'Name registered',
  ApproveTransaction: 'Approve request',
  SIWXSignMessage: 'Sign In',
}

/** The title text for a view entry (`coreViewTitles` resolved against the entry's data). */
export function resolveViewTitle(
  title: ViewTitle | undefined,
  data: Readonly<Record<string, unknown>> | undefined,
): string {
  if (title === undefined) return ''
  return typeof title === 'function' ? title(data) : title
}

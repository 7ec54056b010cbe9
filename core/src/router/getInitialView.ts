import type { ViewName } from './views.js'

export type GetInitialViewParameters = {
  view?: ViewName | undefined
  isConnected: boolean
  hasAdapters: boolean
  isMobile: boolean
}

/** Which view the modal opens on (SPEC.md §2). */
export function getInitialView({
  view,
  isConnected,
  hasAdapters,
  isMobile,
}: GetInitialViewParameters): ViewName {
  if (!hasAdapters && !isConnected) return isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  if (view) return view
  if (isConnected) return 'Account'
  return 'Connect'
}

import { AppKitButton } from './components/AppKitButton.js'
import { ConnectButton } from './components/ConnectButton.js'
import { NetworkButton } from './components/NetworkButton.js'
import { useAppKitAccount } from './hooks/useAppKitAccount.js'
import { useAppKitEvents } from './hooks/useAppKitEvents.js'
import { useAppKitNetwork } from './hooks/useAppKitNetwork.js'
import { useAppKitState } from './hooks/useAppKitState.js'
import { useAppKitTheme } from './hooks/useAppKitTheme.js'
import { useWalletInfo } from './hooks/useWalletInfo.js'

/** An app page using the hooks, the buttons and a custom element, rendered on a server and hydrated in tests. */
export function SsrApp() {
  const { isConnected, status } = useAppKitAccount()
  const { caipNetworkId } = useAppKitNetwork()
  const { open } = useAppKitState()
  const { themeMode } = useAppKitTheme()
  const { walletInfo } = useWalletInfo()
  const event = useAppKitEvents()
  return (
    <main>
      <p>
        {status} {String(isConnected)} {caipNetworkId} {String(open)} {themeMode} {walletInfo?.name ?? 'none'}{' '}
        {event.data.event}
      </p>
      <AppKitButton />
      <ConnectButton label="Sign in" size="sm" />
      <NetworkButton />
      <appkit-button balance="hide" />
    </main>
  )
}

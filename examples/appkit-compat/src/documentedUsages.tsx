// AppKit's documented React usages (hooks, components, the modal object's methods), written from its docs with only
// the imports changed from `@reown/appkit*` to Foyer's. `pnpm run typecheck` compiles this file: a renamed hook, a
// missing method or a changed shape fails the test command.
import {
  AppKitAccountButton,
  AppKitButton,
  AppKitConnectButton,
  AppKitNetworkButton,
  AppKitProvider,
  type createAppKit,
  useAppKit,
  useAppKitAccount,
  useAppKitBalance,
  useAppKitConnection,
  useAppKitConnections,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitProvider,
  useAppKitState,
  useAppKitTheme,
  useAppKitWallets,
  useDisconnect,
  useWalletInfo,
} from '@foyer/react'
import { type AppKitNetwork, arbitrum, mainnet, solana } from '@foyer/react/networks'
import { BrowserProvider, type Eip1193Provider } from 'ethers'
import type { ReactNode } from 'react'

export const projectId = 'compat-project'
export const metadata = {
  name: 'AppKit example',
  description: 'AppKit example',
  url: 'https://example.com',
  icons: ['https://example.com/icon.png'],
}
export const networks: [AppKitNetwork, ...AppKitNetwork[]] = [mainnet, arbitrum, solana]

export function ModalControls() {
  const { open, close } = useAppKit()
  const { themeMode, themeVariables, setThemeMode, setThemeVariables } = useAppKitTheme()
  const { open: isOpen, selectedNetworkId, loading, initialized } = useAppKitState()
  const events = useAppKitEvents()
  return (
    <div data-theme={themeMode} data-mix={String(themeVariables['--w3m-color-mix'] ?? '')}>
      <button type="button" onClick={() => open()}>
        Open
      </button>
      <button type="button" onClick={() => open({ view: 'Networks' })}>
        Networks
      </button>
      <button type="button" onClick={() => open({ view: 'Connect', namespace: 'eip155' })}>
        Connect EVM
      </button>
      <button type="button" onClick={() => close()}>
        Close
      </button>
      <button type="button" onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>
        Theme
      </button>
      <button
        type="button"
        onClick={() => setThemeVariables({ '--w3m-color-mix': '#00BB7F', '--w3m-color-mix-strength': 40 })}
      >
        Accent
      </button>
      <output data-testid="state">
        {JSON.stringify({ isOpen, selectedNetworkId, loading, initialized, event: events.data.event })}
      </output>
    </div>
  )
}

export function AccountInfo() {
  const { address, caipAddress, isConnected, status, embeddedWalletInfo, allAccounts } = useAppKitAccount()
  const evm = useAppKitAccount({ namespace: 'eip155' })
  const { caipNetwork, caipNetworkId, chainId, switchNetwork } = useAppKitNetwork()
  const { walletInfo } = useWalletInfo()
  const { disconnect } = useDisconnect()
  const { fetchBalance } = useAppKitBalance()
  return (
    <div>
      <output data-testid="account">
        {JSON.stringify({
          address,
          caipAddress,
          isConnected,
          status,
          evm: evm.address,
          accounts: allAccounts.length,
          user: embeddedWalletInfo?.user?.email ?? null,
          network: caipNetwork?.name,
          caipNetworkId,
          chainId,
          wallet: walletInfo?.name ?? null,
        })}
      </output>
      <button type="button" onClick={() => switchNetwork(arbitrum)}>
        Arbitrum
      </button>
      <button type="button" onClick={async () => (await fetchBalance()).data?.balance}>
        Balance
      </button>
      <button type="button" onClick={() => disconnect()}>
        Disconnect
      </button>
      <button type="button" onClick={() => disconnect({ namespace: 'solana' })}>
        Disconnect Solana
      </button>
    </div>
  )
}

/** The documented ethers usage: `walletProvider` goes straight into `BrowserProvider`. */
export function SignWithEthers() {
  const { address } = useAppKitAccount()
  const { chainId } = useAppKitNetwork()
  const { walletProvider } = useAppKitProvider<Eip1193Provider>('eip155')
  async function sign(): Promise<string> {
    const provider = new BrowserProvider(walletProvider, Number(chainId))
    const signer = await provider.getSigner()
    return signer.signMessage(`Hello from ${address}`)
  }
  return (
    <button type="button" onClick={sign}>
      Sign
    </button>
  )
}

export function Connections() {
  const { connections, recentConnections } = useAppKitConnections('eip155')
  const { connection, isPending, switchConnection, deleteConnection } = useAppKitConnection({
    namespace: 'eip155',
    onSuccess: ({ address, hasSwitchedWallet, hasDeletedWallet }) =>
      console.info(address, hasSwitchedWallet, hasDeletedWallet),
    onError: (error) => console.error(error.message),
  })
  return (
    <ul aria-label="Connections" data-pending={isPending} data-active={connection?.connectorId}>
      {[...connections, ...recentConnections].map((entry) => (
        <li key={entry.connectorId}>
          {entry.name} {entry.accounts.map((account) => account.address).join(', ')}
          <button type="button" onClick={() => switchConnection({ connection: entry })}>
            Switch
          </button>
          <button
            type="button"
            onClick={() =>
              deleteConnection({ address: entry.accounts[0]?.address ?? '', connectorId: entry.connectorId })
            }
          >
            Remove
          </button>
        </li>
      ))}
    </ul>
  )
}

/** A headless connect UI, as AppKit documents `useAppKitWallets`. */
export function HeadlessWallets() {
  const {
    wallets,
    wcWallets,
    isFetchingWallets,
    wcUri,
    fetchWallets,
    connect,
    resetWcUri,
    getWcUri,
    page,
    count,
  } = useAppKitWallets()
  return (
    <div data-page={page} data-count={count} data-fetching={isFetchingWallets}>
      {[...wallets, ...wcWallets].map((wallet) => (
        <button key={wallet.id} type="button" onClick={() => connect(wallet, 'eip155')}>
          <img src={wallet.imageUrl} alt="" /> {wallet.name} {wallet.isInjected ? 'Installed' : ''}
        </button>
      ))}
      <button type="button" onClick={() => fetchWallets({ page: page + 1 })}>
        More
      </button>
      <button type="button" onClick={() => fetchWallets({ search: 'rainbow' })}>
        Search
      </button>
      <button type="button" onClick={() => getWcUri()}>
        WalletConnect
      </button>
      {wcUri ? (
        <button type="button" onClick={resetWcUri}>
          Close QR {wcUri.slice(0, 8)}
        </button>
      ) : null}
    </div>
  )
}

export function Buttons() {
  return (
    <>
      <AppKitButton />
      <AppKitButton balance="hide" size="sm" label="Sign in" loadingLabel="Signing in" namespace="eip155" />
      <AppKitConnectButton size="md" label="Connect" loadingLabel="Connecting" />
      <AppKitAccountButton balance="show" />
      <AppKitNetworkButton />
      <appkit-button balance="hide" />
      <appkit-network-button />
    </>
  )
}

/** The modal object's documented methods, as an app calls them outside React. */
export async function useModalObject(modal: ReturnType<typeof createAppKit>): Promise<string[]> {
  await modal.ready()
  const seen: string[] = []
  const unsubscribe = [
    modal.subscribeAccount((account) => seen.push(`account:${account.status}`)),
    modal.subscribeNetwork((network) => seen.push(`network:${network.caipNetworkId}`)),
    modal.subscribeState((state) => seen.push(`open:${state.open}`)),
    modal.subscribeEvents((event) => seen.push(`event:${event.data.event}`)),
    modal.subscribeTheme((theme) => seen.push(`theme:${theme.themeMode}`)),
    modal.subscribeWalletInfo((info) => seen.push(`wallet:${info?.name}`)),
    modal.subscribeProviders((providers) => seen.push(`providers:${Object.keys(providers).join(',')}`)),
    modal.subscribeCaipNetworkChange((network) => seen.push(`caipNetwork:${network?.id}`)),
  ]
  seen.push(
    String(modal.getIsConnectedState()),
    String(modal.getAddress()),
    String(modal.getCaipAddress()),
    String(modal.getChainId()),
    String(modal.getCaipNetworkId()),
    String(modal.getCaipNetwork()?.name),
    String(modal.getCaipNetworks().length),
    String(modal.getActiveChainNamespace()),
    String(modal.getWalletProvider()),
    String(modal.getWalletProviderType()),
    String(modal.getWalletInfo()?.name),
    modal.getThemeMode(),
    String(modal.getState().open),
    modal.getEvent().data.event,
    modal.getError(),
    String(modal.isOpen()),
  )
  modal.setThemeMode('dark')
  modal.setThemeVariables({ '--w3m-accent': '#3b82f6' })
  modal.updateFeatures({ swaps: false })
  modal.showSuccessMessage('Saved')
  modal.showErrorMessage('Something went wrong')
  await modal.open({ view: 'Networks' })
  await modal.close()
  await modal.switchNetwork(arbitrum)
  await modal.disconnect()
  for (const stop of unsubscribe) stop()
  return seen
}

/** `<AppKitProvider>` with createAppKit's options as props. */
export function ProvidedApp({ children, adapters }: { children: ReactNode; adapters: [] | undefined }) {
  return (
    <AppKitProvider projectId={projectId} networks={networks} metadata={metadata} adapters={adapters ?? []}>
      {children}
    </AppKitProvider>
  )
}

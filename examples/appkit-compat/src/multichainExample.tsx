// AppKit's multichain example (wagmi, Solana and Bitcoin adapters together), imports changed to Foyer's.
import { BitcoinAdapter } from '@foyer/adapter-bitcoin'
import { SolanaAdapter } from '@foyer/adapter-solana'
import { WagmiAdapter } from '@foyer/adapter-wagmi'
import {
  createAppKit,
  useAppKit,
  useAppKitAccount,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitState,
  useAppKitTheme,
  useDisconnect,
  useWalletInfo,
} from '@foyer/react'
import {
  type AppKitNetwork,
  arbitrum,
  bitcoin,
  bitcoinTestnet,
  mainnet,
  optimism,
  polygon,
  solana,
  solanaDevnet,
  solanaTestnet,
} from '@foyer/react/networks'
import { metadata, projectId } from './documentedUsages.js'
import type { ExampleOptions } from './exampleOptions.js'

export const multichainNetworks = [
  mainnet,
  polygon,
  arbitrum,
  optimism,
  solana,
  solanaDevnet,
  solanaTestnet,
  bitcoin,
  bitcoinTestnet,
] as [AppKitNetwork, ...AppKitNetwork[]]

export function createMultichainExample(options: ExampleOptions = {}) {
  const wagmiAdapter = new WagmiAdapter({
    networks: multichainNetworks,
    projectId,
    customRpcUrls: options.customRpcUrls,
  })
  return createAppKit({
    adapters: [wagmiAdapter, new SolanaAdapter(), new BitcoinAdapter()],
    networks: multichainNetworks,
    defaultNetwork: mainnet,
    projectId,
    metadata,
    themeMode: 'light',
    features: { analytics: true },
    ...options,
  })
}

export function MultichainInfo() {
  const { open } = useAppKit()
  const { address, caipAddress, isConnected, status, embeddedWalletInfo } = useAppKitAccount()
  const solanaAccount = useAppKitAccount({ namespace: 'solana' })
  const { caipNetwork, chainId, switchNetwork } = useAppKitNetwork()
  const { themeMode, setThemeMode } = useAppKitTheme()
  const { open: isOpen, selectedNetworkId, activeChain } = useAppKitState()
  const events = useAppKitEvents()
  const { walletInfo } = useWalletInfo()
  const { disconnect } = useDisconnect()
  return (
    <section>
      <p>
        {address} {caipAddress} {String(isConnected)} {status} {solanaAccount.address}
      </p>
      <p>
        {caipNetwork?.name} {chainId} {selectedNetworkId} {activeChain} {String(isOpen)}
      </p>
      <p>
        {embeddedWalletInfo?.user?.username} {embeddedWalletInfo?.authProvider}{' '}
        {embeddedWalletInfo?.accountType} {String(embeddedWalletInfo?.isSmartAccountDeployed)}
      </p>
      <p>
        {events.data.event} {walletInfo?.name}
      </p>
      <button type="button" onClick={() => open()}>
        Open
      </button>
      <button type="button" onClick={() => open({ view: 'Networks' })}>
        Networks
      </button>
      <button type="button" onClick={() => switchNetwork(solana)}>
        Solana
      </button>
      <button type="button" onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>
        Theme
      </button>
      <button type="button" onClick={() => disconnect()}>
        Disconnect
      </button>
    </section>
  )
}

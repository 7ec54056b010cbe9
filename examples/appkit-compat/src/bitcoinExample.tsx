// AppKit's Bitcoin example (Next.js App Router and HTML), imports changed to Foyer's: the adapter, the Bitcoin
// networks and what the app does with `useAppKitProvider<BitcoinConnector>('bip122')`.
import { BitcoinAdapter, type BitcoinConnector } from '@foyer/adapter-bitcoin'
import { createAppKit, useAppKitAccount, useAppKitNetwork, useAppKitProvider } from '@foyer/react'
import { type AppKitNetwork, bitcoin, bitcoinTestnet } from '@foyer/react/networks'
import { metadata, projectId } from './documentedUsages.js'
import type { ExampleOptions } from './exampleOptions.js'

export const bitcoinNetworks = [bitcoin, bitcoinTestnet] as [AppKitNetwork, ...AppKitNetwork[]]

export function createBitcoinExample(options: ExampleOptions = {}) {
  return createAppKit({
    adapters: [new BitcoinAdapter()],
    networks: bitcoinNetworks,
    projectId,
    metadata,
    themeMode: 'light',
    ...options,
  })
}

export function BitcoinActions() {
  const { address, isConnected } = useAppKitAccount({ namespace: 'bip122' })
  const { switchNetwork } = useAppKitNetwork()
  const { walletProvider } = useAppKitProvider<BitcoinConnector>('bip122')

  async function signMessage(): Promise<string> {
    if (!walletProvider || !address) throw new Error('Not connected')
    return walletProvider.signMessage({ address, message: 'Hello Reown AppKit!' })
  }
  async function sendTransfer(recipient: string): Promise<string> {
    if (!walletProvider) throw new Error('Not connected')
    return walletProvider.sendTransfer({ recipient, amount: '1000' })
  }
  async function signPsbt(psbt: string): Promise<BitcoinConnector.SignPSBTResponse> {
    if (!walletProvider || !address) throw new Error('Not connected')
    const params: BitcoinConnector.SignPSBTParams = {
      psbt,
      signInputs: [{ address, index: 0, sighashTypes: [1] }],
      broadcast: false,
    }
    return walletProvider.signPSBT(params)
  }
  async function publicKeys(): Promise<string[]> {
    const addresses: BitcoinConnector.AccountAddress[] = (await walletProvider?.getAccountAddresses()) ?? []
    return addresses
      .filter((entry) => entry.purpose === 'payment' || entry.purpose === 'ordinal')
      .map((entry) => entry.publicKey ?? '')
  }

  if (!isConnected) return null
  return (
    <div>
      <button type="button" onClick={signMessage}>
        Sign message
      </button>
      <button type="button" onClick={() => sendTransfer(address ?? '')}>
        Send transfer
      </button>
      <button type="button" onClick={() => signPsbt('')}>
        Sign PSBT
      </button>
      <button type="button" onClick={publicKeys}>
        Public keys
      </button>
      <button type="button" onClick={() => switchNetwork(bitcoinTestnet)}>
        Switch to testnet
      </button>
    </div>
  )
}

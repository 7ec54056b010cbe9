// AppKit's ethers and ethers5 examples (React), imports changed to Foyer's.
import { EthersAdapter } from '@foyer/adapter-ethers'
import { Ethers5Adapter } from '@foyer/adapter-ethers5'
import { createAppKit, useAppKitAccount, useAppKitNetwork, useAppKitProvider } from '@foyer/react'
import { mainnet, sepolia } from '@foyer/react/networks'
import { BrowserProvider, type Eip1193Provider, formatEther } from 'ethers'
import { providers } from 'ethers5'
import { metadata, projectId } from './documentedUsages.js'
import type { ExampleOptions } from './exampleOptions.js'

export function createEthersExample(options: ExampleOptions = {}) {
  return createAppKit({
    adapters: [new EthersAdapter()],
    networks: [mainnet, sepolia],
    projectId,
    metadata,
    ...options,
  })
}

export function createEthers5Example(options: ExampleOptions = {}) {
  return createAppKit({
    adapters: [new Ethers5Adapter()],
    networks: [mainnet],
    projectId,
    metadata,
    ...options,
  })
}

export function EthersBalance() {
  const { address, isConnected } = useAppKitAccount()
  const { chainId } = useAppKitNetwork()
  const { walletProvider } = useAppKitProvider<Eip1193Provider>('eip155')
  async function balance(): Promise<string> {
    if (!isConnected || !address) throw new Error('User disconnected')
    const provider = new BrowserProvider(walletProvider, Number(chainId))
    return formatEther(await provider.getBalance(address))
  }
  return (
    <button type="button" onClick={balance}>
      Get balance
    </button>
  )
}

export function EthersSign() {
  const { address } = useAppKitAccount()
  const { walletProvider } = useAppKitProvider<Eip1193Provider>('eip155')
  async function sign(): Promise<string> {
    const signer = await new BrowserProvider(walletProvider).getSigner(address)
    return signer.signMessage('Hello AppKit Ethers')
  }
  return (
    <button type="button" onClick={sign}>
      Sign message
    </button>
  )
}

export function Ethers5Sign() {
  const { walletProvider } = useAppKitProvider<providers.ExternalProvider>('eip155')
  async function sign(): Promise<string> {
    const provider = new providers.Web3Provider(walletProvider)
    return provider.getSigner().signMessage('Hello AppKit Ethers')
  }
  return (
    <button type="button" onClick={sign}>
      Sign message
    </button>
  )
}

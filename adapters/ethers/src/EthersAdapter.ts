import type { CaipNetwork, Hex } from '@foyer/core/eager'
import { Eip1193Adapter, type Eip1193AdapterParameters, type EncodeFunctionData } from '@foyer/shared-eip1193'
import {
  BrowserProvider,
  type Eip1193Provider,
  getAddress,
  Interface,
  type InterfaceAbi,
  JsonRpcProvider,
} from 'ethers'

export type EthersAdapterParameters = Eip1193AdapterParameters

/**
 * Foyer's eip155 adapter for ethers v6 apps. It finds wallets by EIP-6963 and `window.ethereum`; `getProvider()`
 * gives the connected wallet's EIP-1193 provider, which the app wraps in `new BrowserProvider(provider)`. Contract
 * calls are encoded with ethers' `Interface`.
 */
export class EthersAdapter extends Eip1193Adapter {
  readonly name = 'ethers'
  readonly adapterType = 'ethers' as const

  constructor(parameters: EthersAdapterParameters = {}) {
    super('EthersAdapter', parameters)
  }

  protected override checksumAddress(address: string): string {
    return getAddress(address)
  }

  protected async readBalance(address: string, network: CaipNetwork): Promise<bigint> {
    const url = this.getRpcUrl(network)
    const wallet = this.getProvider()
    const provider = url
      ? new JsonRpcProvider(url, Number(network.id), { staticNetwork: true })
      : wallet
        ? new BrowserProvider(wallet as Eip1193Provider)
        : undefined
    if (!provider) throw new Error(`${network.caipNetworkId} has no RPC URL and no wallet is connected.`)
    try {
      return await provider.getBalance(address)
    } finally {
      provider.destroy()
    }
  }

  protected override encodeFunctionData({ abi, functionName, args }: Parameters<EncodeFunctionData>[0]): Hex {
    return new Interface(abi as InterfaceAbi).encodeFunctionData(functionName, args) as Hex
  }
}

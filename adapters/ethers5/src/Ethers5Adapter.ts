import type { CaipNetwork, Hex } from '@foyer/core/eager'
import { Eip1193Adapter, type Eip1193AdapterParameters, type EncodeFunctionData } from '@foyer/shared-eip1193'
import { providers, utils } from 'ethers'

export type Ethers5AdapterParameters = Eip1193AdapterParameters

/**
 * Foyer's eip155 adapter for ethers v5 apps. It finds wallets by EIP-6963 and `window.ethereum`; `getProvider()`
 * gives the connected wallet's EIP-1193 provider, which the app wraps in `new providers.Web3Provider(provider)`.
 * Contract calls are encoded with ethers' `utils.Interface`.
 */
export class Ethers5Adapter extends Eip1193Adapter {
  readonly name = 'ethers5'
  readonly adapterType = 'ethers5' as const

  constructor(parameters: Ethers5AdapterParameters = {}) {
    super('Ethers5Adapter', parameters)
  }

  protected override checksumAddress(address: string): string {
    return utils.getAddress(address)
  }

  protected async readBalance(address: string, network: CaipNetwork): Promise<bigint> {
    const url = this.getRpcUrl(network)
    const wallet = this.getProvider()
    const provider = url
      ? new providers.StaticJsonRpcProvider(url, Number(network.id))
      : wallet
        ? new providers.Web3Provider(wallet as providers.ExternalProvider)
        : undefined
    if (!provider) throw new Error(`${network.caipNetworkId} has no RPC URL and no wallet is connected.`)
    return (await provider.getBalance(address)).toBigInt()
  }

  protected override encodeFunctionData({ abi, functionName, args }: Parameters<EncodeFunctionData>[0]): Hex {
    const contract = new utils.Interface(abi as ConstructorParameters<typeof utils.Interface>[0])
    return contract.encodeFunctionData(functionName, [...args]) as Hex
  }
}

import type { KernelOptions } from '../kernel/Kernel.js'
import type { Connector } from '../types/Connector.js'

type ConnectorOptions = Pick<KernelOptions, 'enableEIP6963' | 'enableInjected' | 'enableCoinbase'>

/** Coinbase Wallet however it arrives: its EIP-6963 rdns, an adapter's connector id, or its registry id. */
const isCoinbase = (connector: Connector) =>
  connector.rdns === 'com.coinbase.wallet' ||
  /coinbase/i.test(connector.id) ||
  connector.explorerId === 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa'

/**
 * The connectors the host's options let through (AppKit's names): `enableEIP6963: false` drops the EVM wallets that
 * announced themselves (EIP-6963), `enableInjected: false` the EVM injected provider (`window.ethereum`),
 * `enableCoinbase: false` Coinbase Wallet in every namespace.
 */
export function filterConnectors(connectors: readonly Connector[], options: ConnectorOptions): Connector[] {
  return connectors.filter((connector) => {
    if (!options.enableCoinbase && isCoinbase(connector)) return false
    if (connector.namespace !== 'eip155') return true
    if (!options.enableEIP6963 && connector.type === 'ANNOUNCED') return false
    if (!options.enableInjected && connector.type === 'INJECTED') return false
    return true
  })
}

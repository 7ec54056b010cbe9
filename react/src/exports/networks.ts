// `@foyer/react/networks`, as `@reown/appkit/networks`: every chain viem defines (a plain viem chain is an EVM
// network to createAppKit), plus the Solana, Bitcoin and Polkadot networks. One module each: unused ones tree-shake.
export type { AppKitNetwork, CaipNetwork, ChainNamespace } from '@foyer/core'
export {
  bitcoin,
  bitcoinTestnet,
  defineChain,
  polkadot,
  solana,
  solanaDevnet,
  solanaTestnet,
} from '@foyer/core/networks'
export * from 'viem/chains'

import { defineChain, multicall3Address } from '../defineChain.js'

export const mainnet = defineChain({
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://ethereum.reth.rs/rpc'] } },
  blockExplorers: {
    default: { name: 'Etherscan', url: 'https://etherscan.io', apiUrl: 'https://api.etherscan.io/api' },
  },
  contracts: { multicall3: { address: multicall3Address, blockCreated: 14_353_601 } },
  testnet: false,
})

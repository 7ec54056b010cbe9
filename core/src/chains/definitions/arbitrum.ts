import { defineChain, multicall3Address } from '../defineChain.js'

export const arbitrum = defineChain({
  id: 42161,
  caipNetworkId: 'eip155:42161',
  chainNamespace: 'eip155',
  name: 'Arbitrum One',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: {
    default: { name: 'Arbiscan', url: 'https://arbiscan.io', apiUrl: 'https://api.arbiscan.io/api' },
  },
  contracts: { multicall3: { address: multicall3Address, blockCreated: 7_654_707 } },
  testnet: false,
})

import { defineChain, multicall3Address } from '../defineChain.js'

export const polygon = defineChain({
  id: 137,
  caipNetworkId: 'eip155:137',
  chainNamespace: 'eip155',
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon.drpc.org'] } },
  blockExplorers: {
    default: {
      name: 'PolygonScan',
      url: 'https://polygonscan.com',
      apiUrl: 'https://api.etherscan.io/v2/api',
    },
  },
  contracts: { multicall3: { address: multicall3Address, blockCreated: 25_770_160 } },
  testnet: false,
})

import { defineChain } from '../defineChain.js'

export const bitcoin = defineChain({
  id: '000000000019d6689c085ae165831e93',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space' } },
  testnet: false,
})

import { defineChain } from '../defineChain.js'

export const bitcoinTestnet = defineChain({
  id: '000000000933ea01ad0ee984209779ba',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  name: 'Bitcoin Testnet',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space/testnet' } },
  testnet: true,
})

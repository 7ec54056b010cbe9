import { defineChain } from '../defineChain.js'

export const solanaTestnet = defineChain({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  name: 'Solana Testnet',
  network: 'solana-testnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  testnet: true,
})

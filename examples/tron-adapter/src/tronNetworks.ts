import type { CaipNetwork } from '@foyer/core/eager'
import './tronNamespace.js'

const tron = (reference: string, name: string, testnet: boolean, rpc: string): CaipNetwork<'tron'> => ({
  id: reference,
  caipNetworkId: `tron:${reference}`,
  chainNamespace: 'tron',
  name,
  nativeCurrency: { name: 'Tron', symbol: 'TRX', decimals: 6 },
  rpcUrls: { default: { http: [rpc] } },
  testnet,
})

export const tronMainnet = tron('0x2b6653dc', 'Tron', false, 'https://api.trongrid.io')
export const tronShasta = tron('0x94a9059e', 'Tron Shasta', true, 'https://api.shasta.trongrid.io')

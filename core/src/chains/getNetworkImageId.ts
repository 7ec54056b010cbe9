import type { CaipNetwork } from './CaipNetwork.js'

/**
 * The Wallet API image ids of the built-in networks (`GET /public/getAssetImage/:id`), by CAIP-2 id: the image a
 * network shows when the host gives it none, as a registry wallet's `image_id` gives the wallet its image.
 */
const builtInNetworkImageIds: Readonly<Record<string, string>> = {
  'eip155:1': 'ethereum',
  'eip155:42161': 'arbitrum-one',
  'eip155:8453': 'base',
  'eip155:84532': 'base-sepolia',
  'eip155:11155111': 'sepolia',
  'eip155:10': 'op-mainnet',
  'eip155:137': 'polygon',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'solana-devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana-testnet',
  'bip122:000000000019d6689c085ae165831e93': 'bitcoin',
  'bip122:000000000933ea01ad0ee984209779ba': 'bitcoin-testnet',
  'polkadot:91b171bb158e2d3848fa23a9f1c25182': 'polkadot',
}

/** The network's image id: the host's (`assets.imageId`), else the built-in network's, else none. */
export function getNetworkImageId(
  network: Pick<CaipNetwork, 'caipNetworkId' | 'assets'>,
): string | undefined {
  return network.assets?.imageId ?? builtInNetworkImageIds[network.caipNetworkId]
}

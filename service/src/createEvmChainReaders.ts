import { createPublicClient, http, type PublicClient } from 'viem'
import { nativeTokenAddress } from './blockchainInputs.js'
import type { EvmChainConfig, EvmTokenConfig } from './evmChainConfig.js'
import { rpcTimeoutMs } from './rpcTimeout.js'
import { UnsupportedChainError } from './serviceErrors.js'

export type EvmChainReader = {
  chain: EvmChainConfig
  caip2: `eip155:${number}`
  client: PublicClient
  /** The native token's USD price (that of the wrapped native token). */
  nativePriceUsd: number
  /** A listed token by address (any case), the native sentinel included. */
  token: (address: string) => EvmTokenConfig | undefined
}

export type EvmChainReaders = {
  all: EvmChainReader[]
  /** By CAIP-2 id (`eip155:1`) or number; throws a 400 naming the chain when it is not served. */
  get: (chainId: string | number) => EvmChainReader
  find: (chainId: string | number) => EvmChainReader | undefined
}

export function createEvmChainReaders(chains: EvmChainConfig[]): EvmChainReaders {
  const all = chains.map((chain): EvmChainReader => {
    const weth = chain.tokens.find((token) => token.address.toLowerCase() === chain.weth.toLowerCase())
    const nativePriceUsd = weth?.priceUsd ?? 0
    const native: EvmTokenConfig = {
      symbol: chain.nativeSymbol,
      name: chain.nativeSymbol === 'ETH' ? 'Ether' : chain.nativeSymbol,
      address: nativeTokenAddress,
      decimals: 18,
      priceUsd: nativePriceUsd,
    }
    const byAddress = new Map([native, ...chain.tokens].map((token) => [token.address.toLowerCase(), token]))
    return {
      chain,
      caip2: `eip155:${chain.chainId}`,
      client: createPublicClient({
        transport: http(chain.rpcUrl, { batch: true, retryCount: 1, timeout: rpcTimeoutMs() }),
      }) as PublicClient,
      nativePriceUsd,
      token: (address) => byAddress.get(address.toLowerCase()),
    }
  })
  const find = (chainId: string | number) => {
    const id = typeof chainId === 'number' ? chainId : Number(chainId.replace(/^eip155:/, ''))
    return all.find((reader) => reader.chain.chainId === id)
  }
  return {
    all,
    find,
    get(chainId) {
      const reader = find(chainId)
      if (!reader) throw new UnsupportedChainError(String(chainId))
      return reader
    },
  }
}

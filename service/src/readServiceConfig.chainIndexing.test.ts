import { describe, expect, it } from 'vitest'
import {
  devChainIndexSettings,
  devSolanaIndexSettings,
  networkIndexSettings,
  networkSolanaIndexSettings,
} from './indexers/chainIndexing.js'
import { readServiceConfig, ServiceConfigError } from './readServiceConfig.js'

const rpcUrl = 'http://127.0.0.1:1'

describe('readServiceConfig: chain indexing', () => {
  it('indexes a configured network from its head at first start, with confirmations, unless told otherwise', async () => {
    const config = await readServiceConfig({
      FOYER_EVM_CHAINS: JSON.stringify([
        { chainId: 1, rpcUrl },
        {
          chainId: 8453,
          rpcUrl,
          startBlock: 20_000_000,
          blockWindow: 500,
          confirmations: 3,
          walkBlocks: true,
        },
      ]),
      FOYER_RPC_URL_10: rpcUrl,
    })
    expect(config.chainIndexing.evm[1]).toEqual(networkIndexSettings)
    expect(config.chainIndexing.evm[10]).toEqual(networkIndexSettings)
    expect(networkIndexSettings.startBlock).toBe('head')
    expect(networkIndexSettings.confirmations).toBeGreaterThan(0)
    expect(config.chainIndexing.evm[8453]).toEqual({
      startBlock: 20_000_000,
      blockWindow: 500,
      confirmations: 3,
      walkBlocks: true,
      requestWaitMs: 8_000,
    })
    expect(config.chainIndexing.external).toBeUndefined()
  })

  it('treats chains without configuration (a devnet) as dev chains', async () => {
    const config = await readServiceConfig({ FOYER_DEVNET_INFO: '' })
    expect(config.chainIndexing.defaults).toEqual(devChainIndexSettings)
  })

  it('takes an Etherscan-compatible indexer by URL and key', async () => {
    const config = await readServiceConfig({
      FOYER_RPC_URL_1: rpcUrl,
      FOYER_INDEXER_URL: 'https://api.etherscan.io/v2/api',
      FOYER_INDEXER_API_KEY: 'key',
    })
    expect(config.chainIndexing.external).toEqual({
      kind: 'etherscan',
      url: 'https://api.etherscan.io/v2/api',
      apiKey: 'key',
      pageSize: 1_000,
    })
  })

  it('bounds Solana history: the dev settings on a devnet, from the slot at first start on a network', async () => {
    expect((await readServiceConfig({ FOYER_DEVNET_INFO: '' })).chainIndexing.solana).toEqual(
      devSolanaIndexSettings,
    )
    const network = await readServiceConfig({
      FOYER_SOLANA_RPC_URL: rpcUrl,
      FOYER_SOLANA_HISTORY: JSON.stringify({ maxPages: 3 }),
    })
    expect(network.chainIndexing.solana).toEqual({ ...networkSolanaIndexSettings, maxPages: 3 })
    const bad = await readServiceConfig({
      FOYER_SOLANA_RPC_URL: rpcUrl,
      FOYER_SOLANA_HISTORY: JSON.stringify({ pageSize: 5000 }),
    }).catch((error: unknown) => error)
    expect(String(bad)).toContain('Invalid FOYER_SOLANA_HISTORY')
    expect(String(bad)).toContain('pageSize')
  })

  it('names the bad value', async () => {
    const bad = (env: Record<string, string>) => readServiceConfig(env).catch((error: unknown) => error)
    const negative = await bad({ FOYER_EVM_CHAINS: JSON.stringify([{ chainId: 1, rpcUrl, startBlock: -1 }]) })
    expect(negative).toBeInstanceOf(ServiceConfigError)
    expect(String(negative)).toContain('Invalid FOYER_EVM_CHAINS')
    expect(String(negative)).toContain('0.startBlock')
    const window = await bad({ FOYER_EVM_CHAINS: JSON.stringify([{ chainId: 1, rpcUrl, blockWindow: 0 }]) })
    expect(String(window)).toContain('0.blockWindow')
    const url = await bad({ FOYER_INDEXER_URL: 'ftp://indexer' })
    expect(String(url)).toContain('FOYER_INDEXER_URL')
    const keyAlone = await bad({ FOYER_INDEXER_API_KEY: 'key' })
    expect(String(keyAlone)).toContain('need FOYER_INDEXER_URL')
  })
})

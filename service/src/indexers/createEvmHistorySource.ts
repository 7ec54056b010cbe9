import type { EvmChainReader } from '../createEvmChainReaders.js'
import { createEvmHistoryIndex, type EvmHistoryIndex } from '../createEvmHistoryIndex.js'
import type { ServiceStore } from '../storage/serviceStore.js'
import { type ChainIndexing, evmIndexSettingsFor } from './chainIndexing.js'
import { createEtherscanHistoryIndex } from './createEtherscanHistoryIndex.js'

/** One chain's history source: the configured external indexer, or the built-in index with the chain's settings. */
export function createEvmHistorySource(
  reader: EvmChainReader,
  indexing: ChainIndexing,
  store: ServiceStore,
): EvmHistoryIndex {
  if (indexing.external) return createEtherscanHistoryIndex(reader, indexing.external)
  return createEvmHistoryIndex(reader, {
    store,
    settings: evmIndexSettingsFor(indexing, reader.chain.chainId),
  })
}

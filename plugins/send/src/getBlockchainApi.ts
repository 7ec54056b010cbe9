import { type BlockchainApi, createBlockchainApi } from '@foyer/core'
import type { SendContext } from './SendContext.js'

/** The host's Blockchain API (its `blockchainApiUrl`, else `apiUrl`), or undefined when it has none. */
export function getBlockchainApi(context: SendContext): BlockchainApi | undefined {
  const baseUrl = context.options.blockchainApiUrl ?? context.options.apiUrl
  if (!baseUrl) return undefined
  return createBlockchainApi({ baseUrl, projectId: context.options.projectId })
}

import { type BlockchainApi, getBlockchainApi as getHostBlockchainApi } from '@foyer/core'
import type { SendContext } from './SendContext.js'

/** The host's Blockchain API (its `blockchainApiUrl`, else `apiUrl`, with its `clientId`), or undefined. */
export function getBlockchainApi(context: SendContext): BlockchainApi | undefined {
  return getHostBlockchainApi(context.options)
}

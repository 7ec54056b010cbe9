import { type BlockchainApi, createBlockchainApi } from './createBlockchainApi.js'

/** The options a Blockchain API client is built from: the kernel's, or a plugin's `context.options`. */
export type BlockchainApiOptions = {
  projectId: string
  apiUrl?: string | undefined
  blockchainApiUrl?: string | undefined
  clientId?: string | undefined
}

/**
 * The host's Blockchain API (its `blockchainApiUrl`, else `apiUrl`) with its `projectId` and `clientId`, or undefined
 * when it has none. The kernel and every plugin build their client here, so each call carries the same query.
 */
export function getBlockchainApi(options: BlockchainApiOptions): BlockchainApi | undefined {
  const baseUrl = options.blockchainApiUrl ?? options.apiUrl
  if (!baseUrl) return undefined
  return createBlockchainApi({
    baseUrl,
    projectId: options.projectId,
    ...(options.clientId ? { clientId: options.clientId } : {}),
  })
}

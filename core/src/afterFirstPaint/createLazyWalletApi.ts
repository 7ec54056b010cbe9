import type { WalletApi, WalletApiParameters } from '../net/createWalletApi.js'
import { walletApiImageUrl } from '../net/walletApiImageUrl.js'
import { loadAfterFirstPaint } from './loadAfterFirstPaint.js'

/**
 * The Wallet API client for first-load code: its image URLs are built at once, and the client with its response
 * schemas (`createWalletApi`, which checks `parameters`) loads after the first paint, when a request is first sent.
 */
export function createLazyWalletApi(parameters: WalletApiParameters): WalletApi {
  let client: Promise<WalletApi> | undefined
  const load = () => {
    client ??= loadAfterFirstPaint().then(({ createWalletApi }) => createWalletApi(parameters))
    return client
  }
  return {
    getWallets: async (query) => (await load()).getWallets(query),
    getAnalyticsConfig: async (options) => (await load()).getAnalyticsConfig(options),
    getWalletImageUrl: (imageId) => walletApiImageUrl(parameters, 'wallet', imageId),
    getAssetImageUrl: (imageId) => walletApiImageUrl(parameters, 'asset', imageId),
    getCurrencyImageUrl: (currencyId) => walletApiImageUrl(parameters, 'currency', currencyId),
    getTokenImageUrl: (symbol) => walletApiImageUrl(parameters, 'token', symbol),
  }
}

import * as z from 'zod/mini'
import { configureZod } from '../zodConfig.js'
import { createHttpClient } from './createHttpClient.js'
import { fetchFunctionSchema, parseClientParameters } from './parseClientParameters.js'
import { type AnalyticsConfig, AnalyticsConfigSchema } from './schemas/analytics.js'
import { type GetWalletsResponse, GetWalletsResponseSchema } from './schemas/wallets.js'
import { walletApiImageUrl } from './walletApiImageUrl.js'

configureZod()

export type WalletApiParameters = {
  baseUrl: string
  projectId: string
  /** Sent as `st`, for example "appkit". */
  sdkType: string
  /** Sent as `sv`, for example "react-wagmi-1.0.0". */
  sdkVersion: string
  fetch?: typeof fetch
}

export type GetWalletsParameters = {
  page: number
  entries: number
  /** CAIP-2 ids; joined by commas. */
  chains?: readonly string[]
  /** Wallet ids; joined by commas. */
  include?: readonly string[]
  exclude?: readonly string[]
  search?: string
  badge_type?: 'none' | 'certified'
  signal?: AbortSignal
}

export type WalletApi = {
  getWallets(parameters: GetWalletsParameters): Promise<GetWalletsResponse>
  getAnalyticsConfig(options?: { signal?: AbortSignal }): Promise<AnalyticsConfig>
  getWalletImageUrl(imageId: string): string
  getAssetImageUrl(imageId: string): string
  getCurrencyImageUrl(currencyId: string): string
  getTokenImageUrl(symbol: string): string
}

const walletApiParametersSchema = z.object({
  baseUrl: z.url({ protocol: /^https?$/ }),
  projectId: z.string().check(z.minLength(1)),
  sdkType: z.string().check(z.minLength(1)),
  sdkVersion: z.string().check(z.minLength(1)),
  fetch: z.optional(fetchFunctionSchema),
})

/** The Wallet API (SPEC.md §7): the wallet registry, its images and the analytics switch. Sends nothing until called. */
export function createWalletApi(parameters: WalletApiParameters): WalletApi {
  const { baseUrl, projectId, sdkType, sdkVersion } = parseClientParameters(
    'createWalletApi',
    walletApiParametersSchema,
    parameters,
  )
  const http = createHttpClient({
    baseUrl,
    query: { projectId, st: sdkType, sv: sdkVersion },
    ...(parameters.fetch ? { fetch: parameters.fetch } : {}),
  })
  const service = { baseUrl, projectId, sdkType, sdkVersion }

  return {
    getWallets: ({ signal, ...query }) =>
      http.get('/getWallets', { query, schema: GetWalletsResponseSchema, ...(signal ? { signal } : {}) }),
    getAnalyticsConfig: ({ signal } = {}) =>
      http.get('/getAnalyticsConfig', { schema: AnalyticsConfigSchema, ...(signal ? { signal } : {}) }),
    getWalletImageUrl: (imageId) => walletApiImageUrl(service, 'wallet', imageId),
    getAssetImageUrl: (imageId) => walletApiImageUrl(service, 'asset', imageId),
    getCurrencyImageUrl: (currencyId) => walletApiImageUrl(service, 'currency', currencyId),
    getTokenImageUrl: (symbol) => walletApiImageUrl(service, 'token', symbol),
  }
}

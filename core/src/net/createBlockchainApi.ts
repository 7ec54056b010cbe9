import * as z from 'zod/mini'
import { configureZod } from '../zodConfig.js'
import { createHttpClient } from './createHttpClient.js'
import { fetchFunctionSchema } from './fetchFunctionSchema.js'
import { parseClientParameters } from './parseClientParameters.js'
import { type BalanceResponse, BalanceResponseSchema } from './schemas/balance.js'
import { type SupportedChains, SupportedChainsSchema } from './schemas/chains.js'
import {
  type BuildApproveTransactionResponse,
  BuildApproveTransactionResponseSchema,
  type BuildSwapTransactionRequest,
  type BuildSwapTransactionResponse,
  BuildSwapTransactionResponseSchema,
  type GasPrice,
  GasPriceSchema,
  type SwapAllowance,
  SwapAllowanceSchema,
  type SwapQuotesResponse,
  SwapQuotesResponseSchema,
  type SwapTokensResponse,
  SwapTokensResponseSchema,
} from './schemas/convert.js'
import { type FungiblePriceResponse, FungiblePriceResponseSchema } from './schemas/fungible.js'
import { type HistoryResponse, HistoryResponseSchema } from './schemas/history.js'
import { type Identity, IdentitySchema } from './schemas/identity.js'
import {
  type OnrampOptions,
  OnrampOptionsSchema,
  type OnrampQuote,
  type OnrampQuoteRequest,
  OnrampQuoteSchema,
  type OnrampUrlRequest,
  type OnrampUrlResponse,
  OnrampUrlResponseSchema,
} from './schemas/onramp.js'
import {
  type NameSuggestionsResponse,
  NameSuggestionsResponseSchema,
  type ProfileAccount,
  ProfileAccountSchema,
  type RegisterNameRequest,
  type ReverseLookupResponse,
  ReverseLookupResponseSchema,
} from './schemas/profile.js'
import {
  type GetSessionResponse,
  GetSessionResponseSchema,
  type RevokeSessionRequest,
  type RevokeSessionResponse,
  RevokeSessionResponseSchema,
} from './schemas/sessions.js'

configureZod()

export type BlockchainApiParameters = {
  baseUrl: string
  projectId: string
  /** Added as the `clientId` query parameter of every call when given. */
  clientId?: string
  fetch?: typeof fetch
}

/** Per-call options every method takes as its last argument. */
export type BlockchainApiCallOptions = { signal?: AbortSignal }

export type GetHistoryParameters = {
  account: string
  cursor?: string
  /** `coinbase` asks for on-ramp purchases; such answers are fetched with `cache: 'no-cache'`. */
  onramp?: string
  chainId?: string
}
export type GetBalanceParameters = {
  address: string
  currency: string
  chainId: string
  forceUpdate?: string
}
export type GetSwapQuoteParameters = {
  amount: string
  userAddress: string
  from: string
  to: string
  gasPrice: string
}
export type GetFungiblePriceParameters = { currency: string; addresses: string[] }
export type GetSwapAllowanceParameters = { tokenAddress: string; userAddress: string }
export type BuildApproveTransactionParameters = {
  from: string
  to: string
  userAddress: string
  /** The allowance to approve, in the token's base units; without it the service approves an unlimited amount. */
  amount?: string
}
export type GetOnrampOptionsParameters = { country?: string; subdivision?: string }
export type RevokeSessionParameters = RevokeSessionRequest & { id: string }

export type BlockchainApi = {
  getSupportedChains(options?: BlockchainApiCallOptions): Promise<SupportedChains>
  getIdentity(parameters: { address: string }, options?: BlockchainApiCallOptions): Promise<Identity>
  getHistory(parameters: GetHistoryParameters, options?: BlockchainApiCallOptions): Promise<HistoryResponse>
  getBalance(parameters: GetBalanceParameters, options?: BlockchainApiCallOptions): Promise<BalanceResponse>
  getSwapQuote(
    parameters: GetSwapQuoteParameters,
    options?: BlockchainApiCallOptions,
  ): Promise<SwapQuotesResponse>
  getSwapTokens(
    parameters: { chainId: string },
    options?: BlockchainApiCallOptions,
  ): Promise<SwapTokensResponse>
  getFungiblePrice(
    parameters: GetFungiblePriceParameters,
    options?: BlockchainApiCallOptions,
  ): Promise<FungiblePriceResponse>
  getSwapAllowance(
    parameters: GetSwapAllowanceParameters,
    options?: BlockchainApiCallOptions,
  ): Promise<SwapAllowance>
  getGasPrice(parameters: { chainId: string }, options?: BlockchainApiCallOptions): Promise<GasPrice>
  buildSwapTransaction(
    parameters: BuildSwapTransactionRequest,
    options?: BlockchainApiCallOptions,
  ): Promise<BuildSwapTransactionResponse>
  buildApproveTransaction(
    parameters: BuildApproveTransactionParameters,
    options?: BlockchainApiCallOptions,
  ): Promise<BuildApproveTransactionResponse>
  lookupName(parameters: { name: string }, options?: BlockchainApiCallOptions): Promise<ProfileAccount>
  reverseLookup(
    parameters: { address: string },
    options?: BlockchainApiCallOptions,
  ): Promise<ReverseLookupResponse>
  getNameSuggestions(
    parameters: { name: string },
    options?: BlockchainApiCallOptions,
  ): Promise<NameSuggestionsResponse>
  registerName(parameters: RegisterNameRequest, options?: BlockchainApiCallOptions): Promise<ProfileAccount>
  generateOnrampUrl(
    parameters: OnrampUrlRequest,
    options?: BlockchainApiCallOptions,
  ): Promise<OnrampUrlResponse>
  getOnrampOptions(
    parameters?: GetOnrampOptionsParameters,
    options?: BlockchainApiCallOptions,
  ): Promise<OnrampOptions>
  getOnrampQuote(parameters: OnrampQuoteRequest, options?: BlockchainApiCallOptions): Promise<OnrampQuote>
  /** An account's smart-session grants, given its signature of the service's listing message until `validUntil`. */
  getSession(
    parameters: { id: string; validUntil: number; signature: string },
    options?: BlockchainApiCallOptions,
  ): Promise<GetSessionResponse>
  revokeSession(
    parameters: RevokeSessionParameters,
    options?: BlockchainApiCallOptions,
  ): Promise<RevokeSessionResponse>
}

const blockchainApiParametersSchema = z.object({
  baseUrl: z.url({ protocol: /^https?$/ }),
  projectId: z.string().check(z.minLength(1)),
  clientId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9._:-]{1,256}$/))),
  fetch: z.optional(fetchFunctionSchema),
})

/** The Blockchain API (SPEC.md §7), one method per endpoint. Sends nothing until a method is called. */
export function createBlockchainApi(parameters: BlockchainApiParameters): BlockchainApi {
  const { baseUrl, projectId, clientId } = parseClientParameters(
    'createBlockchainApi',
    blockchainApiParametersSchema,
    parameters,
  )
  const http = createHttpClient({
    baseUrl,
    query: { projectId, clientId },
    ...(parameters.fetch ? { fetch: parameters.fetch } : {}),
  })
  const segment = encodeURIComponent
  const withSignal = (options: BlockchainApiCallOptions = {}) =>
    options.signal ? { signal: options.signal } : {}

  return {
    getSupportedChains: (options) =>
      http.get('/v1/supported-chains', { schema: SupportedChainsSchema, ...withSignal(options) }),
    getIdentity: ({ address }, options) =>
      http.get(`/v1/identity/${segment(address)}`, { schema: IdentitySchema, ...withSignal(options) }),
    getHistory: ({ account, ...query }, options) =>
      http.get(`/v1/account/${segment(account)}/history`, {
        query,
        schema: HistoryResponseSchema,
        ...(query.onramp === 'coinbase' ? { cache: 'no-cache' as const } : {}),
        ...withSignal(options),
      }),
    getBalance: ({ address, ...query }, options) =>
      http.get(`/v1/account/${segment(address)}/balance`, {
        query,
        schema: BalanceResponseSchema,
        ...withSignal(options),
      }),
    getSwapQuote: (query, options) =>
      http.get('/v1/convert/quotes', { query, schema: SwapQuotesResponseSchema, ...withSignal(options) }),
    getSwapTokens: (query, options) =>
      http.get('/v1/convert/tokens', { query, schema: SwapTokensResponseSchema, ...withSignal(options) }),
    getFungiblePrice: ({ currency, addresses }, options) =>
      http.post('/v1/fungible/price', {
        body: { currency, addresses, projectId },
        schema: FungiblePriceResponseSchema,
        ...withSignal(options),
      }),
    getSwapAllowance: (query, options) =>
      http.get('/v1/convert/allowance', { query, schema: SwapAllowanceSchema, ...withSignal(options) }),
    getGasPrice: (query, options) =>
      http.get('/v1/convert/gas-price', { query, schema: GasPriceSchema, ...withSignal(options) }),
    buildSwapTransaction: (body, options) =>
      http.post('/v1/convert/build-transaction', {
        body,
        schema: BuildSwapTransactionResponseSchema,
        ...withSignal(options),
      }),
    buildApproveTransaction: (query, options) =>
      http.get('/v1/convert/build-approve', {
        query,
        schema: BuildApproveTransactionResponseSchema,
        ...withSignal(options),
      }),
    lookupName: ({ name }, options) =>
      http.get(`/v1/profile/account/${segment(name)}`, {
        schema: ProfileAccountSchema,
        ...withSignal(options),
      }),
    reverseLookup: ({ address }, options) =>
      http.get(`/v1/profile/reverse/${segment(address)}`, {
        schema: ReverseLookupResponseSchema,
        ...withSignal(options),
      }),
    getNameSuggestions: ({ name }, options) =>
      http.get(`/v1/profile/suggestions/${segment(name)}`, {
        schema: NameSuggestionsResponseSchema,
        ...withSignal(options),
      }),
    registerName: (body, options) =>
      http.post('/v1/profile/account', { body, schema: ProfileAccountSchema, ...withSignal(options) }),
    generateOnrampUrl: (body, options) =>
      http.post('/v1/generators/onrampurl', {
        body,
        schema: OnrampUrlResponseSchema,
        ...withSignal(options),
      }),
    getOnrampOptions: (query = {}, options) =>
      http.get('/v1/onramp/options', { query, schema: OnrampOptionsSchema, ...withSignal(options) }),
    getOnrampQuote: (body, options) =>
      http.post('/v1/onramp/quote', { body, schema: OnrampQuoteSchema, ...withSignal(options) }),
    getSession: ({ id, validUntil, signature }, options) =>
      http.get(`/v1/sessions/${segment(id)}`, {
        query: { validUntil: String(validUntil), signature },
        schema: GetSessionResponseSchema,
        ...withSignal(options),
      }),
    revokeSession: ({ id, pci, signature }, options) =>
      http.post(`/v1/sessions/${segment(id)}/revoke`, {
        body: { pci, signature },
        schema: RevokeSessionResponseSchema,
        ...withSignal(options),
      }),
  }
}

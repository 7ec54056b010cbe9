import { configureZod } from '../zodConfig.js'
import type {
  BlockchainApi,
  BlockchainApiCallOptions,
  BlockchainApiParameters,
} from './createBlockchainApi.js'
import { createHttpClient } from './createHttpClient.js'
import { BalanceResponseSchema } from './schemas/balance.js'
import { SupportedChainsSchema } from './schemas/chains.js'
import {
  BuildApproveTransactionResponseSchema,
  BuildSwapTransactionResponseSchema,
  GasPriceSchema,
  SwapAllowanceSchema,
  SwapQuotesResponseSchema,
  SwapTokensResponseSchema,
} from './schemas/convert.js'
import { FungiblePriceResponseSchema } from './schemas/fungible.js'
import { HistoryResponseSchema } from './schemas/history.js'
import { IdentitySchema } from './schemas/identity.js'
import { OnrampOptionsSchema, OnrampQuoteSchema, OnrampUrlResponseSchema } from './schemas/onramp.js'
import {
  NameSuggestionsResponseSchema,
  ProfileAccountSchema,
  ReverseLookupResponseSchema,
} from './schemas/profile.js'
import { GetSessionResponseSchema, RevokeSessionResponseSchema } from './schemas/sessions.js'

configureZod()

/**
 * The Blockchain API's endpoints and their response schemas: `createBlockchainApi` loads this chunk on a client's
 * first call, so the first load carries neither.
 */
export function createBlockchainApiEndpoints({
  baseUrl,
  projectId,
  clientId,
  fetch,
}: BlockchainApiParameters): BlockchainApi {
  const http = createHttpClient({
    baseUrl,
    query: { projectId, clientId },
    ...(fetch ? { fetch } : {}),
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

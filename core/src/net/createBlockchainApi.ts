import * as z from 'zod/mini'
import { configureZod } from '../zodConfig.js'
import { fetchFunctionSchema, parseClientParameters } from './parseClientParameters.js'
import type { BalanceResponse } from './schemas/balance.js'
import type { SupportedChains } from './schemas/chains.js'
import type {
  BuildApproveTransactionResponse,
  BuildSwapTransactionRequest,
  BuildSwapTransactionResponse,
  GasPrice,
  SwapAllowance,
  SwapQuotesResponse,
  SwapTokensResponse,
} from './schemas/convert.js'
import type { FungiblePriceResponse } from './schemas/fungible.js'
import type { HistoryResponse } from './schemas/history.js'
import type { Identity } from './schemas/identity.js'
import type {
  OnrampOptions,
  OnrampQuote,
  OnrampQuoteRequest,
  OnrampUrlRequest,
  OnrampUrlResponse,
} from './schemas/onramp.js'
import type {
  NameSuggestionsResponse,
  ProfileAccount,
  RegisterNameRequest,
  ReverseLookupResponse,
} from './schemas/profile.js'
import type { GetSessionResponse, RevokeSessionRequest, RevokeSessionResponse } from './schemas/sessions.js'

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

// Every method of the client, checked complete against its type: the client below needs their names up front.
const methods: { [Method in keyof BlockchainApi]: true } = {
  getSupportedChains: true,
  getIdentity: true,
  getHistory: true,
  getBalance: true,
  getSwapQuote: true,
  getSwapTokens: true,
  getFungiblePrice: true,
  getSwapAllowance: true,
  getGasPrice: true,
  buildSwapTransaction: true,
  buildApproveTransaction: true,
  lookupName: true,
  reverseLookup: true,
  getNameSuggestions: true,
  registerName: true,
  generateOnrampUrl: true,
  getOnrampOptions: true,
  getOnrampQuote: true,
  getSession: true,
  revokeSession: true,
}

type AnyMethod = (...args: never[]) => Promise<unknown>

/**
 * The Blockchain API (SPEC.md §7), one method per endpoint. Sends nothing until a method is called. The parameters
 * are checked now; the endpoints and their response schemas load on the first call (a chunk off the first load).
 */
export function createBlockchainApi(parameters: BlockchainApiParameters): BlockchainApi {
  const { baseUrl, projectId, clientId } = parseClientParameters(
    'createBlockchainApi',
    blockchainApiParametersSchema,
    parameters,
  )
  const checked: BlockchainApiParameters = {
    baseUrl,
    projectId,
    ...(clientId ? { clientId } : {}),
    ...(parameters.fetch ? { fetch: parameters.fetch } : {}),
  }
  let endpoints: Promise<Record<string, AnyMethod>> | undefined
  const client: Record<string, AnyMethod> = {}
  for (const method of Object.keys(methods)) {
    client[method] = async (...args) => {
      endpoints ??= import('./createBlockchainApiEndpoints.js').then(
        ({ createBlockchainApiEndpoints }) =>
          createBlockchainApiEndpoints(checked) as unknown as Record<string, AnyMethod>,
      )
      const endpoint = (await endpoints)[method] as AnyMethod
      return endpoint(...args)
    }
  }
  return client as unknown as BlockchainApi
}

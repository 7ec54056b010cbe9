import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { apiSamples } from './apiSamples.test-utils.js'
import * as schemas from './index.js'

const sampleSchemas = {
  wallets: schemas.GetWalletsResponseSchema,
  analyticsConfig: schemas.AnalyticsConfigSchema,
  supportedChains: schemas.SupportedChainsSchema,
  identity: schemas.IdentitySchema,
  history: schemas.HistoryResponseSchema,
  balance: schemas.BalanceResponseSchema,
  swapQuotes: schemas.SwapQuotesResponseSchema,
  swapTokens: schemas.SwapTokensResponseSchema,
  fungiblePrice: schemas.FungiblePriceResponseSchema,
  swapAllowance: schemas.SwapAllowanceSchema,
  gasPrice: schemas.GasPriceSchema,
  buildSwapTransaction: schemas.BuildSwapTransactionResponseSchema,
  buildApproveTransaction: schemas.BuildApproveTransactionResponseSchema,
  profileAccount: schemas.ProfileAccountSchema,
  reverseLookup: schemas.ReverseLookupResponseSchema,
  nameSuggestions: schemas.NameSuggestionsResponseSchema,
  onrampUrl: schemas.OnrampUrlResponseSchema,
  onrampOptions: schemas.OnrampOptionsSchema,
  onrampQuote: schemas.OnrampQuoteSchema,
  session: schemas.GetSessionResponseSchema,
  revokeSession: schemas.RevokeSessionResponseSchema,
} satisfies Record<keyof typeof apiSamples, z.ZodMiniType>

function issuePaths(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))
}

describe('net schemas', () => {
  it('exports a schema for each API area', () => {
    expect(Object.keys(schemas).sort()).toMatchInlineSnapshot(`
      [
        "AnalyticsConfigSchema",
        "AnalyticsEventBodySchema",
        "BalanceResponseSchema",
        "BalanceSchema",
        "BuildApproveTransactionResponseSchema",
        "BuildSwapTransactionRequestSchema",
        "BuildSwapTransactionResponseSchema",
        "DecimalStringSchema",
        "FungibleInfoSchema",
        "FungiblePriceRequestSchema",
        "FungiblePriceResponseSchema",
        "FungiblePriceSchema",
        "GasPriceSchema",
        "GetSessionResponseSchema",
        "GetWalletsResponseSchema",
        "HexStringSchema",
        "HistoryResponseSchema",
        "IdentitySchema",
        "NameSuggestionsResponseSchema",
        "NftInfoSchema",
        "OnrampMoneySchema",
        "OnrampOptionsSchema",
        "OnrampQuoteRequestSchema",
        "OnrampQuoteSchema",
        "OnrampUrlRequestSchema",
        "OnrampUrlResponseSchema",
        "PaymentCurrencySchema",
        "PaymentMethodLimitSchema",
        "ProfileAccountSchema",
        "PurchaseCurrencySchema",
        "RegisterNameRequestSchema",
        "ReverseLookupResponseSchema",
        "RevokeSessionRequestSchema",
        "RevokeSessionResponseSchema",
        "SessionSchema",
        "SupportedChainsSchema",
        "SwapAllowanceSchema",
        "SwapQuoteSchema",
        "SwapQuotesResponseSchema",
        "SwapTokenSchema",
        "SwapTokensResponseSchema",
        "TransactionMetadataSchema",
        "TransactionSchema",
        "TransferSchema",
        "WalletSchema",
      ]
    `)
  })

  it.each(Object.entries(sampleSchemas))('accepts a valid %s answer unchanged', (name, schema) => {
    const sample = apiSamples[name as keyof typeof apiSamples]
    expect((schema as z.ZodMiniType).parse(sample)).toEqual(sample)
  })

  it('rejects token amounts that are not decimal strings', () => {
    expect(issuePaths(schemas.GasPriceSchema, { standard: 1, fast: '2', instant: '1e9' })).toEqual([
      'standard',
      'instant',
    ])
    expect(
      issuePaths(schemas.SwapQuotesResponseSchema, {
        quotes: [{ fromAmount: '1', fromAccount: 'a', toAmount: '-2', toAccount: 'b' }],
      }),
    ).toEqual(['quotes.0.toAmount'])
  })

  it('names the missing wallet field', () => {
    const { rdns: _rdns, ...wallet } = apiSamples.wallets.data[0] as schemas.Wallet
    const result = schemas.GetWalletsResponseSchema.safeParse({ data: [wallet], count: 1 })
    expect(result.success).toBe(false)
    expect(z.prettifyError(result.error as z.core.$ZodError)).toContain('data[0].rdns')
  })

  it('drops wallet links that are not https or a name:// wallet scheme, as the Wallet API sends them', () => {
    const wallet = apiSamples.wallets.data[0] as schemas.Wallet
    const parsed = schemas.GetWalletsResponseSchema.parse({
      data: [
        {
          ...wallet,
          mobile_link: 'ms-msdt:/id PCWDiagnostic',
          desktop_link: 'search-ms:query=x',
          webapp_link: 'intent://x',
        },
        {
          ...wallet,
          mobile_link: 'metamask:',
          desktop_link: 'ledgerlive://',
          webapp_link: 'https://app.example',
        },
      ],
      count: 2,
    })
    expect(
      parsed.data.map(({ mobile_link, desktop_link, webapp_link }) => [
        mobile_link,
        desktop_link,
        webapp_link,
      ]),
    ).toEqual([
      [null, null, null],
      ['metamask://', 'ledgerlive://', 'https://app.example'],
    ])
  })

  it('requires a transfer to carry fungible_info or nft_info', () => {
    expect(issuePaths(schemas.TransferSchema, { direction: 'in', quantity: { numeric: '1' } })).toEqual([''])
  })

  it('keeps balance decimals as a whole-number string', () => {
    const balance = apiSamples.balance.balances[0]
    expect(
      issuePaths(schemas.BalanceSchema, { ...balance, quantity: { decimals: 18, numeric: '1' } }),
    ).toEqual(['quantity.decimals'])
  })

  it('validates request bodies the reference service receives', () => {
    expect(
      issuePaths(schemas.RegisterNameRequestSchema, {
        coin_type: 2_147_483_649,
        address: '0x01',
        message: '{"name":"alice"}',
        signature: 'not-hex',
      }),
    ).toEqual(['signature'])
    expect(
      issuePaths(schemas.AnalyticsEventBodySchema, {
        eventId: 'e1',
        url: '',
        domain: '',
        timestamp: 1,
        props: { type: 'track', event: 'SWAP_SUCCESS' },
      }),
    ).toEqual([])
    expect(
      issuePaths(schemas.FungiblePriceRequestSchema, { projectId: 'p', currency: 'usd', addresses: [] }),
    ).toEqual(['addresses'])
  })
})

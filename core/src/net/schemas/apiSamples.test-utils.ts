import type {
  AnalyticsConfig,
  BalanceResponse,
  BuildApproveTransactionResponse,
  BuildSwapTransactionResponse,
  FungiblePriceResponse,
  GasPrice,
  GetSessionResponse,
  GetWalletsResponse,
  HistoryResponse,
  Identity,
  NameSuggestionsResponse,
  OnrampOptions,
  OnrampQuote,
  OnrampUrlResponse,
  ProfileAccount,
  RevokeSessionResponse,
  SupportedChains,
  SwapAllowance,
  SwapQuotesResponse,
  SwapTokensResponse,
} from './index.js'

const account = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'
const usdc = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

const profileAccount: ProfileAccount = {
  name: 'alice.foyer.eth',
  registered: 1_700_000_000,
  updated: 1_700_000_100,
  addresses: { '60': { address: account, created: '1700000000' } },
  attributes: [{ avatar: 'https://example.test/alice.png' }],
}

/** One valid answer per Wallet and Blockchain API endpoint, typed by the schemas. Test-only. */
export const apiSamples = {
  wallets: {
    data: [
      {
        id: 'metamask',
        name: 'MetaMask',
        image_id: 'img-metamask',
        rdns: 'io.metamask',
        mobile_link: 'metamask://',
        desktop_link: null,
        webapp_link: null,
        homepage: 'https://metamask.io',
        chains: ['eip155:1'],
        badge_type: 'certified',
      },
    ],
    count: 1,
  } satisfies GetWalletsResponse,
  analyticsConfig: { isAnalyticsEnabled: true } satisfies AnalyticsConfig,
  supportedChains: { http: ['eip155:1', 'eip155:42161'], ws: ['eip155:1'] } satisfies SupportedChains,
  identity: { name: 'alice.eth', avatar: null } satisfies Identity,
  history: {
    data: [
      {
        id: 'tx-1',
        metadata: {
          operationType: 'send',
          hash: '0xabc',
          minedAt: '2024-05-01T10:00:00Z',
          sentFrom: account,
          sentTo: '0x0000000000000000000000000000000000000001',
          status: 'confirmed',
          nonce: 3,
          chain: 'eip155:1',
        },
        transfers: [
          {
            fungible_info: {
              name: 'USD Coin',
              symbol: 'USDC',
              icon: { url: 'https://example.test/usdc.png' },
            },
            direction: 'out',
            quantity: { numeric: '12.5' },
            value: 12.5,
            price: 1,
          },
          {
            nft_info: {
              name: 'Spam NFT',
              content: { preview: { url: 'https://example.test/nft.png' } },
              flags: { is_spam: true },
            },
            direction: 'in',
            quantity: { numeric: '1' },
          },
        ],
      },
    ],
    next: 'cursor-2',
  } satisfies HistoryResponse,
  balance: {
    balances: [
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:1',
        value: 3000.5,
        price: 3000.5,
        quantity: { decimals: '18', numeric: '1.0' },
        iconUrl: 'https://example.test/eth.png',
      },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: 'eip155:1',
        address: usdc,
        price: 1,
        quantity: { decimals: '6', numeric: '250' },
        iconUrl: 'https://example.test/usdc.png',
      },
    ],
  } satisfies BalanceResponse,
  swapQuotes: {
    quotes: [
      { fromAmount: '1000000000000000000', fromAccount: account, toAmount: '2995000000', toAccount: usdc },
    ],
  } satisfies SwapQuotesResponse,
  swapTokens: {
    tokens: [
      {
        name: 'USD Coin',
        symbol: 'USDC',
        address: usdc,
        decimals: 6,
        logoUri: 'https://example.test/usdc.png',
      },
    ],
  } satisfies SwapTokensResponse,
  fungiblePrice: {
    fungibles: [{ name: 'USD Coin', symbol: 'USDC', iconUrl: 'https://example.test/usdc.png', price: 1 }],
  } satisfies FungiblePriceResponse,
  swapAllowance: {
    allowance: '115792089237316195423570985008687907853269984665640564039457',
  } satisfies SwapAllowance,
  gasPrice: { standard: '20000000000', fast: '25000000000', instant: '30000000000' } satisfies GasPrice,
  buildSwapTransaction: {
    tx: {
      from: account,
      to: '0x1111111254EEB25477B68fb85Ed929f73A960582',
      data: '0x12aa3caf',
      value: '0',
      eip155: { gas: '150000', gasPrice: '20000000000' },
    },
  } satisfies BuildSwapTransactionResponse,
  buildApproveTransaction: {
    tx: {
      from: account,
      to: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      data: '0x095ea7b3',
      value: '0',
      eip155: { gasPrice: '20000000000' },
    },
  } satisfies BuildApproveTransactionResponse,
  profileAccount,
  reverseLookup: [profileAccount],
  nameSuggestions: {
    suggestions: [
      { name: 'alice1.foyer.eth', registered: false },
      { name: 'alice.foyer.eth', registered: true },
    ],
  } satisfies NameSuggestionsResponse,
  onrampUrl: { url: 'https://pay.example.test/buy?session=1' } satisfies OnrampUrlResponse,
  onrampOptions: {
    paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: '10', max: '7500' }] }],
    purchaseCurrencies: [
      {
        id: 'eth',
        name: 'Ether',
        symbol: 'ETH',
        networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }],
      },
    ],
  } satisfies OnrampOptions,
  onrampQuote: {
    quoteId: 'q-1',
    paymentTotal: { amount: '105', currency: 'USD' },
    paymentSubtotal: { amount: '100', currency: 'USD' },
    purchaseAmount: { amount: '0.033', currency: 'ETH' },
    coinbaseFee: { amount: '2', currency: 'USD' },
    networkFee: { amount: '3', currency: 'USD' },
  } satisfies OnrampQuote,
  session: {
    pcis: [
      {
        pci: 'pci-1',
        project: { id: 'p1', name: 'Demo' },
        expiry: 1_800_000_000,
        createdAt: 1_700_000_000,
        permissions: [{ type: 'contract-call', data: { address: '0x01' } }],
        policies: [],
        context: '0xcontext',
      },
    ],
  } satisfies GetSessionResponse,
  revokeSession: { success: true } satisfies RevokeSessionResponse,
}

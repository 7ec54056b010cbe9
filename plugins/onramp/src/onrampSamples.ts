import type { OnrampOptions } from './onramp.js'

/**
 * The built-in sample the Buy view shows when `GET /v1/onramp/options` fails (SPEC.md §8): USD and EUR with the
 * fallback limits (card 10-7500, bank account 10-25000, SPEC.md §9), and the native coins and USDC.
 */
export const sampleOnrampOptions: OnrampOptions = {
  paymentCurrencies: (['USD', 'EUR'] as const).map((id) => ({
    id,
    payment_method_limits: [
      { id: 'CARD', min: '10.00', max: '7500.00' },
      { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
    ],
  })),
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [1, 10, 8453, 42161].map((chainId) => ({
        name: String(chainId),
        display_name: String(chainId),
        chain_id: String(chainId),
        contract_address: '',
      })),
    },
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [1, 10, 8453, 42161].map((chainId) => ({
        name: String(chainId),
        display_name: String(chainId),
        chain_id: String(chainId),
        contract_address: '',
      })),
    },
    {
      id: 'SOL',
      name: 'Solana',
      symbol: 'SOL',
      networks: [
        {
          name: 'solana',
          display_name: 'Solana',
          chain_id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
          contract_address: '',
        },
      ],
    },
  ],
}

/** Sample prices (USD) behind the sample quotes. */
export const sampleUsdPrices: Readonly<Record<string, number>> = { ETH: 3000, USDC: 1, SOL: 150 }
/** Sample fiat rates (USD per unit). */
export const sampleUsdPerFiat: Readonly<Record<string, number>> = { USD: 1, EUR: 1.08 }

// The On-ramp plugin's texts, English: the source of truth for its other locales.
export default {
  'title.OnRampProviders': 'Buy crypto',
  loading: 'Loading what you can buy',
  checkoutFailed: 'The checkout could not be opened.',
  sample: 'Sample data',
  sampleNotice: 'Live prices are unavailable; these figures are examples.',
  payWith: 'Pay with',
  amount: 'Amount ({currency})',
  nothingToBuy: 'Nothing can be bought on {network}.',
  thisNetwork: 'this network',
  asset: 'Asset to buy',
  gettingQuotes: 'Getting quotes',
  providers: 'Providers',
  buyWith: 'Buy with {provider}',
  /** `{amount}` what arrives (`0.05 ETH`), `{fee}` the provider's fee, `{networkFee}` the network's. */
  quote: '≈ {amount} · fees {fee} + {networkFee}',
  waiting: 'Complete your purchase with {provider} in the new window. Waiting for it…',
  bought: 'Purchase complete: {amount} arrived in your wallet.',
  yourCrypto: 'your crypto',
  'invalid.empty': 'Enter an amount.',
  'invalid.format': 'Enter the amount as digits, with at most 2 decimals.',
  'invalid.range': 'Enter an amount between {min} and {max} {currency}.',
} as const

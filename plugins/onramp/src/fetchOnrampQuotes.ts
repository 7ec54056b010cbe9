import { getBlockchainApi } from '@foyer/core'
import type { OnrampContext, OnrampCurrency } from './onramp.js'
import { getOnrampProviders, type OnrampProvider } from './onrampProviders.js'
import { sampleUsdPerFiat, sampleUsdPrices } from './onrampSamples.js'

/** What one provider offers for the payment. */
export type OnrampProviderQuote = {
  provider: OnrampProvider
  /** The tokens bought, as a decimal string. */
  purchaseAmount: string
  /** The provider's fee and the network fee, in the payment currency. */
  fee: string
  networkFee: string
  /** True when the service failed and this is the built-in sample's estimate (SPEC.md §8). */
  sample: boolean
}

export type FetchOnrampQuotesParameters = {
  amount: string
  currency: OnrampCurrency
  asset: string
  signal?: AbortSignal
}

/**
 * A quote from each provider selling on the active network (`POST /v1/onramp/quote` with its `provider`); a provider
 * whose quote fails gets a sample estimate (its lowest fee, the sample prices), marked `sample`.
 */
export async function fetchOnrampQuotes(
  context: OnrampContext,
  { amount, currency, asset, signal }: FetchOnrampQuotesParameters,
): Promise<OnrampProviderQuote[]> {
  const network = context.getNetwork()
  const api = getBlockchainApi(context.options)
  const providers = getOnrampProviders(network.activeNamespace)
  return Promise.all(
    providers.map(async (provider): Promise<OnrampProviderQuote> => {
      try {
        if (!api || !network.caipNetworkId) throw new Error('no Blockchain API or network')
        const quote = await api.getOnrampQuote(
          {
            purchaseCurrency: asset,
            paymentCurrency: currency,
            amount,
            network: network.caipNetworkId,
            provider: provider.id,
          },
          signal ? { signal } : {},
        )
        return {
          provider,
          purchaseAmount: quote.purchaseAmount.amount,
          fee: quote.coinbaseFee.amount,
          networkFee: quote.networkFee.amount,
          sample: false,
        }
      } catch (error) {
        if (signal?.aborted) throw error
        return sampleQuote(provider, { amount, currency, asset })
      }
    }),
  )
}

function sampleQuote(
  provider: OnrampProvider,
  { amount, currency, asset }: { amount: string; currency: string; asset: string },
): OnrampProviderQuote {
  const paid = Number(amount)
  const fee = paid * provider.feeRange[0]
  const usd = (paid - fee) * (sampleUsdPerFiat[currency] ?? 1)
  const tokens = usd / (sampleUsdPrices[asset] ?? 1)
  return {
    provider,
    purchaseAmount: tokens.toFixed(6),
    fee: fee.toFixed(2),
    networkFee: '0.00',
    sample: true,
  }
}

import { getBlockchainApi, toSafeUrl } from '@foyer/core'
import { OnrampCheckoutError } from './errors.js'
import type { OnrampContext, OnrampCurrency } from './onramp.js'
import type { OnrampProvider } from './onrampProviders.js'

export type OpenOnrampCheckoutParameters = {
  provider: OnrampProvider
  amount: string
  currency: OnrampCurrency
  asset: string
  /** A window the click opened at once (popup blockers allow only that); the checkout loads into it. */
  target?: Window | null
}

/**
 * Asks the service for the provider's checkout (`POST /v1/generators/onrampurl`: the connected address, the active
 * network, the asset and the payment) and loads it in `target` (or a new window). Resolves with the checkout URL;
 * a failure closes `target` and throws.
 */
export async function openOnrampCheckout(
  context: OnrampContext,
  { provider, amount, currency, asset, target }: OpenOnrampCheckoutParameters,
): Promise<string> {
  try {
    const account = context.getAccount()
    const network = context.getNetwork()
    const api = getBlockchainApi(context.options)
    if (!account.isConnected || !account.address || !network.caipNetworkId)
      throw new OnrampCheckoutError('notConnected')
    if (!api) throw new OnrampCheckoutError('unavailable')
    const { url } = await api.generateOnrampUrl({
      provider: provider.id,
      destinationWallets: [
        { address: account.address, blockchains: [network.caipNetworkId], assets: [asset] },
      ],
      partnerUserId: account.address,
      defaultNetwork: network.caipNetworkId,
      purchaseCurrency: asset,
      paymentAmount: Number(amount),
      paymentCurrency: currency,
    })
    const safe = toSafeUrl(url, 'link')
    if (!safe) throw new OnrampCheckoutError('unsafeUrl')
    const page = target ?? globalThis.open?.('', '_blank')
    if (page) {
      page.opener = null
      page.location.href = safe
    }
    return safe
  } catch (error) {
    target?.close()
    throw error
  }
}

import { type BlockchainApi, definePlugin, type FoyerPlugin, type PluginContext } from '@foyer/core/eager'

/** `GET /v1/onramp/options`: payment currencies with their limits, and what can be bought where. */
export type OnrampOptions = Awaited<ReturnType<BlockchainApi['getOnrampOptions']>>

export type OnrampCurrency = 'USD' | 'EUR'

/** SPEC.md §3 on-ramp state, as the Buy view moves through it. */
export type OnrampState = {
  currency: OnrampCurrency
  /** The fiat amount as typed. */
  amount: string
  /** The asset to buy (its symbol). */
  asset: string | undefined
  /** `GET /v1/onramp/options`, or the built-in sample when it failed. */
  options: OnrampOptions | undefined
  /** True when `options` is the built-in sample (shown as such). */
  sampleOptions: boolean
}

export type OnrampPlugin = FoyerPlugin<OnrampState> & { name: 'onramp'; feature: 'onramp' }
export type OnrampContext = PluginContext<OnrampState>

export const initialOnrampState = (): OnrampState => ({
  currency: 'USD',
  amount: '100',
  asset: undefined,
  options: undefined,
  sampleOptions: false,
})

/**
 * The on-ramp wallet feature, headless: the `OnRampProviders` view (first in the Account view's wallet features,
 * while `features.onramp` is on) and its state slice, reset at disconnect. Its React view comes from
 * `@foyer/plugin-onramp/react`.
 */
export function onramp(): OnrampPlugin {
  return definePlugin({
    name: 'onramp',
    feature: 'onramp',
    // What the on-ramp providers sell (`onrampProviders`).
    namespaces: ['eip155', 'solana'],
    views: [{ id: 'OnRampProviders', title: 'Buy crypto', feature: 'onramp' }],
    state: initialOnrampState,
    resetOn: ['disconnect'],
  }) as OnrampPlugin
}

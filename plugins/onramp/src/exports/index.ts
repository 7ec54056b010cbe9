// @foyer/plugin-onramp: buying crypto, headless (no React). The view: `@foyer/plugin-onramp/react`.
export {
  type FetchOnrampQuotesParameters,
  fetchOnrampQuotes,
  type OnrampProviderQuote,
} from '../fetchOnrampQuotes.js'
export { loadOnrampOptions } from '../loadOnrampOptions.js'
export {
  initialOnrampState,
  type OnrampContext,
  type OnrampCurrency,
  type OnrampOptions,
  type OnrampPlugin,
  type OnrampState,
  onramp,
} from '../onramp.js'
export { getOnrampProviders, type OnrampProvider, onrampProviders } from '../onrampProviders.js'
export { sampleOnrampOptions } from '../onrampSamples.js'
export { type OpenOnrampCheckoutParameters, openOnrampCheckout } from '../openOnrampCheckout.js'
export { getOnrampLimits, validateOnrampAmount } from '../validateOnrampAmount.js'

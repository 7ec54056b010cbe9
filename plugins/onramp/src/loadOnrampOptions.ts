import { getBlockchainApi } from '@foyer/core'
import type { OnrampContext } from './onramp.js'
import { sampleOnrampOptions } from './onrampSamples.js'

/**
 * Fills the state's `options` from `GET /v1/onramp/options`; when it fails (or the app has no Blockchain API) the
 * built-in sample takes its place, marked `sampleOptions` (SPEC.md §8). Loaded once per connection.
 */
export async function loadOnrampOptions(context: OnrampContext): Promise<void> {
  if (context.getState().options) return
  const api = getBlockchainApi(context.options)
  try {
    if (!api) throw new Error('no Blockchain API')
    const options = await api.getOnrampOptions()
    context.setState({ options, sampleOptions: false })
  } catch {
    context.setState({ options: sampleOnrampOptions, sampleOptions: true })
  }
}

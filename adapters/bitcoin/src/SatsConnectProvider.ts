/** What marks a sats-connect provider (`window.XverseProviders.BitcoinProvider` and those `window.btc_providers` lists). */
export type SatsConnectProvider = {
  request(method: string, params?: unknown): Promise<unknown>
  addListener?: ((event: string, listener: (event: unknown) => void) => (() => void) | undefined) | undefined
}

/** An entry of `window.btc_providers`: `id` is the provider's path on `window` (`XverseProviders.BitcoinProvider`). */
export type SatsConnectProviderInfo = {
  id: string
  name: string
  icon?: string | undefined
  webUrl?: string | undefined
}

export function isSatsConnectProvider(value: unknown): value is SatsConnectProvider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { request?: unknown }).request === 'function'
  )
}

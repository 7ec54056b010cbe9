type SatsConnect = typeof import('@sats-connect/core')

let loading: Promise<SatsConnect> | undefined

/** sats-connect's request API, loaded when a sats-connect wallet is first used (not with the page). */
export function loadSatsConnect(): Promise<SatsConnect> {
  if (!loading) {
    loading = import('@sats-connect/core')
    // A failed load (offline, a deploy replaced the chunk) is tried again on the next call.
    loading.catch(() => {
      loading = undefined
    })
  }
  return loading
}

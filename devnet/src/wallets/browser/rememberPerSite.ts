/** What a dev wallet keeps per site across reloads. */
export type SiteMemory = { connected?: boolean; chainId?: number }

/**
 * A dev wallet's memory of the page's site, in the page's `localStorage` under `key`: as a real extension remembers a
 * site it connected to, so a reload finds it still authorised until the site or the wallet disconnects.
 */
export function rememberPerSite(key: string) {
  const read = (): SiteMemory => {
    try {
      const value = JSON.parse(localStorage.getItem(key) ?? '{}') as SiteMemory
      return typeof value === 'object' && value !== null ? value : {}
    } catch {
      return {}
    }
  }
  return {
    read,
    write(update: SiteMemory) {
      try {
        localStorage.setItem(key, JSON.stringify({ ...read(), ...update }))
      } catch {
        // Storage may be unavailable (privacy mode); the wallet then forgets, as a fresh install would.
      }
    },
  }
}

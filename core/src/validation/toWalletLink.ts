import { toSafeUrl } from './toSafeUrl.js'

/**
 * A wallet link (registry `mobile_link`/`desktop_link`/`webapp_link`, a custom wallet's link) made safe to open, or
 * undefined: a bare scheme as registries write it (`metamask:`) becomes `metamask://`, then `toSafeUrl(…, 'deepLink')`
 * decides: an https universal link or a `name://` wallet scheme, never an operating-system handler (`ms-msdt:`,
 * `search-ms:`, `intent:`, `shell:`, `file:`, `javascript:`, …).
 */
export function toWalletLink(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const bare = /^\s*([a-z][a-z0-9+.-]*):\/?\s*$/i.exec(value)
  return toSafeUrl(bare ? `${bare[1]}://` : value, 'deepLink')
}

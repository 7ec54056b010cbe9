import { toSafeUrl } from '@foyer/core'

/**
 * A registry link made ready to open: `undefined` for anything `toSafeUrl` refuses as a wallet link (`javascript:`,
 * `data:`, relative URLs, ...), before and after the pairing URI is added. With a WalletConnect pairing URI it
 * becomes the wallet's pairing deep link, `<app link>/wc?uri=<encoded uri>`, for universal (`https://`) and native
 * (`wallet://`) links alike.
 */
export function formatWalletLink(link: string | undefined | null, uri?: string): string | undefined {
  const safe = toSafeUrl(link, 'deepLink')
  if (!safe || !uri) return safe
  let base = safe
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(base)) base = `${base.replaceAll('/', '').replaceAll(':', '')}://`
  if (!base.endsWith('/')) base = `${base}/`
  return toSafeUrl(`${base}wc?uri=${encodeURIComponent(uri)}`, 'deepLink')
}

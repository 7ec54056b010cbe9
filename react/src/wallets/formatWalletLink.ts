import { toSafeUrl, toWalletLink } from '@foyer/core'

/**
 * A registry link made ready to open: `undefined` for anything `toWalletLink` refuses (`javascript:`, `data:`,
 * operating-system handlers such as `ms-msdt:`, relative URLs, ...), before and after the pairing URI is added. With a WalletConnect pairing URI it
 * becomes the wallet's pairing deep link, `<app link>/wc?uri=<encoded uri>`, for universal (`https://`) and native
 * (`wallet://`) links alike.
 */
export function formatWalletLink(link: string | undefined | null, uri?: string): string | undefined {
  const safe = toWalletLink(link)
  if (!safe || !uri) return safe
  const base = safe.endsWith('/') ? safe : `${safe}/`
  return toSafeUrl(`${base}wc?uri=${encodeURIComponent(uri)}`, 'deepLink')
}

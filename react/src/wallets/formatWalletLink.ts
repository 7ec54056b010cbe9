const unsafeSchemes = /^\s*(javascript|data|vbscript|file|blob):/i

/**
 * A registry link made ready to open: `undefined` for schemes a page must never navigate to (`javascript:`,
 * `data:`, ...). With a WalletConnect pairing URI it becomes the wallet's pairing deep link,
 * `<app link>/wc?uri=<encoded uri>`, for universal (`https://`) and native (`wallet://`) links alike.
 */
export function formatWalletLink(link: string | undefined, uri?: string): string | undefined {
  if (!link || unsafeSchemes.test(link)) return undefined
  if (!uri) return link
  let base = link
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(base)) base = `${base.replaceAll('/', '').replaceAll(':', '')}://`
  if (!base.endsWith('/')) base = `${base}/`
  return `${base}wc?uri=${encodeURIComponent(uri)}`
}

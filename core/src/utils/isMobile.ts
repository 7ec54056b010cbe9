/** A phone or tablet browser, by user agent; false where there is no `navigator` (SSR). */
export function isMobile(): boolean {
  const userAgent = globalThis.navigator?.userAgent ?? ''
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(userAgent)
}

/** Where wallets announce themselves: the page's `window`, or any EventTarget standing in for it. */
export type Eip6963Target = Pick<
  EventTarget,
  'addEventListener' | 'removeEventListener' | 'dispatchEvent'
> & {
  ethereum?: unknown
}

/** The page's `window` when there is one (not on a server). */
export function getDefaultEip6963Target(): Eip6963Target | undefined {
  const candidate = (globalThis as { window?: unknown }).window
  return typeof candidate === 'object' &&
    candidate !== null &&
    typeof (candidate as EventTarget).addEventListener === 'function'
    ? (candidate as Eip6963Target)
    : undefined
}

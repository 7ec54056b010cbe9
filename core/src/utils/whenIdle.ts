/**
 * Runs `callback` once the browser is idle (at the latest after `timeout` ms), or after `fallbackDelay` ms where there
 * is no `requestIdleCallback` (Safari, Node). For work that must not delay the frame being painted. Returns the cancel.
 */
export function whenIdle(
  callback: () => void,
  { timeout = 2_000, fallbackDelay = 0 }: { timeout?: number; fallbackDelay?: number } = {},
): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => callback(), { timeout })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(callback, fallbackDelay)
  return () => clearTimeout(handle)
}

'use client'
import { type RefObject, useEffect } from 'react'

/**
 * Sets `--foyer-body-height` on `outer` to `inner`'s height whenever it changes, so CSS can animate the modal's
 * height between views (a CSSOM write, allowed under a strict CSP). Without ResizeObserver the height stays auto.
 */
export function useAnimatedHeight(
  outer: RefObject<HTMLElement | null>,
  inner: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const target = inner.current
    if (!target || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? entry?.contentRect.height
      if (height !== undefined) outer.current?.style.setProperty('--foyer-body-height', `${height}px`)
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [outer, inner])
}

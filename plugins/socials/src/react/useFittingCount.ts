'use client'
import { type RefObject, useEffect, useState } from 'react'

/**
 * How many items of at least `itemMinWidthPx`, `gapPx` apart, fit side by side in the element's width; undefined
 * before it is measured (or where it has no width, as outside a browser's layout): then everything shows.
 */
export function useFittingCount(
  element: RefObject<HTMLElement | null>,
  { itemMinWidthPx, gapPx }: { itemMinWidthPx: number; gapPx: number },
): number | undefined {
  const [count, setCount] = useState<number>()
  useEffect(() => {
    const target = element.current
    if (!target) return
    const measure = () => {
      const width = target.clientWidth
      setCount(width > 0 ? Math.max(1, Math.floor((width + gapPx) / (itemMinWidthPx + gapPx))) : undefined)
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(target)
    return () => observer.disconnect()
  }, [element, itemMinWidthPx, gapPx])
  return count
}

'use client'
import {
  elementScroll,
  observeElementOffset,
  observeElementRect,
  Virtualizer,
  type VirtualizerOptions,
} from '@tanstack/virtual-core'
import { type RefObject, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react'
import { findScrollParent } from './findScrollParent.js'

export type UseVirtualizerOptions<Item extends Element> = Omit<
  VirtualizerOptions<HTMLElement, Item>,
  'getScrollElement' | 'observeElementRect' | 'observeElementOffset' | 'scrollToFn'
> & {
  /** The windowed list: the nearest ancestor of it that scrolls is the virtualizer's scroller. */
  list: RefObject<Element | null>
}

// No layout effects on a server render: the virtualizer mounts in the browser.
const useClientLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

/**
 * A TanStack `Virtualizer` over the rows of `list`, scrolled by its nearest scrolling ancestor, that renders again
 * on every change (never synchronously from inside an event: React batches it, no `flushSync`). Without layout
 * (jsdom, a hidden modal) the scroller measures 0 high: the window's height stands in for it.
 */
export function useVirtualizer<Item extends Element>({
  list,
  ...options
}: UseVirtualizerOptions<Item>): Virtualizer<HTMLElement, Item> {
  const [, rerender] = useReducer((count: number) => count + 1, 0)
  const scroller = useRef<HTMLElement | null>(null)
  const resolved: VirtualizerOptions<HTMLElement, Item> = {
    getScrollElement: () => {
      if (!scroller.current && list.current) scroller.current = findScrollParent(list.current)
      return scroller.current
    },
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) =>
        callback(
          rect.height > 0 ? rect : { width: rect.width, height: instance.targetWindow?.innerHeight ?? 0 },
        ),
      ),
    observeElementOffset,
    scrollToFn: elementScroll,
    ...options,
    onChange: (instance, sync) => {
      rerender()
      options.onChange?.(instance, sync)
    },
  }
  const [virtualizer] = useState(() => new Virtualizer(resolved))
  virtualizer.setOptions(resolved)
  // Mounts once (the scroller and its observers), then follows every render.
  useClientLayoutEffect(() => virtualizer._didMount(), [])
  useClientLayoutEffect(() => virtualizer._willUpdate())
  return virtualizer
}

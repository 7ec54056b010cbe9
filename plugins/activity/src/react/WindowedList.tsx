'use client'
import { List, useVirtualizer } from '@foyer/react/ui'
import { Fragment, type ReactNode, useLayoutEffect, useRef, useState } from 'react'

export type WindowedListProps<Item> = {
  items: readonly Item[]
  /** The list's accessible name. */
  label: string
  getKey(item: Item): string
  /** One `<ListItem>`, given its 1-based place and the list's length (for aria-posinset and aria-setsize). */
  renderItem(item: Item, position: { posInSet: number; setSize: number }): ReactNode
}

/** A row's height before one is measured (a `ListItem` with a description) and the list's gap. */
const estimatedRowHeight = 58
const rowGap = 8
const overscanRows = 6

/**
 * A `<List>` that keeps only the rows near the scroller's view in the DOM, the others standing in as padding above
 * and below, so a long history costs the same as a short one. Rows are measured as they render.
 */
export function WindowedList<Item>({ items, label, getKey, renderItem }: WindowedListProps<Item>) {
  const list = useRef<HTMLUListElement>(null)
  const [offset, setOffset] = useState(0)
  const virtualizer = useVirtualizer<HTMLLIElement>({
    list,
    count: items.length,
    estimateSize: () => estimatedRowHeight,
    gap: rowGap,
    scrollMargin: offset,
    overscan: overscanRows,
    getItemKey: (index) => {
      const item = items[index]
      return item === undefined ? index : getKey(item)
    },
  })
  const rows = virtualizer.getVirtualItems()

  // Where the list starts in the scroller moves with everything above it (other months, pending rows).
  useLayoutEffect(() => {
    const element = list.current
    const scrollElement = virtualizer.scrollElement
    // Nothing is laid out (jsdom, a hidden modal): nothing to measure.
    if (!element || !scrollElement || scrollElement.clientHeight === 0) return
    const next =
      element.getBoundingClientRect().top -
      scrollElement.getBoundingClientRect().top +
      scrollElement.scrollTop
    if (next !== offset) setOffset(next)
  })

  // The rendered rows in order are the virtual rows in order: measure each one's real height.
  useLayoutEffect(() => {
    const element = list.current
    if (!element) return
    rows.forEach((row, position) => {
      const node = element.children[position]
      if (!(node instanceof HTMLLIElement)) return
      node.dataset.index = String(row.index)
      if (node.offsetHeight > 0) virtualizer.measureElement(node)
    })
  })

  const first = rows[0]
  const last = rows.at(-1)
  const paddingTop = first ? first.start - offset : 0
  // The total leaves the list's offset out; the rows' ends include it.
  const paddingBottom = last ? virtualizer.getTotalSize() + offset - last.end : 0
  return (
    <List ref={list} aria-label={label} style={{ paddingTop, paddingBottom }}>
      {rows.map((row) => {
        const item = items[row.index] as Item
        return (
          <Fragment key={row.key}>
            {renderItem(item, { posInSet: row.index + 1, setSize: items.length })}
          </Fragment>
        )
      })}
    </List>
  )
}

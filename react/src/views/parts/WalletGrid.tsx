'use client'
import { defaultRangeExtractor, type Range } from '@tanstack/virtual-core'
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { List } from '../../ui/List.js'
import { useVirtualizer } from '../../ui/useVirtualizer.js'
import { getWalletKey } from '../../wallets/getWalletKey.js'
import type { WalletEntry } from '../../wallets/WalletEntry.js'
import { WalletTile } from './WalletTile.js'

export type WalletGridProps = {
  wallets: readonly WalletEntry[]
  /** The list's accessible name. */
  label: string
  onSelect(wallet: WalletEntry): void
  /** Called when the last rows come near while scrolling: the next page's turn. */
  onEndReached?: () => void
}

type GridLayout = { columns: number; rowHeight: number; rowGap: number; offset: number }

/** The stylesheet's grid (4 tiles of 88 px a row, 8 px apart), for a first render before layout and for jsdom. */
const defaultLayout: GridLayout = { columns: 4, rowHeight: 88, rowGap: 8, offset: 0 }
const overscanRows = 3
const prefetchRows = 4

/**
 * The All Wallets grid, windowed by rows: only the rows in (or near) the scroller's view are in the DOM, each tile
 * placed on its own grid row so the grid keeps the whole list's height. The focused tile's row stays while focused.
 */
export function WalletGrid({ wallets, label, onSelect, onEndReached }: WalletGridProps) {
  const list = useRef<HTMLUListElement>(null)
  const [layout, setLayout] = useState(defaultLayout)
  const [focused, setFocused] = useState<number | undefined>(undefined)
  const rowCount = Math.ceil(wallets.length / layout.columns)
  const focusedRow = focused === undefined ? undefined : Math.floor(focused / layout.columns)

  const rangeExtractor = useCallback(
    (range: Range) => {
      const rows = defaultRangeExtractor(range)
      if (focusedRow === undefined || focusedRow >= range.count || rows.includes(focusedRow)) return rows
      return [...rows, focusedRow].sort((a, b) => a - b)
    },
    [focusedRow],
  )
  const virtualizer = useVirtualizer<HTMLLIElement>({
    list,
    count: rowCount,
    estimateSize: () => layout.rowHeight,
    gap: layout.rowGap,
    scrollMargin: layout.offset,
    overscan: overscanRows,
    rangeExtractor,
  })

  // biome-ignore lint/correctness/useExhaustiveDependencies: the virtualizer finds the scroller once, on mount (before this)
  useLayoutEffect(() => {
    const element = list.current
    const scrollElement = virtualizer.scrollElement
    if (!element || !scrollElement) return
    const measure = () =>
      setLayout((previous) => {
        const next = measureGrid(element, scrollElement)
        return sameLayout(previous, next) ? previous : next
      })
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    observer.observe(scrollElement)
    return () => observer.disconnect()
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: the layout changes the rows' sizes
  useEffect(() => virtualizer.measure(), [virtualizer, layout])

  const end = virtualizer.range?.endIndex
  const scrolled = (virtualizer.scrollOffset ?? 0) > 0
  useEffect(() => {
    if (onEndReached && scrolled && end !== undefined && end >= rowCount - 1 - prefetchRows) onEndReached()
  }, [onEndReached, scrolled, end, rowCount])

  const tiles = virtualizer.getVirtualItems().flatMap((row) =>
    wallets.slice(row.index * layout.columns, (row.index + 1) * layout.columns).map((wallet, column) => {
      const index = row.index * layout.columns + column
      return (
        <WalletTile
          key={getWalletKey(wallet)}
          wallet={wallet}
          onSelect={onSelect}
          posInSet={index + 1}
          setSize={wallets.length}
          style={{ gridRow: row.index + 1, gridColumn: column + 1 }}
          onFocus={() => setFocused(index)}
        />
      )
    }),
  )
  return (
    <List
      ref={list}
      aria-label={label}
      layout="grid"
      className="foyer-wallet-list foyer-wallet-grid"
      style={{ gridTemplateRows: rowCount > 0 ? `repeat(${rowCount}, ${layout.rowHeight}px)` : undefined }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(undefined)
      }}
    >
      {tiles}
    </List>
  )
}

function measureGrid(list: HTMLElement, scroller: HTMLElement): GridLayout {
  const style = getComputedStyle(list)
  // Laid out, the grid's columns compute to one length each ("82px 82px 82px 82px").
  const tracks = style.gridTemplateColumns.includes('(')
    ? []
    : style.gridTemplateColumns.split(' ').filter(Boolean)
  const tile = list.querySelector<HTMLElement>('.foyer-list-item__control')
  const rowGap = Number.parseFloat(style.rowGap)
  return {
    columns: tracks.length || defaultLayout.columns,
    rowHeight: tile?.offsetHeight || defaultLayout.rowHeight,
    rowGap: Number.isFinite(rowGap) ? rowGap : defaultLayout.rowGap,
    offset: list.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop,
  }
}

function sameLayout(a: GridLayout, b: GridLayout): boolean {
  return (
    a.columns === b.columns && a.rowHeight === b.rowHeight && a.rowGap === b.rowGap && a.offset === b.offset
  )
}

// @vitest-environment jsdom
import { waitFor } from '@testing-library/react'
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { WalletEntry } from '../../wallets/WalletEntry.js'
import { createViewTestKernel } from '../testing/createViewTestKernel.test-utils.js'
import { accessibleName, getByRole, queryAllByRole, renderView } from '../testing/renderView.test-utils.js'
import { WalletGrid } from './WalletGrid.js'

const wallets: WalletEntry[] = Array.from({ length: 600 }, (_, index) => ({
  id: `wallet-${index + 1}`,
  name: `Wallet ${index + 1}`,
  connectors: [],
  namespaces: ['eip155'],
  installed: false,
  group: 'other',
  links: {},
  walletConnect: false,
}))
// jsdom lays nothing out: the window's height (768 px) stands in for the scroller's: 8 or 9 rows of 96 px in view,
// 3 more either side.
const mostTiles = 4 * (9 + 3 + 3)
const rowPitch = 96

async function renderGrid(onEndReached?: () => void) {
  const { kernel } = createViewTestKernel()
  const view = await renderView(kernel, () => (
    <div className="scroller" style={{ overflowY: 'auto' }}>
      <WalletGrid wallets={wallets} label="All wallets" onSelect={() => {}} onEndReached={onEndReached} />
    </div>
  ))
  const scroller = view.container.querySelector('.scroller') as HTMLElement
  const scrollTo = (top: number) =>
    act(async () => {
      scroller.scrollTop = top
      scroller.dispatchEvent(new Event('scroll'))
    })
  return { view, list: getByRole(view.container, 'list', 'All wallets'), scrollTo }
}

describe('WalletGrid', () => {
  it('keeps a bounded number of tiles in the DOM for 600 wallets, wherever the list is scrolled', async () => {
    const { view, list, scrollTo } = await renderGrid()
    const tiles = () => queryAllByRole(list, 'listitem')
    expect(tiles().length).toBeGreaterThan(0)
    expect(tiles().length).toBeLessThanOrEqual(mostTiles)
    expect(tiles()[0]?.getAttribute('aria-posinset')).toBe('1')
    expect(tiles()[0]?.getAttribute('aria-setsize')).toBe('600')
    // The grid keeps the whole list's height: 150 rows.
    expect(list.style.gridTemplateRows).toBe('repeat(150, 88px)')

    await scrollTo(149 * rowPitch)
    await waitFor(() => expect(queryAllByRole(list, 'button', 'Wallet 600')).toHaveLength(1))
    expect(tiles().length).toBeLessThanOrEqual(mostTiles)
    expect(queryAllByRole(list, 'button', 'Wallet 1')).toHaveLength(0)
    const last = tiles().at(-1) as HTMLElement
    expect(last.getAttribute('aria-posinset')).toBe('600')
    expect(last.style.gridRow).toBe('150')
    expect(last.style.gridColumn).toBe('4')
    await view.unmount()
  })

  it('keeps the focused tile in the DOM (and focused) when it scrolls out of view', async () => {
    const { view, list, scrollTo } = await renderGrid()
    const first = getByRole(list, 'button', 'Wallet 1')
    await act(async () => first.focus())
    await scrollTo(100 * rowPitch)
    await waitFor(() => expect(queryAllByRole(list, 'button', 'Wallet 401')).toHaveLength(1))
    expect(document.activeElement).toBe(first)
    expect(first.isConnected).toBe(true)
    // In the DOM in list order, so Tab from it goes on to the tiles in view.
    const names = queryAllByRole(list, 'button').map(accessibleName)
    expect(names[0]).toBe('Wallet 1')
    expect(names.length).toBeLessThanOrEqual(mostTiles + 4)

    // Once focus leaves the list the row is let go.
    await act(async () => first.blur())
    await waitFor(() => expect(queryAllByRole(list, 'button', 'Wallet 1')).toHaveLength(0))
    await view.unmount()
  })

  it('asks for the next page once scrolled near the last rows, not before', async () => {
    const onEndReached = vi.fn()
    const { view, scrollTo } = await renderGrid(onEndReached)
    await scrollTo(10 * rowPitch)
    expect(onEndReached).not.toHaveBeenCalled()
    await scrollTo(140 * rowPitch)
    await waitFor(() => expect(onEndReached).toHaveBeenCalled())
    await view.unmount()
  })
})

// @vitest-environment jsdom
import type { Connector } from '@foyer/core'
import { openModal } from '@foyer/core'
import type { Wallet } from '@foyer/core/schemas'
import { waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import AllWallets from './AllWallets.js'
import { createViewTestKernel } from './testing/createViewTestKernel.test-utils.js'
import { accessibleName, getByRole, queryAllByRole, renderView } from './testing/renderView.test-utils.js'
import {
  createRegistryWallets,
  startWalletRegistryServer,
  type WalletRegistryServer,
} from './testing/startWalletRegistryServer.test-utils.js'

const metamaskId = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'
const rainbowId = '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369'

const named = (id: string, name: string, rdns: string | null = null): Wallet => ({
  id,
  name,
  image_id: `image-${name}`,
  rdns,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
})
const metamask: Connector = {
  id: 'io.metamask',
  type: 'ANNOUNCED',
  name: 'MetaMask',
  namespace: 'eip155',
  rdns: 'io.metamask',
}

let registry: WalletRegistryServer
beforeAll(async () => {
  registry = await startWalletRegistryServer(
    createRegistryWallets(158, [named(metamaskId, 'MetaMask', 'io.metamask'), named(rainbowId, 'Rainbow')]),
  )
})
afterAll(() => registry.stop())

/** The AllWallets pages (the Connect view's featured and recommended queries ask for fewer entries). */
const getWalletsRequests = () => registry.requests.filter((query) => query.get('entries') === '40')

describe('AllWallets', () => {
  it('pages through the registry 40 at a time and marks installed wallets', async () => {
    const { kernel } = createViewTestKernel({ connectors: [metamask], walletApiUrl: registry.url })
    await openModal(kernel, { view: 'AllWallets' })
    const view = await renderView(kernel, AllWallets)
    const list = getByRole(view.container, 'list', 'All wallets')
    await waitFor(() => expect(queryAllByRole(list, 'button')).toHaveLength(40))
    expect(accessibleName(queryAllByRole(list, 'button')[0] as HTMLElement)).toBe('MetaMask, Installed')
    expect(queryAllByRole(list, 'button', /MetaMask/)).toHaveLength(1)
    // A tile may ellipsise a long name: its title shows the whole.
    expect(list.querySelector('.foyer-list-item__label [title]')?.getAttribute('title')).toBe('MetaMask')
    const first = getWalletsRequests().at(-1)
    expect(first?.get('page')).toBe('1')
    expect(first?.get('entries')).toBe('40')
    expect(first?.get('chains')).toBe('eip155:1,eip155:42161')

    // jsdom has no IntersectionObserver: the "Load more" button stands in for infinite scroll.
    // The grid is windowed: the list's length is in aria-setsize, the DOM holds the rows near the view.
    const listLength = () => list.querySelector('li')?.getAttribute('aria-setsize')
    await view.user.click(getByRole(view.container, 'button', 'Load more'))
    await waitFor(() => expect(listLength()).toBe('80'))
    expect(getWalletsRequests().at(-1)?.get('page')).toBe('2')
    await view.user.click(getByRole(view.container, 'button', 'Load more'))
    await waitFor(() => expect(listLength()).toBe('120'))
    await view.user.click(getByRole(view.container, 'button', 'Load more'))
    await waitFor(() => expect(listLength()).toBe('160'))
    expect(queryAllByRole(list, 'button').length).toBeLessThanOrEqual(60)
    expect(queryAllByRole(view.container, 'button', 'Load more')).toHaveLength(0)
    await view.unmount()
  })

  it('searches after typing pauses for 500 ms, waits at least 300 ms, and shows up to 100 results', async () => {
    const { kernel } = createViewTestKernel({ walletApiUrl: registry.url })
    const view = await renderView(kernel, AllWallets)
    await waitFor(() => expect(queryAllByRole(view.container, 'button').length).toBeGreaterThan(40))
    const input = getByRole(view.container, 'searchbox', 'Search wallets') as HTMLInputElement
    // What the field says and what it is called agree.
    expect(input.placeholder).toBe('Search wallets')

    const before = registry.requests.length
    const typedAt = Date.now()
    // Pasted, not typed key by key: each key renders the grid again, which on a busy machine outlasts the debounce.
    await view.user.click(input)
    await view.user.paste('Wall')
    await view.user.paste('et 15')
    await waitFor(() => expect(queryAllByRole(view.container, 'status', 'Searching wallets')).toHaveLength(1))
    const searchingAt = Date.now()
    expect(searchingAt - typedAt).toBeGreaterThanOrEqual(450)
    // Only the last text was searched: the debounce swallowed "Wall".
    const searches = registry.requests.slice(before).filter((query) => query.has('search'))
    expect(searches.map((query) => query.get('search'))).toEqual(['Wallet 15'])
    expect(searches[0]?.get('entries')).toBe('100')

    const results = await waitFor(() => getByRole(view.container, 'list', 'Search results'))
    // The debounce (500 ms) then the spinner's least time (300 ms), counted from before the paste: seeing the
    // spinner late (a busy machine) cannot shorten it.
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(750)
    expect(queryAllByRole(results, 'button').map(accessibleName)).toEqual(
      ['150', '151', '152', '153', '154', '155', '156', '157', '158'].map((number) => `Wallet ${number}`),
    )

    await view.user.clear(input)
    await view.user.paste('Wallet')
    const many = await waitFor(() => {
      const list = getByRole(view.container, 'list', 'Search results')
      expect(list.querySelector('li')?.getAttribute('aria-setsize')).toBe('100')
      return list
    })
    expect(queryAllByRole(many, 'button').length).toBeLessThanOrEqual(60)

    await view.user.clear(input)
    await view.user.paste('no such wallet')
    await waitFor(() => getByRole(view.container, 'status', 'No wallet found'))
    await view.unmount()
  })

  it('honours include, exclude and featured ids', async () => {
    const included = createRegistryWallets(5).map((wallet) => wallet.id)
    const { kernel } = createViewTestKernel({
      walletApiUrl: registry.url,
      includeWalletIds: [...included, rainbowId, metamaskId],
      excludeWalletIds: [metamaskId],
      featuredWalletIds: [rainbowId],
    })
    const view = await renderView(kernel, AllWallets)
    const list = getByRole(view.container, 'list', 'All wallets')
    await waitFor(() => expect(queryAllByRole(list, 'button')).toHaveLength(6))
    expect(queryAllByRole(list, 'button').map(accessibleName)).toEqual([
      'Rainbow',
      'Wallet 001',
      'Wallet 002',
      'Wallet 003',
      'Wallet 004',
      'Wallet 005',
    ])
    const request = getWalletsRequests().at(-1)
    expect(request?.get('exclude')).toBe(metamaskId)
    await view.unmount()
  })
})

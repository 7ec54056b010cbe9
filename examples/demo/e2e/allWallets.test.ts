import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { dialog } from './demoActions.js'
import { devWalletScripts, openDemo } from './demoPage.js'
import { launchChromium } from './launchChromium.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

/** Opens the demo, then the modal's All Wallets view, as a person would. */
async function openAllWallets() {
  const session = await openDemo(browser, {
    demoDist: inject('demoDist'),
    initScripts: await devWalletScripts(inject('devnet'), inject('walletsDir'), { account: 5 }),
  })
  const { page } = session
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await dialog(page)
    .getByRole('button', { name: /All Wallets/ })
    .click()
  const modal = dialog(page)
  await modal.getByRole('heading', { name: 'All Wallets' }).waitFor()
  return { session, page, modal }
}

it('AllWallets pages through the registry and search finds a wallet by name', async () => {
  const { session, modal } = await openAllWallets()
  await modal
    .getByRole('button', { name: /Rabby Wallet/ })
    .first()
    .waitFor()
  // The grid is windowed: the loaded length is each tile's aria-setsize.
  const loaded = async () => Number(await modal.getByRole('listitem').first().getAttribute('aria-setsize'))
  expect(await loaded()).toBeGreaterThanOrEqual(40)

  // Tiles of one size; a long name is ellipsised inside its tile and stays whole as the button's name.
  const tiles = modal.getByRole('list', { name: 'All wallets' }).getByRole('button')
  const sizes = await tiles.evaluateAll((buttons) =>
    buttons.map((button) => {
      const box = button.getBoundingClientRect()
      return `${Math.round(box.width)}x${Math.round(box.height)}`
    }),
  )
  expect(new Set(sizes).size).toBe(1)
  const longName = 'Foyer WalletConnect Dev Wallet'
  const longTile = tiles.filter({ hasText: longName })
  expect(await longTile.count()).toBe(1)
  expect(await tiles.and(modal.getByRole('button', { name: longName, exact: true })).count()).toBe(1)
  const label = await longTile.locator('.foyer-list-item__label').evaluate((element) => ({
    ellipsis: getComputedStyle(element).textOverflow,
    overflowing: element.scrollWidth > element.clientWidth,
    inside:
      element.getBoundingClientRect().right <=
      (element.closest('button')?.getBoundingClientRect().right ?? 0),
  }))
  expect(label).toEqual({ ellipsis: 'ellipsis', overflowing: true, inside: true })
  expect(await longTile.locator(`[title="${longName}"]`).count()).toBe(1)
  // The search field's placeholder says what its label says.
  const search = modal.getByRole('searchbox', { name: 'Search wallets' })
  expect(await search.getAttribute('placeholder')).toBe('Search wallets')

  await modal
    .getByRole('searchbox', { name: 'Search wallets' })
    .or(modal.getByLabel('Search wallets'))
    .first()
    .fill('rainbow')
  await modal
    .getByRole('button', { name: /^Rainbow/ })
    .first()
    .waitFor()
  await expect.poll(() => modal.getByRole('button', { name: /Rabby Wallet/ }).count()).toBe(0)
  const searches = session.requests.filter(
    (url) => url.includes('/getWallets') && url.includes('search=rainbow'),
  )
  expect(searches.length).toBe(1)
  expect(session.blocked).toEqual([])
  await session.close()
})

it('AllWallets loads the next page when the list is scrolled near its end, and keeps the DOM bounded to the last wallet', async () => {
  const { session, page, modal } = await openAllWallets()
  const loaded = async () => Number(await modal.getByRole('listitem').first().getAttribute('aria-setsize'))
  await expect.poll(loaded).toBeGreaterThanOrEqual(40)
  const pageRequests = () =>
    session.requests.filter((url) => url.includes('/getWallets') && /[?&]page=2(&|$)/.test(url))
  expect(pageRequests()).toEqual([])

  // Scroll the modal's list as a person would, with the wheel, until its last rows come near.
  await modal.getByRole('listitem').first().hover()
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 2_000)
      return pageRequests().length
    })
    .toBeGreaterThan(0)
  await expect.poll(loaded).toBeGreaterThan(40)
  expect(pageRequests()).toHaveLength(1)

  // On to the registry's last wallet: every page loads, yet the DOM keeps only the rows near the view.
  const firstRequest = session.requests.find(
    (url) => url.includes('/getWallets') && /[?&]page=1(&|$)/.test(url),
  )
  const registry = (await (await fetch(firstRequest ?? '')).json()) as { count: number }
  const list = modal.getByRole('list', { name: 'All wallets' })
  const elements = () => modal.evaluate((element) => element.getElementsByTagName('*').length)
  let mostElements = 0
  // The end: every page in, and the tile whose place is the list's length in view.
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 3_000)
        mostElements = Math.max(mostElements, await elements())
        const size = await loaded()
        const end = list.locator(`li[aria-posinset="${size}"]`)
        return size >= registry.count && (await end.count()) === 1 && (await end.isVisible())
      },
      { timeout: 60_000 },
    )
    .toBe(true)
  const last = list.getByRole('listitem').last()
  expect(await last.getAttribute('aria-posinset')).toBe(await last.getAttribute('aria-setsize'))
  expect(await list.getByRole('listitem').count()).toBeLessThanOrEqual(80)
  expect(mostElements).toBeLessThan(1_500)
  expect(session.blocked).toEqual([])
  await session.close()
})

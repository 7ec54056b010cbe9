import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { dialog, waitForIdlePage } from './demoActions.js'
import { devWalletScripts, openDemo } from './demoPage.js'
import { chromiumEndpointVariable, launchChromium } from './launchChromium.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

it('no request reaches the devnet before the modal opens (its code is fetched while idle); opening it fetches the wallets', async () => {
  const devnet = inject('devnet')
  const session = await openDemo(browser, {
    demoDist: inject('demoDist'),
    initScripts: await devWalletScripts(devnet, inject('walletsDir'), { account: 6 }),
  })
  const { page } = session
  const sockets: string[] = []
  page.on('websocket', (socket) => sockets.push(socket.url()))
  // Every origin the local stack listens on: the service, each chain's RPC, the relay, the Solana endpoint.
  const devnetOrigins = [
    devnet.service?.url,
    devnet.relay?.url,
    devnet.solana?.url,
    ...Object.values(devnet.evm.rpcUrls),
  ].flatMap((url) => (url ? [new URL(url).host] : []))
  const toDevnet = () =>
    [...session.requests, ...sockets].filter((url) => devnetOrigins.includes(new URL(url).host))

  await page.getByRole('button', { name: 'Connect Wallet' }).first().waitFor()
  await waitForIdlePage(page, session.requests)
  expect(toDevnet()).toEqual([])
  // The page loaded only its own files, the modal's chunk among them: fetched while idle, so a cold open need not wait.
  expect(session.requests.every((url) => new URL(url).origin === session.server.url)).toBe(true)
  expect(session.requests.some((url) => /\/Modal-[\w-]+\.js$/.test(new URL(url).pathname))).toBe(true)

  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await dialog(page)
    .getByRole('button', { name: /Foyer Dev Wallet/ })
    .first()
    .waitFor()
  await expect
    .poll(() => toDevnet().filter((url) => url.startsWith(`${devnet.service?.url}/getWallets`)).length)
    .toBeGreaterThan(0)

  // The built-in networks carry image ids: the Networks view shows the service's images, no letter placeholders.
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Choose network' }).click()
  const networks = dialog(page)
  await networks.getByRole('button', { name: /Arbitrum One/ }).waitFor()
  await expect
    .poll(() =>
      networks
        .locator('.foyer-network-list img')
        .evaluateAll((images) =>
          images.map(
            (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
          ),
        ),
    )
    .toEqual([true, true, true])
  expect(await networks.locator('.foyer-network-list img[src*="/public/getAssetImage/"]').count()).toBe(3)
  expect(await networks.locator('.foyer-network-list .foyer-wallet-image--fallback').count()).toBe(0)
  expect(session.blocked).toEqual([])
  await session.close()
})

it("every file connects to the run's one Chromium; closing its connection leaves the browser to the others", async () => {
  expect(process.env[chromiumEndpointVariable]).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\//)
  const other = await launchChromium()
  expect(other.version()).toBe(browser.version())
  await other.close()
  const context = await browser.newContext()
  const page = await context.newPage()
  expect(await page.evaluate(() => 1 + 1)).toBe(2)
  await context.close()
})

import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { devWalletScripts, openDemo } from './demoPage.js'
import { launchChromium } from './launchChromium.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

it('the demo shows the connect button and connects the dev wallet', async () => {
  const devnet = inject('devnet')
  const session = await openDemo(browser, {
    demoDist: inject('demoDist'),
    initScripts: await devWalletScripts(devnet, inject('walletsDir')),
  })
  const { page } = session
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await page.getByRole('dialog').waitFor()
  await page.screenshot({ path: '/tmp/demo-connect.png' })
  await page.getByRole('button', { name: /Foyer Dev Wallet/ }).first().click()
  await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
  expect(await page.getByTestId('address').textContent()).toBe(devnet.evm.accounts[0]?.address)
  await page.screenshot({ path: '/tmp/demo-account.png' })
  expect(session.blocked).toEqual([])
  await session.close()
})

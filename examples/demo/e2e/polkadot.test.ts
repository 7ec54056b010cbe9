import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { dialog } from './demoActions.js'
import { openDemo } from './demoPage.js'
import { launchChromium } from './launchChromium.js'

// What the page's Polkadot panel signs (multichainPolkadotPanel.tsx).
const polkadotDemoMessage = 'Hello from the Foyer demo'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
  await cryptoWaitReady()
})
afterAll(async () => {
  await browser?.close()
})

it('connects the dev Polkadot extension on the multichain page and signs a message that verifies independently', async () => {
  const bundle = await readFile(join(inject('walletsDir'), 'polkadot-wallet.js'), 'utf8')
  const session = await openDemo(browser, {
    demoDist: inject('demoDist'),
    initScripts: [`window.__FOYER_DEV_POLKADOT_WALLET__ = { uri: '//Alice' };`, bundle],
    query: 'multichain.html',
  })
  const { page } = session
  const text = (testId: string) => page.getByTestId(testId).textContent()

  await page.getByRole('button', { name: 'Connect Polkadot wallet' }).click()
  await dialog(page)
    .getByRole('button', { name: /Foyer Dev Wallet|foyer-dev/ })
    .first()
    .click()
  await expect.poll(() => text('polkadot-status'), { timeout: 15_000 }).toBe('connected')
  const address = (await text('polkadot-address')) ?? ''
  // //Alice on the generic substrate prefix (42).
  expect(address).toBe('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')

  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Sign a Polkadot message' }).click()
  await expect.poll(() => text('polkadot-signature'), { timeout: 15_000 }).toMatch(/^0x[0-9a-f]+$/)
  const signature = (await text('polkadot-signature')) ?? ''
  expect(signatureVerify(polkadotDemoMessage, signature, address).isValid).toBe(true)
  expect(signatureVerify('another message', signature, address).isValid).toBe(false)

  await page.getByRole('button', { name: 'Disconnect Polkadot' }).click()
  await expect.poll(() => text('polkadot-status')).toBe('disconnected')
  expect(session.blocked).toEqual([])
  await session.close()
})

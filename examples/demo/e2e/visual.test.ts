import type { Browser, Locator, Page } from 'playwright-core'
import { keccak256, parseEther, toHex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { compareScreenshot } from './compareScreenshot.js'
import { connectDevWallet, dialog, rpc } from './demoActions.js'
import { devWalletScripts, openDemo } from './demoPage.js'
import { launchChromium } from './launchChromium.js'

/**
 * Every view of the modal, core and plugins', in both themes at a phone's and a desktop's width, compared with the
 * committed baselines in `__screenshots__` (`pnpm --filter @foyer/example-demo visual:update` rewrites them).
 */

// An account of this file's own, the same on every run (its address and identicon are in the shots), that no other
// test touches: its balance and history never depend on which tests ran before.
const privateKey = keccak256(toHex('foyer visual regression account'))
const address = privateKeyToAddress(privateKey)
const balance = parseEther('12.5')

const themes = ['dark', 'light'] as const
const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
  for (const rpcUrl of Object.values(inject('devnet').evm.rpcUrls))
    await rpc(rpcUrl, 'anvil_setBalance', [address, `0x${balance.toString(16)}`])
})
afterAll(async () => {
  await browser?.close()
})

/**
 * Waits until the page holds still: fonts loaded, every image loaded, nothing busy, no spinner turning (unless the
 * view spins for ever, `spinning`), no snackbar showing. Looks into every open shadow root.
 */
async function settle(page: Page, { spinning = false } = {}): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  const deadline = Date.now() + 20_000
  for (;;) {
    const unsettled = await page.evaluate((spinning) => {
      const roots: (Document | ShadowRoot)[] = [document]
      for (let index = 0; index < roots.length; index++)
        for (const element of roots[index]?.querySelectorAll('*') ?? [])
          if (element.shadowRoot) roots.push(element.shadowRoot)
      const dialogs = roots.flatMap((root) => [...root.querySelectorAll('[role="dialog"]')])
      if (!dialogs.length) return 'no dialog'
      for (const dialog of dialogs) {
        const busy = dialog.querySelector('[aria-busy="true"]')
        if (busy) return `busy: ${busy.outerHTML.slice(0, 200)}`
        for (const image of dialog.querySelectorAll('img'))
          if (!image.complete) return `loading: ${image.src.slice(0, 200)}`
      }
      for (const root of roots) {
        // A snackbar lives outside the dialog in a live region; it goes away by itself.
        for (const region of root.querySelectorAll('[aria-live]'))
          if (!region.closest('[role="dialog"]') && region.textContent?.trim())
            return `snackbar: ${region.textContent.trim()}`
        if (spinning) continue
        for (const animation of root.getAnimations()) {
          const target = (animation.effect as KeyframeEffect | null)?.target
          if (
            animation.playState === 'running' &&
            animation.effect?.getTiming().iterations === Infinity &&
            dialogs.some((dialog) => target && dialog.contains(target))
          )
            return `spinning: ${target?.outerHTML.slice(0, 200)}`
        }
      }
      return ''
    }, spinning)
    if (!unsettled) return
    if (Date.now() > deadline) throw new Error(`the page did not settle in 20 s: ${unsettled}`)
    await page.waitForTimeout(100)
  }
}

/** What changes between runs of the same view: QR codes (random WalletConnect URIs), times, fiat values (pool prices). */
function changing(page: Page): Locator[] {
  const modal = dialog(page)
  return [modal.getByRole('img', { name: /QR code/i }), modal.locator('time'), modal.getByText(/\$\s?\d/)]
}

/**
 * The dialog as painted once it holds still (two shots in a row equal), animations and the caret off, the pointer
 * away from it.
 */
async function stableShot(page: Page): Promise<Buffer> {
  await page.mouse.move(0, 0)
  const shoot = () =>
    dialog(page).screenshot({ animations: 'disabled', caret: 'hide', mask: changing(page), scale: 'css' })
  let previous = await shoot()
  for (let attempt = 0; attempt < 10; attempt++) {
    await page.waitForTimeout(200)
    const next = await shoot()
    if (next.equals(previous)) return next
    previous = next
  }
  throw new Error('the dialog kept changing for 2 s')
}

const slug = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

describe('visual regression: every view matches its baseline', () => {
  for (const theme of themes)
    for (const viewport of viewports)
      it(`${theme} theme, ${viewport.width} px`, { timeout: 240_000 }, async () => {
        const session = await openDemo(browser, {
          demoDist: inject('demoDist'),
          initScripts: await devWalletScripts(inject('devnet'), inject('walletsDir'), { privateKey }),
          query: `?theme=${theme}`,
        })
        const failures: string[] = []
        const { page } = session
        const modal = dialog(page)
        const shot = async (view: string, options: { spinning?: boolean } = {}) => {
          await settle(page, options)
          const failure = await compareScreenshot(
            `${view}.${theme}.${viewport.width}`,
            await stableShot(page),
          )
          if (failure) failures.push(failure)
        }
        const back = async () => {
          await modal.getByRole('button', { name: 'Back', exact: true }).click()
        }
        try {
          await page.setViewportSize(viewport)
          await page.emulateMedia({ reducedMotion: 'reduce' })

          // Disconnected: Connect, All Wallets, WalletConnect's QR.
          await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
          await modal
            .getByRole('button', { name: /Foyer Dev Wallet/ })
            .first()
            .waitFor()
          await shot('connect')

          await modal.getByRole('button', { name: /All Wallets/ }).click()
          await modal.getByRole('heading', { name: 'All Wallets', exact: true }).waitFor()
          await modal.getByRole('listitem').first().waitFor()
          await shot('all-wallets')
          await back()

          await modal
            .getByRole('button', { name: /^WalletConnect/ })
            .first()
            .click()
          await modal.getByRole('img', { name: /QR code/i }).waitFor()
          await shot('walletconnect-qr', { spinning: true })
          await back()

          // The embedded wallet's email login up to its code (one address per shot: the service limits resends).
          const email = `visual-${theme}-${viewport.width}@example.com`
          await modal.getByLabel('Email', { exact: true }).fill(email)
          await modal.getByRole('button', { name: 'Continue with email' }).click()
          await modal.getByLabel(`Code sent to ${email}`).first().waitFor()
          await shot('email-code')
          await modal.getByRole('button', { name: 'Close', exact: true }).click()
          await modal.waitFor({ state: 'detached' })

          // Connected: the Account view, its tabs, Networks, and every feature entry's view.
          await connectDevWallet(page)
          await page.getByRole('button', { name: 'Open modal' }).click()
          const tokens = modal.getByRole('list', { name: 'Tokens' })
          await tokens.getByRole('listitem').first().waitFor()
          await shot('account')

          for (const tab of await modal.getByRole('tab').all()) {
            const label = (await tab.textContent())?.trim() ?? ''
            if (/^Tokens/.test(label)) continue
            await tab.click()
            await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true')
            await shot(`account-${slug(label)}`)
          }
          await modal.getByRole('tab', { name: /^Tokens/ }).click()

          await modal.getByRole('button', { name: /Switch network/ }).click()
          await modal.getByRole('heading', { name: 'Networks', exact: true }).waitFor()
          await shot('networks')
          await back()

          const features = modal.getByRole('list', { name: 'Wallet features' })
          await features.waitFor()
          const labels = (await features.getByRole('listitem').allTextContents()).map((text) => text.trim())
          expect(labels.length).toBeGreaterThan(0)
          for (const label of labels) {
            await features.getByRole('button', { name: label, exact: true }).click()
            await modal.getByRole('button', { name: 'Back', exact: true }).waitFor()
            await shot(`feature-${slug(label)}`)
            await back()
            await features.waitFor()
          }
        } finally {
          await session.close()
        }
        expect(failures).toEqual([])
      })
})

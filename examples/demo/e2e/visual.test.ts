import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Browser, Locator, Page } from 'playwright-core'
import { keccak256, parseEther, toHex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { bitcoinWalletScripts } from './bitcoinWallet.js'
import { compareScreenshot, matchesBaseline, screenshotsDir } from './compareScreenshot.js'
import {
  connectDevWallet,
  dialog,
  installedDevWallet,
  rpc,
  waitForAnimations,
  waitForStatus,
} from './demoActions.js'
import { answerHeldPrompt, devWalletScripts, openDemo } from './demoPage.js'
import { approvalFrame, approveInFrame, signInWithEmail } from './embeddedWalletActions.js'
import { findOverflowAtEveryWidth } from './findOverflow.js'
import { launchChromium } from './launchChromium.js'
import { registeredDemoViews } from './registeredViews.js'
import { runAxe } from './runAxe.js'
import { scanModal } from './scanModal.js'
import { solanaWalletScripts } from './solanaWallet.js'

/**
 * Every view of the modal, core and plugins', in both themes at a phone's and a desktop's width, compared with the
 * committed baselines in `__screenshots__` (`pnpm --filter @foyer/example-demo visual:update` rewrites them). Where
 * the walk holds a view that a11y and layout check, it runs their checks there too (`createViewChecks`): each view is
 * walked to once.
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

/** The figures of a details list that move with the chain (gas prices, pool reserves): the items' values. */
function movingFigures(page: Page, labels: RegExp): Locator {
  return dialog(page)
    .getByRole('listitem')
    .filter({ hasText: labels })
    .locator('.foyer-list-item__description')
}

/** The dialog as painted now, animations and the caret off. */
function shootDialog(page: Page, mask: Locator[]): Promise<Buffer> {
  return dialog(page).screenshot({
    animations: 'disabled',
    caret: 'hide',
    mask: [...changing(page), ...mask],
    scale: 'css',
  })
}

/**
 * The dialog as painted once it holds still (two shots in a row equal, the first being `first` when given), the
 * pointer away from it.
 */
async function stableShot(page: Page, mask: Locator[] = [], first?: Buffer): Promise<Buffer> {
  await page.mouse.move(0, 0)
  const shoot = () => shootDialog(page, mask)
  let previous = first ?? (await shoot())
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

type Theme = (typeof themes)[number]
type Viewport = (typeof viewports)[number]

/**
 * The views this file has shot (each shown view's `data-view`, and the slots a shot shows), each with the shots that
 * show it, for the coverage case.
 */
const shotViews = new Map<string, Set<string>>()

/**
 * The views that cannot be shot deterministically, each with why; the coverage case fails when a registered view is
 * neither shot nor here (so a plugin's new view needs a shot or a reason).
 */
const unshootable: Record<string, string> = {
  ApproveTransaction:
    'the kernel opens it only for a request through an AUTH connector whose wallet does not approve in its own UI (core/src/actions/request.ts, needsApprovalView); the only AUTH connector any plugin or adapter provides, the socials plugin’s embedded wallet, sets approvesInOwnUi: its secure frame asks the user instead (shot as approve-in-frame)',
}

/**
 * Shoots what the dialog shows at each width (resizing between them) and compares it with `<name>.<theme>.<width>`;
 * records the views shown for the coverage case.
 */
function createShooter(page: Page, theme: Theme, failures: string[], widths: readonly Viewport[]) {
  return async (
    name: string,
    {
      spinning = false,
      slots = [],
      mask = () => [],
      ready,
    }: {
      spinning?: boolean
      /** The plugin views filling parts of the shown core view (the Account tabs, the Connect sections). */
      slots?: string[]
      /** What moves between runs in this view, beyond `changing`. */
      mask?: () => Locator[]
      /** Waits, at each width, for what the view does once it is laid out at that width. */
      ready?: () => Promise<void>
    } = {},
  ) => {
    for (const viewport of widths) {
      if (widths.length > 1) await page.setViewportSize(viewport)
      await ready?.()
      await settle(page, { spinning })
      const shown = await dialog(page)
        .locator('[data-view]')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-view') ?? ''))
      for (const view of [...shown, ...slots])
        shotViews.set(view, (shotViews.get(view) ?? new Set()).add(name))
      // A shot that already matches its baseline is the view as designed; only one that does not is shot until
      // it holds still, so a view caught mid-change is not reported as a difference.
      const file = `${name}.${theme}.${viewport.width}`
      await page.mouse.move(0, 0)
      const first = await shootDialog(page, mask())
      if (await matchesBaseline(file, first)) continue
      const failure = await compareScreenshot(file, await stableShot(page, mask(), first))
      if (failure) failures.push(failure)
    }
  }
}

/**
 * The checks a shot view gets besides its shot, run once the shot is taken: axe (with the modal's unstyled elements,
 * unless `axeOnly`) and what sticks out at every screen width. Each finding is named by view and theme;
 * `expectNoFindings` reports them all at the end of the case.
 */
function createViewChecks(page: Page, theme: Theme) {
  const findings: Record<string, string[]> = {}
  return {
    async axe(view: string, { axeOnly = false } = {}) {
      // axe reads colours as painted: the view's fade and height transitions finish first.
      await waitForAnimations(page)
      findings[`axe: ${view} (${theme} theme)`] = axeOnly ? await runAxe(page) : await scanModal(page)
    },
    /** The widths do not depend on the theme's colours: checked in the dark theme only. */
    async overflow(view: string) {
      if (theme !== 'dark') return
      const viewport = page.viewportSize()
      await waitForAnimations(page)
      await findOverflowAtEveryWidth(page, `overflow: ${view} (${theme} theme)`, findings)
      if (viewport) await page.setViewportSize(viewport)
      await waitForAnimations(page)
    },
    expectNoFindings() {
      expect
        .soft(Object.fromEntries(Object.entries(findings).filter(([, found]) => found.length)))
        .toEqual({})
    },
  }
}

/** A key of this file's own for `purpose` (the same on every run), funded on every devnet chain. */
async function fundedKey(purpose: string): Promise<`0x${string}`> {
  const key = keccak256(toHex(`foyer visual regression ${purpose}`))
  for (const rpcUrl of Object.values(inject('devnet').evm.rpcUrls))
    await rpc(rpcUrl, 'anvil_setBalance', [privateKeyToAddress(key), `0x${balance.toString(16)}`])
  return key
}

/** Where the send review sends: an address no test funds. */
const receiver = privateKeyToAddress(keccak256(toHex('foyer visual regression receiver')))

describe('visual regression: every view matches its baseline', () => {
  for (const theme of themes)
    it(`${theme} theme, both widths from one session`, { timeout: 300_000 }, async () => {
      const session = await openDemo(browser, {
        demoDist: inject('demoDist'),
        initScripts: await devWalletScripts(inject('devnet'), inject('walletsDir'), { privateKey }),
        query: `?theme=${theme}`,
      })
      const failures: string[] = []
      const { page } = session
      const modal = dialog(page)
      const shot = createShooter(page, theme, failures, viewports)
      const checks = createViewChecks(page, theme)
      const back = async () => {
        await modal.getByRole('button', { name: 'Back', exact: true }).click()
      }
      try {
        // The demo page itself, at the browser's opening size.
        await checks.axe('page', { axeOnly: true })
        await page.setViewportSize(viewports[0])
        await page.emulateMedia({ reducedMotion: 'reduce' })

        // Disconnected: Connect, All Wallets, WalletConnect's QR.
        await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
        await modal
          .getByRole('button', { name: /Foyer Dev Wallet/ })
          .first()
          .waitFor()
        await shot('connect', { slots: ['ConnectEmail', 'ConnectSocial'] })
        await checks.overflow('Connect')
        await checks.axe('Connect')

        await modal.getByRole('button', { name: /All Wallets/ }).click()
        await modal.getByRole('heading', { name: 'All Wallets', exact: true }).waitFor()
        await modal.getByRole('listitem').first().waitFor()
        await shot('all-wallets')
        await checks.overflow('All Wallets')
        await checks.axe('AllWallets')
        await back()

        await modal
          .getByRole('button', { name: /^WalletConnect/ })
          .first()
          .click()
        await modal.getByRole('img', { name: /QR code/i }).waitFor()
        await shot('walletconnect-qr', { spinning: true })
        await checks.axe('ConnectingWalletConnect', { axeOnly: true })
        await back()

        // The embedded wallet's email login up to its code, at each width with an address of its own (the shot
        // shows it, and the service limits resends to one address).
        for (const viewport of viewports) {
          if (!(await modal.count()))
            await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
          await page.setViewportSize(viewport)
          const email = `visual-${theme}-${viewport.width}@example.com`
          await modal.getByLabel('Email', { exact: true }).fill(email)
          await modal.getByRole('button', { name: 'Continue with email' }).click()
          await modal.getByLabel(`Code sent to ${email}`).first().waitFor()
          await createShooter(page, theme, failures, [viewport])('email-code')
          await modal.getByRole('button', { name: 'Close', exact: true }).click()
          await modal.waitFor({ state: 'detached' })
        }

        // Connected: the Account view, its tabs, Networks, and every feature entry's view.
        await connectDevWallet(page)
        await page.getByRole('button', { name: 'Open modal' }).click()
        const tokens = modal.getByRole('list', { name: 'Tokens' })
        await tokens.getByRole('listitem').first().waitFor()
        await shot('account', { slots: ['AccountTokens'] })
        await checks.axe('Account')

        const tabSlots: Record<string, string> = { nfts: 'AccountNfts', activity: 'AccountActivity' }
        for (const tab of await modal.getByRole('tab').all()) {
          const label = (await tab.textContent())?.trim() ?? ''
          if (/^Tokens/.test(label)) continue
          await tab.click()
          await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true')
          const slot = tabSlots[slug(label)]
          await shot(`account-${slug(label)}`, { slots: slot ? [slot] : [] })
        }
        await modal.getByRole('tab', { name: /^Tokens/ }).click()

        await modal.getByRole('button', { name: /Switch network/ }).click()
        await modal.getByRole('heading', { name: 'Networks', exact: true }).waitFor()
        await shot('networks')
        await checks.axe('Networks')
        await back()

        // What follows a feature's first shot: Receive's axe check, Send's form and review, Swap's token picker and
        // quote.
        const followUps: Record<string, () => Promise<void>> = {
          receive: () => checks.axe('Receive'),
          send: async () => {
            await modal
              .getByRole('list', { name: 'Token to send' })
              .getByRole('button', { name: /^ETH\b/ })
              .click()
            await modal.getByLabel(/^Receiver address/).fill(receiver)
            await modal.getByLabel('Amount').fill('1.5')
            await shot('send-form')
            await modal.getByRole('button', { name: 'Review send' }).and(page.locator(':enabled')).waitFor()
            await checks.axe('Send')
            await modal.getByRole('button', { name: 'Review send' }).click()
            await modal.getByRole('list', { name: 'Transfer details' }).waitFor()
            await expect.poll(() => modal.getByText('Estimating…').count(), { timeout: 15_000 }).toBe(0)
            // The fee follows the chain's base fee, which other tests' blocks move.
            await shot('send-review', { mask: () => [movingFigures(page, /^Network fee/)] })
            // The fee estimated, the Send button enabled.
            await modal
              .getByRole('button', { name: 'Send', exact: true })
              .and(page.locator(':enabled'))
              .waitFor()
            await checks.axe('SendReview')
          },
          swap: async () => {
            await modal.getByRole('button', { name: /^Receive .*: change$/ }).click()
            await modal.getByRole('list', { name: 'Tokens to swap' }).waitFor()
            await shot('swap-select-token')
            await modal.getByPlaceholder('Search token').fill('USDC')
            await modal
              .getByRole('list', { name: 'Tokens to swap' })
              .getByRole('button', { name: /^USDC\b/ })
              .click()
            await modal.getByLabel('You pay').fill('1')
            await modal.getByRole('list', { name: 'Swap details' }).waitFor()
            // The quote follows the pools, which other tests' swaps move.
            await shot('swap-preview', {
              mask: () => [
                modal.getByLabel('You receive'),
                movingFigures(page, /^(Price impact|Max\. slippage)/),
              ],
            })
          },
        }

        const features = modal.getByRole('list', { name: 'Wallet features' })
        await features.waitFor()
        const labels = (await features.getByRole('listitem').allTextContents()).map((text) => text.trim())
        expect(labels.length).toBeGreaterThan(0)
        for (const label of labels) {
          await features.getByRole('button', { name: label, exact: true }).click()
          await modal.getByRole('button', { name: 'Back', exact: true }).waitFor()
          await shot(`feature-${slug(label)}`)
          await followUps[slug(label)]?.()
          while (!(await features.isVisible())) await back()
        }
      } finally {
        await session.close()
      }
      checks.expectNoFindings()
      expect(failures).toEqual([])
    })
})

describe('visual regression: the flows past connecting, both widths from one session per theme', () => {
  for (const theme of themes) {
    it(`the embedded wallet after an email login, ${theme} theme`, { timeout: 300_000 }, async () => {
      const session = await openDemo(browser, { demoDist: inject('demoDist'), query: `?theme=${theme}` })
      const failures: string[] = []
      const { page } = session
      const modal = dialog(page)
      const shot = createShooter(page, theme, failures, viewports)
      // The wallet's keys are made at sign-up: its addresses (and their identicons) differ on every run.
      const addresses = () => [modal.getByText(/0x[0-9a-f]{4}/i), modal.locator('.foyer-avatar')]
      try {
        await page.setViewportSize(viewports[0])
        await page.emulateMedia({ reducedMotion: 'reduce' })
        const email = `visual-wallet-${theme}@example.com`
        await signInWithEmail(page, { inboxUrl: inject('devnet').mail?.url ?? '', email })
        await waitForStatus(page, 'connected')

        await page.getByRole('button', { name: 'Open modal' }).click()
        await modal.getByRole('button', { name: /^Your wallet/ }).click()
        await modal.getByRole('button', { name: 'Smart account', exact: true }).waitFor()
        await shot('embedded-wallet', { mask: addresses })
        await modal.getByRole('button', { name: 'Close', exact: true }).click()
        await modal.waitFor({ state: 'detached' })

        await page.getByRole('button', { name: 'Update email' }).click()
        await modal.getByLabel(`New email (now ${email})`).waitFor()
        await shot('update-email', { mask: addresses })
        await modal.getByRole('button', { name: 'Close', exact: true }).click()
        await modal.waitFor({ state: 'detached' })

        // A sign request: the approval page is the frame's own document inside the modal.
        await page.getByRole('button', { name: 'Sign message' }).click()
        await approvalFrame(page).getByRole('button', { name: 'Approve' }).waitFor()
        await modal.getByText('Waiting for your wallet to answer…').waitFor()
        // The modal's status spins until the user answers in the frame. The frame arms Approve only while nothing
        // covers it (a mask's overlay would), so its account (a new one each run) is made transparent, not masked.
        const frame = approvalFrame(page)
        await shot('approve-in-frame', {
          spinning: true,
          ready: async () => {
            await frame
              .locator('dd')
              .filter({ hasText: /0x[0-9a-f]{4}/i })
              .evaluateAll((elements) => {
                for (const element of elements) (element as HTMLElement).style.color = 'transparent'
              })
            await frame.getByRole('button', { name: 'Approve' }).and(frame.locator(':enabled')).waitFor()
          },
        })
        await approveInFrame(page)
        await modal.waitFor({ state: 'detached' })
      } finally {
        await session.close()
      }
      expect(failures).toEqual([])
    })

    it(`the on-ramp: providers, waiting for the purchase, complete, ${theme} theme`, {
      timeout: 300_000,
    }, async () => {
      const key = await fundedKey(`onramp ${theme}`)
      const session = await openDemo(browser, {
        demoDist: inject('demoDist'),
        initScripts: await devWalletScripts(inject('devnet'), inject('walletsDir'), { privateKey: key }),
        query: `?theme=${theme}`,
      })
      const failures: string[] = []
      const { page } = session
      const modal = dialog(page)
      const shot = createShooter(page, theme, failures, viewports)
      const providers = modal.getByRole('list', { name: 'Providers' })
      // The quotes and what the purchase brought follow the devnet's prices.
      const quotes = () => [providers.locator('.foyer-list-item__description')]
      try {
        await page.setViewportSize(viewports[0])
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await connectDevWallet(page)
        await page.getByRole('button', { name: 'Open modal' }).click()
        await modal.getByRole('button', { name: 'Buy crypto' }).click()
        await modal.getByLabel('Amount (USD)').fill('50')
        await modal
          .getByRole('list', { name: 'Asset to buy' })
          .getByRole('button', { name: /^ETH\b/ })
          .click()
        const coinbase = providers.getByRole('button', { name: /Buy with Coinbase/ })
        await coinbase.waitFor()
        await shot('onramp-providers', { mask: quotes })

        const [checkout] = await Promise.all([page.context().waitForEvent('page'), coinbase.click()])
        await modal.getByText('Complete your purchase with Coinbase in the new window.').waitFor()
        await shot('onramp-waiting', { spinning: true, mask: quotes })
        await checkout.getByRole('button', { name: 'Pay 50.00 USD' }).click()
        await checkout.locator('#status').filter({ hasText: 'Paid' }).waitFor()
        await checkout.close()
        await modal.getByRole('status').filter({ hasText: 'Purchase complete' }).waitFor({ timeout: 15_000 })
        await shot('onramp-complete', { mask: () => [...quotes(), modal.getByRole('status')] })
      } finally {
        await session.close()
      }
      expect(failures).toEqual([])
    })

    it(`AppKit's siweConfig sign-in (ConnectingSiwe), ${theme} theme`, { timeout: 300_000 }, async () => {
      const key = await fundedKey(`siwe ${theme}`)
      const session = await openDemo(browser, {
        demoDist: inject('demoDist'),
        initScripts: await devWalletScripts(inject('devnet'), inject('walletsDir'), { privateKey: key }),
        query: `?theme=${theme}&siwe=1`,
      })
      const failures: string[] = []
      const { page } = session
      const modal = dialog(page)
      const shot = createShooter(page, theme, failures, viewports)
      try {
        await page.setViewportSize(viewports[0])
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
        await installedDevWallet(page).click()
        await modal.getByRole('button', { name: 'Sign', exact: true }).waitFor()
        await shot('siwe-sign')
      } finally {
        await session.close()
      }
      expect(failures).toEqual([])
    })

    it(`Sign In With X, then a name registered, ${theme} theme`, { timeout: 300_000 }, async () => {
      const key = await fundedKey(`siwx ${theme}`)
      const session = await openDemo(browser, {
        demoDist: inject('demoDist'),
        initScripts: await devWalletScripts(inject('devnet'), inject('walletsDir'), { privateKey: key }),
        query: `?theme=${theme}&siwx=required`,
      })
      const failures: string[] = []
      const { page } = session
      const modal = dialog(page)
      const shot = createShooter(page, theme, failures, viewports)
      try {
        await page.setViewportSize(viewports[0])
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
        await installedDevWallet(page).click()
        await modal.getByRole('button', { name: 'Sign', exact: true }).waitFor()
        await shot('siwx-sign')
        await modal.getByRole('button', { name: 'Sign', exact: true }).click()
        await modal.waitFor({ state: 'detached' })
        await waitForStatus(page, 'connected')

        const name = `visual${theme}`
        await page.getByRole('button', { name: 'Open modal' }).click()
        await modal.getByRole('button', { name: 'Choose name' }).click()
        await modal.getByLabel('Name', { exact: true }).fill(name)
        await modal.getByText(`${name}.foyer.eth is available.`).waitFor()
        await modal.getByRole('button', { name: 'Register name' }).click()
        await modal.getByText(`${name}.foyer.eth is now your account's name.`).waitFor({ timeout: 20_000 })
        await shot('name-registered')
      } finally {
        await session.close()
      }
      expect(failures).toEqual([])
    })
  }
})

/** The texts the Arabic and Japanese shots find their way by (the demo's own buttons stay English). */
const localeTexts = {
  ar: {
    connect: 'ربط المحفظة',
    features: 'ميزات المحفظة',
    send: 'إرسال',
    swap: 'مبادلة',
    tokens: 'الرموز',
    amount: 'المبلغ',
    receiver: /^عنوان المستلم/,
    pay: 'تدفع',
  },
  ja: {
    connect: 'ウォレットを接続',
    features: 'ウォレットの機能',
    send: '送金',
    swap: 'スワップ',
    tokens: 'トークン',
    amount: '金額',
    receiver: /^受取人のアドレス/,
    pay: '支払う',
  },
} as const

describe('visual regression: the main views in Arabic (right to left) and Japanese', () => {
  for (const locale of ['ar', 'ja'] as const)
    it(`connect, account, send and swap in ${locale}, dark theme, both widths`, {
      timeout: 300_000,
    }, async () => {
      const texts = localeTexts[locale]
      const key = await fundedKey(`locale ${locale}`)
      const session = await openDemo(browser, {
        demoDist: inject('demoDist'),
        initScripts: await devWalletScripts(inject('devnet'), inject('walletsDir'), { privateKey: key }),
        query: `?theme=dark&locale=${locale}`,
      })
      const failures: string[] = []
      const { page } = session
      const modal = dialog(page)
      const shot = createShooter(page, 'dark', failures, viewports)
      const named = (name: string) => `${name}-${locale}`
      try {
        await page.setViewportSize(viewports[0])
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await page.getByRole('button', { name: texts.connect }).first().click()
        await modal
          .getByRole('button', { name: /Foyer Dev Wallet/ })
          .first()
          .waitFor()
        await shot(named('connect'), { slots: ['ConnectEmail', 'ConnectSocial'] })
        await modal
          .getByRole('button', { name: /Foyer Dev Wallet/ })
          .first()
          .click()
        await waitForStatus(page, 'connected')
        await modal.waitFor({ state: 'detached' })

        await page.getByRole('button', { name: 'Open modal' }).click()
        await modal.getByRole('list', { name: texts.tokens }).getByRole('listitem').first().waitFor()
        await shot(named('account'), { slots: ['AccountTokens'] })

        const features = modal.getByRole('list', { name: texts.features })
        await features.getByRole('button', { name: texts.send, exact: true }).click()
        await modal.getByRole('heading', { name: texts.send, exact: true }).waitFor()
        await modal.getByLabel(texts.receiver).fill(receiver)
        await modal.getByLabel(texts.amount, { exact: true }).fill('1.5')
        await shot(named('send-form'))
        await page.keyboard.press('Escape')
        await modal.waitFor({ state: 'detached' })

        await page.getByRole('button', { name: 'Open modal' }).click()
        await features.getByRole('button', { name: texts.swap, exact: true }).click()
        await modal.getByRole('heading', { name: texts.swap, exact: true }).waitFor()
        await modal.getByLabel(texts.pay, { exact: true }).waitFor()
        await shot(named('swap'))
      } finally {
        await session.close()
      }
      expect(failures).toEqual([])
    })
})

describe('visual regression: the views a wallet holds on screen, both widths from one session per theme', () => {
  for (const theme of themes) {
    it(`Farcaster's QR page, a wallet's prompt left open, then the wallet on a chain the app does not list, ${theme} theme`, {
      timeout: 300_000,
    }, async () => {
      const key = await fundedKey(`held ${theme}`)
      const session = await openDemo(browser, {
        demoDist: inject('demoDist'),
        initScripts: await devWalletScripts(inject('devnet'), inject('walletsDir'), {
          privateKey: key,
          holdPrompt: true,
        }),
        query: `?theme=${theme}`,
      })
      const failures: string[] = []
      const { page } = session
      const modal = dialog(page)
      const shot = createShooter(page, theme, failures, viewports)
      const checks = createViewChecks(page, theme)
      try {
        // On a desktop the social row shows Farcaster without "More".
        await page.setViewportSize(viewports[1])
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
        await modal.getByRole('button', { name: 'Continue with Farcaster', exact: true }).click()
        // The QR (a fresh relay channel each time) is masked; the rest of the page is the same on every run.
        await modal.getByRole('img', { name: 'QR code to sign in with Farcaster' }).waitFor()
        await shot('farcaster', { spinning: true })
        await checks.overflow('ConnectingFarcaster')
        await checks.axe('ConnectingFarcaster')
        await modal.getByRole('button', { name: 'Back', exact: true }).click()

        // The wallet's prompt stays open until its user answers: the modal waits on "Continue in …", spinning.
        await modal
          .getByRole('button', { name: /Foyer Dev Wallet/ })
          .first()
          .click()
        await modal.getByRole('status').filter({ hasText: 'Continue in Foyer Dev Wallet' }).waitFor()
        await shot('connecting-external', { spinning: true })
        await checks.overflow('ConnectingExternal')
        await checks.axe('ConnectingExternal pending', { axeOnly: true })
        await answerHeldPrompt(page)
        await waitForStatus(page, 'connected')
        await modal.waitFor({ state: 'detached' })

        // The user moves the wallet to Base (8453), which the demo does not list.
        await page.evaluate(() =>
          (window as unknown as { ethereum: { request(a: unknown): Promise<unknown> } }).ethereum.request({
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: '0x2105' }],
          }),
        )
        await modal.getByRole('heading', { name: /Unsupported/i }).waitFor()
        await shot('unsupported-chain')
        await checks.overflow('UnsupportedChain')
        await checks.axe('UnsupportedChain')
      } finally {
        await session.close()
      }
      checks.expectNoFindings()
      expect(failures).toEqual([])
    })

    it(`basic mode (no adapters) opens on WalletConnect's QR page, ${theme} theme`, {
      timeout: 300_000,
    }, async () => {
      const session = await openDemo(browser, {
        demoDist: inject('demoDist'),
        query: `?mode=basic&theme=${theme}`,
      })
      const failures: string[] = []
      const { page } = session
      const modal = dialog(page)
      const shot = createShooter(page, theme, failures, viewports)
      const checks = createViewChecks(page, theme)
      try {
        await page.setViewportSize(viewports[0])
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
        await modal.getByRole('img', { name: 'QR code to connect WalletConnect' }).waitFor()
        await shot('walletconnect-basic', { spinning: true })
        await checks.overflow('ConnectingWalletConnectBasic')
        await checks.axe('ConnectingWalletConnectBasic')
      } finally {
        await session.close()
      }
      checks.expectNoFindings()
      expect(failures).toEqual([])
    })
  }
})

describe('visual regression: the multichain page, both widths from one session per theme', () => {
  for (const theme of themes)
    it(`Solana's and Bitcoin's Account views and Solana's Receive, ${theme} theme`, {
      timeout: 300_000,
    }, async () => {
      const devnet = inject('devnet')
      const walletsDir = inject('walletsDir')
      // Dev accounts no other test sends from: their balances are the devnet's opening ones.
      const session = await openDemo(browser, {
        demoDist: inject('demoDist'),
        initScripts: [
          ...(await solanaWalletScripts(devnet, walletsDir, { account: 5 })),
          ...(await bitcoinWalletScripts(devnet, walletsDir, { account: 5 })),
        ],
        query: `multichain.html?theme=${theme}`,
      })
      const failures: string[] = []
      const { page } = session
      const modal = dialog(page)
      const shot = createShooter(page, theme, failures, viewports)
      // On a busy machine a dev wallet can announce itself after the first click: then, as a user would, close the
      // modal and pick the wallet again.
      const connect = async (chain: 'Solana' | 'Bitcoin') => {
        const status = page.getByTestId(`${chain.toLowerCase()}-status`)
        for (let attempt = 1; ; attempt++) {
          await page.getByRole('button', { name: `Connect ${chain} wallet` }).click()
          await modal
            .getByRole('button', { name: /Foyer Dev Wallet/ })
            .first()
            .click()
          const connected = await expect
            .poll(() => status.textContent(), { timeout: 15_000 })
            .toBe('connected')
            .then(() => true)
            .catch((error: unknown) => {
              if (attempt === 2) throw error
              return false
            })
          if (connected) break
          if (await modal.count()) await modal.getByRole('button', { name: 'Close' }).click()
          await modal.waitFor({ state: 'detached' })
        }
        await modal.waitFor({ state: 'detached' })
      }
      const openAccount = async () => {
        await page.getByRole('button', { name: 'Open modal' }).click()
        await modal.getByRole('button', { name: 'Disconnect' }).waitFor()
        await modal.locator('.foyer-account__balance').waitFor()
      }
      try {
        await page.setViewportSize(viewports[0])
        await page.emulateMedia({ reducedMotion: 'reduce' })

        await connect('Solana')
        await openAccount()
        await modal.getByRole('list', { name: 'Tokens' }).getByRole('listitem').first().waitFor()
        await shot('solana-account', { slots: ['AccountTokens'] })
        await modal
          .getByRole('list', { name: 'Wallet features' })
          .getByRole('button', { name: 'Receive' })
          .click()
        await modal.getByRole('img', { name: /QR code/i }).waitFor()
        await shot('solana-receive')
        await modal.getByRole('button', { name: 'Close', exact: true }).click()
        await modal.waitFor({ state: 'detached' })

        await page.setViewportSize(viewports[0])
        await connect('Bitcoin')
        await openAccount()
        await shot('bitcoin-account')
      } finally {
        await session.close()
      }
      expect(failures).toEqual([])
    })
})

describe('visual regression: coverage', () => {
  it("the README's screenshots are committed baselines", async () => {
    const readme = await readFile(new URL('../../../README.md', import.meta.url), 'utf8')
    const shown = [...readme.matchAll(/examples\/demo\/e2e\/__screenshots__\/([^)\s]+\.png)/g)].map(
      (match) => match[1] ?? '',
    )
    expect(shown.length).toBeGreaterThan(0)
    expect(shown.filter((file) => !existsSync(join(screenshotsDir, file)))).toEqual([])
  })

  it('shoots every view the demo pages register, or says why it cannot', async () => {
    const registered = await registeredDemoViews(inject('devnet'))
    console.info(
      registered
        .map(
          (view) =>
            `${view}: ${[...(shotViews.get(view) ?? [])].join(', ') || `not shot (${unshootable[view]})`}`,
        )
        .join('\n'),
    )
    expect(registered.filter((view) => !shotViews.has(view) && !Object.hasOwn(unshootable, view))).toEqual([])
    // The list stays short and true: no entry for a view that is shot, or that nothing registers any more.
    expect(
      Object.keys(unshootable).filter((view) => shotViews.has(view) || !registered.includes(view)),
    ).toEqual([])
  })
})

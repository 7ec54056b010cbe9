import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/** The modal's dialog (in the shadow root of `.foyer-root`, which Playwright's locators pierce). */
export const dialog = (page: Page) => page.getByRole('dialog')

/**
 * The dev wallet's row once the page has found it installed (or it is the recent one). Before its EIP-6963
 * announcement is in, the registry's entry of the same name is listed without a connector and leads to WalletConnect:
 * on a loaded machine a click could land there first.
 */
export const installedDevWallet = (page: Page) =>
  dialog(page)
    .getByRole('button', { name: /^Foyer Dev Wallet[\s,]+(Installed|Recent)\b/ })
    .first()

/** Clicks the header's connect button, then the Foyer Dev Wallet in the Connect view, as a person would. */
export async function connectDevWallet(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await installedDevWallet(page).click()
  await page
    .getByTestId('status')
    .filter({ hasText: /^connected$/ })
    .waitFor()
    .catch(async (error: Error) => {
      throw new Error(`${error.message.split('\n')[0]}\n${await describeConnection(page)}`, { cause: error })
    })
}

/** What the page shows of a connection, and the dev wallet's last calls: why a connect did not end. */
export async function describeConnection(page: Page): Promise<string> {
  const shown = await page
    .evaluate(() => {
      const modal = document.querySelector('.foyer-root')?.shadowRoot?.querySelector('[role="dialog"]')
      return {
        status: document.querySelector('[data-testid="status"]')?.textContent,
        view: modal?.querySelector('[data-view]')?.getAttribute('data-view') ?? '(no modal)',
        modal: modal?.textContent?.slice(0, 300),
        walletCalls: (window as { __foyerDevWalletCalls?: unknown }).__foyerDevWalletCalls,
      }
    })
    .catch((error: Error) => ({ unreadable: error.message }))
  return JSON.stringify(shown)
}

/** Opens the Connect view from the header's button and waits until the dev wallet is listed and nothing moves. */
export async function openConnectView(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await installedDevWallet(page).waitFor()
  await waitForAnimations(page)
}

/**
 * Waits until every finite animation in the page, the modal's shadow root included, has finished (a spinner turns for
 * ever: it is left alone).
 */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    // A document's animations leave out its shadow trees': the modal renders in the shadow root of `.foyer-root`.
    const roots: (Document | ShadowRoot)[] = [document]
    for (const element of document.querySelectorAll('*'))
      if (element.shadowRoot) roots.push(element.shadowRoot)
    return roots.every((root) =>
      root
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    )
  })
}

export async function waitForStatus(
  page: Page,
  status: 'connected' | 'disconnected' | 'connecting',
): Promise<void> {
  await page
    .getByTestId('status')
    .filter({ hasText: new RegExp(`^${status}$`) })
    .waitFor()
}

/** JSON-RPC to a devnet chain from the test process. */
export async function rpc<T>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result: T; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result
}

/**
 * Waits until the page has done what it does on its own after a load, before the first open (restoring a session or
 * not): it has loaded, fetched the modal's chunk while idle (the last thing it does unasked), and been idle once more
 * since. `requests`: the page's requests (a guarded page's `requests`, which the route makes uncached); `since`: how
 * many of them came before the load in question.
 */
export async function waitForIdlePage(page: Page, requests: readonly string[], since = 0): Promise<void> {
  await page.waitForLoadState('networkidle')
  await expect
    .poll(() => requests.slice(since).some((url) => /\/Modal-[\w-]+\.js$/.test(new URL(url).pathname)))
    .toBe(true)
  await page.waitForLoadState('networkidle')
  await idle(page)
}

/** Waits for the page's next idle period: what it had queued (timers due, answers to handle, renders) has run. */
export async function idle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestAnimationFrame(() => setTimeout(resolve, 0)), { timeout: 5_000 }),
      ),
  )
}

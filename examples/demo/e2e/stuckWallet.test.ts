import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { dialog, idle, waitForStatus } from './demoActions.js'
import { type DemoSession, openDemo } from './demoPage.js'
import { launchChromium } from './launchChromium.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

type ScriptedWallet = {
  /** Answer eth_requestAccounts at once, or hold it until the page calls `window.__answerScriptedWallet()`. */
  accounts: 'now' | 'held'
  /** What eth_chainId answers (a malformed value on purpose). */
  chainId: unknown
}

/**
 * An init script standing in for a browser extension that misbehaves: an EIP-6963 wallet, "Scripted Wallet", whose
 * answers the test chooses. It refuses to switch chains.
 */
function scriptedWalletScript({ accounts, chainId }: ScriptedWallet): string {
  return `(() => {
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const held = []
    window.__answerScriptedWallet = () => { for (const answer of held.splice(0)) answer() }
    const calls = (window.__scriptedWalletCalls = [])
    const provider = {
      request({ method }) {
        calls.push(method)
        if (method === 'eth_requestAccounts' || method === 'wallet_requestPermissions') {
          const answer = method === 'eth_requestAccounts' ? [address] : [{ parentCapability: 'eth_accounts' }]
          if (${JSON.stringify(accounts)} === 'now') return Promise.resolve(answer)
          return new Promise((resolve) => held.push(() => resolve(answer)))
        }
        if (method === 'eth_accounts') return Promise.resolve([])
        if (method === 'eth_chainId') return Promise.resolve(${JSON.stringify(chainId)})
        if (method === 'wallet_switchEthereumChain' || method === 'wallet_addEthereumChain')
          return Promise.reject(Object.assign(new Error('Unsupported method'), { code: 4200 }))
        return Promise.resolve(null)
      },
      on() {},
      removeListener() {},
    }
    const icon = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#888"/></svg>')
    const detail = Object.freeze({
      info: Object.freeze({ uuid: '0f6a1b5e-9a53-4a6c-9d2a-3b0f3c1d7e11', name: 'Scripted Wallet', icon, rdns: 'dev.foyer.scripted' }),
      provider,
    })
    const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  })()`
}

async function open(wallet: ScriptedWallet): Promise<DemoSession> {
  return openDemo(browser, { demoDist: inject('demoDist'), initScripts: [scriptedWalletScript(wallet)] })
}

async function chooseScriptedWallet(session: DemoSession): Promise<void> {
  await session.page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await dialog(session.page)
    .getByRole('button', { name: /Scripted Wallet/ })
    .first()
    .click()
}

describe('a wallet that never answers eth_requestAccounts', () => {
  it('closing the modal cancels the attempt, the button works again and a late answer is ignored', async () => {
    const session = await open({ accounts: 'held', chainId: '0x1' })
    const { page } = session
    await chooseScriptedWallet(session)
    await dialog(page).getByText('Continue in Scripted Wallet').waitFor()
    await waitForStatus(page, 'connecting')

    await dialog(page).getByRole('button', { name: 'Close' }).click()
    await waitForStatus(page, 'disconnected')

    // The wallet answers after all: the account must not appear.
    await page.evaluate(() =>
      (window as unknown as { __answerScriptedWallet(): void }).__answerScriptedWallet(),
    )
    // The page has run everything the answer set off (a connect would go on to eth_chainId at once).
    await idle(page)
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
    expect(await page.getByTestId('address').textContent()).toBe('—')

    // The connect button opens the Connect view again, and leaving the Connecting view cancels too.
    await chooseScriptedWallet(session)
    await waitForStatus(page, 'connecting')
    await dialog(page).getByRole('button', { name: 'Back' }).click()
    await waitForStatus(page, 'disconnected')
    await dialog(page)
      .getByRole('button', { name: /Scripted Wallet/ })
      .first()
      .waitFor()
    expect(session.errors).toEqual([])
    expect(session.blocked).toEqual([])
    await session.close()
  })
})

describe('a wallet whose eth_chainId answer is malformed', () => {
  it.each([
    ['"0xZZ"', '0xZZ'],
    ['null', null],
  ])('%s shows the unsupported-network state, with no NaN anywhere', async (_, chainId) => {
    const session = await open({ accounts: 'now', chainId })
    const { page } = session
    await chooseScriptedWallet(session)
    await waitForStatus(page, 'connected')
    await dialog(page)
      .getByRole('heading', { name: /Unsupported/i })
      .waitFor()
    const text = await page.locator('body').textContent()
    expect(text).not.toMatch(/NaN|Infinity/)
    expect(await page.getByTestId('network').textContent()).not.toMatch(/NaN/)
    expect(session.blocked).toEqual([])
    await session.close()
  })
})

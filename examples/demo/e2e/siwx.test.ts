import type { Browser } from 'playwright-core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { parseSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { dialog, idle, waitForAnimations, waitForStatus } from './demoActions.js'
import { devWalletScripts, openDemo } from './demoPage.js'
import { findUnstyledElements } from './findUnstyledElements.js'
import { launchChromium } from './launchChromium.js'
import { runAxe } from './runAxe.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

/** The demo with Sign In With X required, a dev wallet of a key no other test uses. */
async function openWithSignIn() {
  const privateKey = generatePrivateKey()
  const session = await openDemo(browser, {
    demoDist: inject('demoDist'),
    initScripts: await devWalletScripts(inject('devnet'), inject('walletsDir'), { privateKey }),
    query: '?siwx=required',
  })
  return { session, address: privateKeyToAccount(privateKey).address }
}

async function pickDevWallet(page: Awaited<ReturnType<typeof openWithSignIn>>['session']['page']) {
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await dialog(page)
    .getByRole('button', { name: /Foyer Dev Wallet/ })
    .first()
    .click()
}

const storedSessions = (page: Awaited<ReturnType<typeof openWithSignIn>>['session']['page']) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((entry) => entry.endsWith('plugin:siwx:sessions'))
    return key
      ? (JSON.parse(JSON.parse(localStorage.getItem(key) ?? '"[]"')) as { id: string; message: string }[])
      : []
  })

describe('Sign In With X on the devnet (required sign-in, Chromium)', () => {
  it('connects, asks to sign, signs in; the server verifies the session and a reload keeps it', async () => {
    const serviceUrl = inject('devnet').service?.url ?? ''
    const { session, address } = await openWithSignIn()
    const { page } = session
    await pickDevWallet(page)
    const modal = dialog(page)
    await modal.getByText('Foyer demo needs to connect to your wallet').waitFor()
    // Required: the modal stays open on Escape while no session exists.
    await page.keyboard.press('Escape')
    await modal.getByRole('button', { name: 'Sign', exact: true }).waitFor()
    await waitForAnimations(page)
    expect(await runAxe(page)).toEqual([])
    expect(await findUnstyledElements(dialog(page))).toEqual([])
    // The signing account fits the modal (a whole address ran past its right edge on phones), and reads in full.
    const account = modal.locator('.foyer-siwx__account')
    expect(await account.evaluate((row) => row.scrollWidth <= row.clientWidth)).toBe(true)
    expect((await account.textContent())?.includes(address)).toBe(true)

    await modal.getByRole('button', { name: 'Sign', exact: true }).click()
    await modal.waitFor({ state: 'detached' })
    await waitForStatus(page, 'connected')
    const [stored] = await storedSessions(page)
    expect(parseSiweMessage(stored?.message ?? '')).toMatchObject({
      address,
      chainId: 1,
      statement: 'Sign in to the Foyer demo',
    })
    const checked = await fetch(`${serviceUrl}/auth/siwx/sessions/${stored?.id}`)
    expect(checked.status).toBe(200)
    // Signed for the demo's own host and page: the service refuses any other (issue 24).
    expect(await checked.json()).toMatchObject({
      address,
      chainId: 'eip155:1',
      domain: new URL(session.server.url).host,
      uri: expect.stringMatching(new RegExp(`^${session.server.url}/`)),
    })

    // Analytics is on in the demo: the sign-in reached the devnet's sink.
    await expect
      .poll(
        async () => {
          const { events } = (await (await fetch(`${serviceUrl}/dev/analytics`)).json()) as {
            events: { url: string; props: { event: string } }[]
          }
          return events
            .filter((event) => event.url.startsWith(session.server.url))
            .map((event) => event.props.event)
        },
        { timeout: 10_000 },
      )
      .toContain('SIWX_AUTH_SUCCESS')

    // The restored connection's session is checked with the service; only a refusal would open the modal again.
    const checkedAgain = page.waitForResponse((response) =>
      new URL(response.url()).pathname.endsWith(`/auth/siwx/sessions/${stored?.id}`),
    )
    await page.reload()
    await waitForStatus(page, 'connected')
    expect((await checkedAgain).status()).toBe(200)
    await idle(page)
    expect(await modal.count()).toBe(0)
    await session.close()
  })

  it('cancel disconnects and the modal starts again from Connect', async () => {
    const { session } = await openWithSignIn()
    const { page } = session
    await pickDevWallet(page)
    const modal = dialog(page)
    await modal.getByRole('button', { name: 'Cancel' }).click()
    await waitForStatus(page, 'disconnected')
    const serviceUrl = inject('devnet').service?.url ?? ''
    await expect
      .poll(
        async () => {
          const { events } = (await (await fetch(`${serviceUrl}/dev/analytics`)).json()) as {
            events: { url: string; props: { event: string } }[]
          }
          return events
            .filter((event) => event.url.startsWith(session.server.url))
            .map((event) => event.props.event)
        },
        { timeout: 10_000 },
      )
      .toContain('CLICK_CANCEL_SIWX')
    await modal
      .getByRole('button', { name: /Foyer Dev Wallet/ })
      .first()
      .waitFor()
    expect(await storedSessions(page)).toEqual([])
    await session.close()
  })

  it("AppKit's siweConfig: ConnectingSiwe, signed through the app's SIWE server, kept after a reload", async () => {
    const serviceUrl = inject('devnet').service?.url ?? ''
    const privateKey = generatePrivateKey()
    const address = privateKeyToAccount(privateKey).address
    const session = await openDemo(browser, {
      demoDist: inject('demoDist'),
      initScripts: await devWalletScripts(inject('devnet'), inject('walletsDir'), { privateKey }),
      query: '?siwe=1',
    })
    const { page } = session
    await pickDevWallet(page)
    const modal = dialog(page)
    await modal.getByRole('heading', { name: 'Sign In' }).waitFor()
    await modal.getByText('Foyer demo needs to connect to your wallet').waitFor()
    await waitForAnimations(page)
    expect(await runAxe(page)).toEqual([])
    await modal.getByRole('button', { name: 'Sign', exact: true }).click()
    await modal.waitFor({ state: 'detached' })
    await waitForStatus(page, 'connected')
    const id = await page.evaluate(() => sessionStorage.getItem('demo:siwe-session'))
    const checked = await fetch(`${serviceUrl}/auth/siwx/sessions/${id}`)
    expect(checked.status).toBe(200)
    expect(await checked.json()).toMatchObject({
      address,
      chainId: 'eip155:1',
      domain: new URL(session.server.url).host,
      message: expect.stringContaining('\n\nSign in to the Foyer demo with SIWE\n'),
    })

    // A reload asks the app's server (getSession), finds the session and asks for nothing.
    await page.reload()
    await waitForStatus(page, 'connected')
    await page.getByRole('button', { name: 'Open modal' }).first().click()
    await modal.getByRole('button', { name: /^Send/ }).first().waitFor()
    expect(await modal.getByRole('button', { name: 'Sign', exact: true }).count()).toBe(0)
    await session.close()
  })
})

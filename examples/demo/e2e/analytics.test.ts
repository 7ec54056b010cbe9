import { startReferenceService } from '@foyer/service'
import type { Browser, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { connectDevWallet, dialog, idle, openConnectView, waitForIdlePage } from './demoActions.js'
import { type DemoSession, devWalletScripts, openDemo } from './demoPage.js'
import { launchChromium } from './launchChromium.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

type SinkEvent = { eventId: string; url: string; domain: string; timestamp: number; props: { event: string } }

async function open(query = '', initScripts: string[] = []): Promise<DemoSession> {
  const devnet = inject('devnet')
  return openDemo(browser, {
    demoDist: inject('demoDist'),
    initScripts: [...(await devWalletScripts(devnet, inject('walletsDir'), { account: 7 })), ...initScripts],
    query,
  })
}

/** Lists in `window.__serviceCalls`, as the page makes them, the paths of its fetch calls to `serviceUrl`. */
const recordServiceCalls = (serviceUrl: string) => `(() => {
  const calls = (window.__serviceCalls = [])
  const fetch = window.fetch.bind(window)
  window.fetch = (input, init) => {
    const url = String(input instanceof Request ? input.url : input)
    if (url.startsWith(${JSON.stringify(serviceUrl)})) calls.push(new URL(url).pathname)
    return fetch(input, init)
  }
})()`

const serviceCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __serviceCalls: string[] }).__serviceCalls)

/** The analytics requests the page sent to `serviceUrl`. */
function analyticsRequests(session: DemoSession, serviceUrl: string) {
  const matching = (path: string) => session.requests.filter((url) => url.startsWith(`${serviceUrl}${path}`))
  return { config: matching('/getAnalyticsConfig').length, events: matching('/e?').length }
}

/** What the devnet's analytics sink stored for this page (the sink is shared by every e2e file). */
async function sinkEvents(serviceUrl: string, session: DemoSession): Promise<SinkEvent[]> {
  const response = await fetch(`${serviceUrl}/dev/analytics`)
  const { events } = (await response.json()) as { events: SinkEvent[] }
  return events.filter((event) => event.url.startsWith(session.server.url))
}

/** Every snackbar text the page shows from now on, wherever the modal host renders it. */
async function recordSnackbars(page: Page): Promise<string[]> {
  const shown: string[] = []
  await page.exposeFunction('__snack', (text: string) => shown.push(text))
  await page.evaluate(() => {
    const seen = new WeakSet<Node>()
    // The modal renders in the shadow root of .foyer-root: watch it as well as the page.
    const observer = new MutationObserver(() => {
      const shadow = document.querySelector('.foyer-root')?.shadowRoot
      if (shadow && !seen.has(shadow)) {
        seen.add(shadow)
        observer.observe(shadow, { childList: true, subtree: true })
      }
      const snackbars = [
        ...document.querySelectorAll('.foyer-snackbar'),
        ...(shadow?.querySelectorAll('.foyer-snackbar') ?? []),
      ]
      for (const element of snackbars) {
        if (seen.has(element)) continue
        seen.add(element)
        ;(window as unknown as { __snack(text: string): void }).__snack(element.textContent ?? '')
      }
    })
    observer.observe(document.documentElement, { childList: true, subtree: true })
  })
  return shown
}

/**
 * How many of the page's requests to `origin` from now on have not ended yet: none left, and the page idle after,
 * means every answer has been handled (a snackbar it brings is shown).
 */
function pendingRequests(page: Page, origin: string): () => number {
  const pending = new Set<Request>()
  page.on('request', (request) => {
    if (request.url().startsWith(origin)) pending.add(request)
  })
  const end = (request: Request) => pending.delete(request)
  page.on('requestfinished', end)
  page.on('requestfailed', end)
  return () => pending.size
}

/** Waits until every request the page sent to the service has been answered and the page has handled the answers. */
async function answered(page: Page, pending: () => number): Promise<void> {
  await expect
    .poll(async () => {
      if (pending() > 0) return false
      await idle(page)
      return pending() === 0
    })
    .toBe(true)
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('analytics in the demo', () => {
  it('nothing before the first open; the config once; events reach the devnet sink', async () => {
    const serviceUrl = inject('devnet').service?.url ?? ''
    const session = await open()
    const { page } = session
    await page.getByRole('button', { name: 'Connect Wallet' }).first().waitFor()
    await waitForIdlePage(page, session.requests)
    expect(analyticsRequests(session, serviceUrl)).toEqual({ config: 0, events: 0 })

    await connectDevWallet(page)
    await expect.poll(() => analyticsRequests(session, serviceUrl).config).toBe(1)
    await expect
      .poll(async () => (await sinkEvents(serviceUrl, session)).map((event) => event.props.event), {
        timeout: 10_000,
      })
      .toEqual(expect.arrayContaining(['MODAL_OPEN', 'CONNECT_SUCCESS']))

    // Open and close again: events keep flowing, the config is not asked again.
    await page.getByRole('button', { name: 'Open modal' }).click()
    await dialog(page).getByRole('button', { name: 'Disconnect' }).waitFor()
    await page.keyboard.press('Escape')
    await expect
      .poll(
        async () =>
          (await sinkEvents(serviceUrl, session)).filter((e) => e.props.event === 'MODAL_OPEN').length,
        {
          timeout: 10_000,
        },
      )
      .toBe(2)
    expect(analyticsRequests(session, serviceUrl).config).toBe(1)
    const events = await sinkEvents(serviceUrl, session)
    for (const event of events) {
      expect(event.eventId).toMatch(uuid)
      expect(event.domain).toBe('127.0.0.1')
    }
    expect(new Set(events.map((event) => event.eventId)).size).toBe(events.length)
    expect(session.blocked).toEqual([])

    // Leaving the page sends what is queued at once (keepalive), without waiting for the batch timer.
    const count = async (name: string) =>
      (await sinkEvents(serviceUrl, session)).filter((event) => event.props.event === name).length
    // Each event is its own request: the closes so far (after connecting, and the Escape above) may still be on their
    // way. Both have arrived before the next open.
    await expect.poll(() => count('MODAL_CLOSE'), { timeout: 10_000 }).toBe(2)
    await page.getByRole('button', { name: 'Open modal' }).click()
    await dialog(page).getByRole('button', { name: 'Disconnect' }).waitFor()
    await page.keyboard.press('Escape')
    await page.goto('about:blank')
    await expect.poll(() => count('MODAL_OPEN'), { timeout: 10_000 }).toBe(3)
    await expect.poll(() => count('MODAL_CLOSE'), { timeout: 10_000 }).toBe(3)
    await session.close()
  })

  it('with features.analytics false, a whole connect flow sends no analytics request at all', async () => {
    const serviceUrl = inject('devnet').service?.url ?? ''
    const session = await open('?analytics=off', [recordServiceCalls(serviceUrl)])
    const { page } = session
    // The page's clock is driven past the analytics batch delay below, so a queued event would be sent by then.
    await page.clock.install()
    await connectDevWallet(page)
    await page.getByRole('button', { name: 'Open modal' }).click()
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
    await page
      .getByTestId('status')
      .filter({ hasText: /^disconnected$/ })
      .waitFor()
    await openConnectView(page)
    await page.keyboard.press('Escape')
    // Past the batch delay (1 s) the page would have called fetch for any queued event: it records each call as made.
    await page.clock.fastForward(5_000)
    await idle(page)
    expect((await serviceCalls(page)).filter((path) => /^\/(e|getAnalyticsConfig)$/.test(path))).toEqual([])
    expect((await serviceCalls(page)).some((path) => path === '/getWallets')).toBe(true)
    expect(analyticsRequests(session, serviceUrl)).toEqual({ config: 0, events: 0 })
    expect(await sinkEvents(serviceUrl, session)).toEqual([])
    // The flow did reach the service (the wallet list), so the silence is analytics being off.
    expect(session.requests.some((url) => url.startsWith(`${serviceUrl}/getWallets`))).toBe(true)
    await session.close()
  })

  it("a service that refuses the page's origin (403) shows 'Invalid App Configuration' once", async () => {
    // A second reference service whose only project allows another origin: every call from the demo gets a 403.
    const service = await startReferenceService({
      projects: [{ projectId: 'foyer-dev', allowedOrigins: ['https://elsewhere.example'] }],
    })
    const session = await open(`?api=${encodeURIComponent(service.url)}&reconnect=off`)
    const { page } = session
    const pending = pendingRequests(page, service.url)
    const shown = await recordSnackbars(page)
    await openConnectView(page)
    await page.getByText('Invalid App Configuration').waitFor()
    await page.keyboard.press('Escape')
    await openConnectView(page)
    await page.keyboard.press('Escape')
    await answered(page, pending)
    expect(shown).toEqual(['Invalid App Configuration'])
    expect(
      session.requests.filter((url) => url.startsWith(`${service.url}/getAnalyticsConfig`)),
    ).toHaveLength(1)
    expect(await service.analytics.events()).toEqual([])
    await session.close()
    await service.stop()
  })

  it("with analytics off, a service that refuses the project still shows 'Invalid App Configuration' once", async () => {
    // The refusal is met by the wallet list's request (Wallet API), not by analytics, which sends nothing here.
    const service = await startReferenceService({
      projects: [{ projectId: 'foyer-dev', allowedOrigins: ['https://elsewhere.example'] }],
    })
    const session = await open(`?api=${encodeURIComponent(service.url)}&reconnect=off&analytics=off`)
    const { page } = session
    const pending = pendingRequests(page, service.url)
    const shown = await recordSnackbars(page)
    await openConnectView(page)
    await page.getByText('Invalid App Configuration').waitFor()
    await page.keyboard.press('Escape')
    await openConnectView(page)
    await page.keyboard.press('Escape')
    await answered(page, pending)
    expect(shown).toEqual(['Invalid App Configuration'])
    expect(analyticsRequests(session, service.url)).toEqual({ config: 0, events: 0 })
    await session.close()
    await service.stop()
  })
})

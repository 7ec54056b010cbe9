import { truncateAddress } from '@foyer/core'
import type { Browser, Locator, Page, Request, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { connectDevWallet, dialog, idle } from './demoActions.js'
import { type DemoSession, devWalletScripts, openDemo } from './demoPage.js'
import { launchChromium } from './launchChromium.js'
import { type FaultAnswer, type ProxiedRequest, startFaultProxy } from './startFaultProxy.js'

/**
 * Fault injection: every Wallet API and Blockchain API endpoint the demo reaches (and the chain RPC read that gives
 * the balance) answers 500, never answers, sends garbage JSON, or JSON of the wrong shape, one endpoint at a time,
 * while the real client code runs in Chromium against the real devnet. The UI must show SPEC.md §8's text or a
 * fallback, never hang, and the page must count no uncaught error and no unhandled rejection.
 */

const faults = ['HTTP 500', 'time-out', 'garbage JSON', 'wrong shape'] as const
type Fault = (typeof faults)[number]
type Kind = 'json' | 'image' | 'rpc'

type ScenarioContext = {
  page: Page
  fault: Fault
  /** The latest snackbar texts, in order of appearance. */
  snackbars: string[]
  /** How many requests the fault was injected into so far. */
  hits(): number
  /** Stops injecting: the endpoint answers normally again. */
  heal(): void
  /** Whether heal() was called. */
  healed(): boolean
}

type Scenario = {
  endpoint: string
  /** Service endpoints are faulted by a proxy in front of the service; chain RPC reads by a route in the page. */
  kind: Kind
  query?: string
  matches(request: ProxiedRequest): boolean
  /** Drives the UI to the endpoint and returns the outcome the user sees. */
  run(context: ScenarioContext): Promise<string>
}

let browser: Browser
const table: { endpoint: string; fault: Fault; outcome: string; seconds: number }[] = []
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  // The fault classes run side by side: print the rows fault by fault.
  console.table(table.sort((a, b) => faults.indexOf(a.fault) - faults.indexOf(b.fault)))
  await browser?.close()
})

const timeoutFor = 30_000

/**
 * Waits until `locator` shows. Under the time-out fault the page's clock is fake: jump past the client's 10 s
 * timeout (and its retries, for viem) until it does, so the test never waits ten real seconds.
 */
async function shown(context: ScenarioContext, locator: Locator): Promise<void> {
  await until(context, async () => locator.first().isVisible())
}

async function until(context: ScenarioContext, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + timeoutFor
  while (Date.now() < deadline) {
    if (await check()) return
    // Jump only while a held request waits for its time-out: before it is sent (the page still loading what leads to
    // it) or once healed, the requests in flight are healthy ones that may take longer than 250 ms on a loaded
    // machine, and a jump would time them out.
    if (context.fault === 'time-out' && !context.healed() && context.hits() > 0)
      await context.page.clock.fastForward(11_000)
    await context.page.waitForTimeout(250)
  }
  throw new Error(
    `Timed out waiting for the UI to settle (${context.hits()} faulty answers, snackbars: ${JSON.stringify(context.snackbars)})`,
  )
}

const multicall3 = '0xca11bde05977b3631167028862be2a173976ca11'
const serviceOrigin = () => new URL(inject('devnet').service?.url ?? '').origin
const onService = (url: URL, path: RegExp) => url.origin === serviceOrigin() && path.test(url.pathname)

async function openConnect(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await dialog(page)
    .getByRole('button', { name: /Foyer Dev Wallet/ })
    .first()
    .waitFor()
}

const scenarios: Scenario[] = [
  {
    endpoint: 'Wallet API GET /getWallets (lists)',
    kind: 'json',
    matches: ({ url }) => onService(url, /^\/getWallets$/) && !url.searchParams.has('search'),
    async run(context) {
      const { page } = context
      await openConnect(page)
      await dialog(page).getByRole('button', { name: 'All Wallets' }).click()
      const alert = dialog(page).getByRole('alert')
      await shown(context, alert)
      const text = (await alert.textContent()) ?? ''
      context.heal()
      await dialog(page).getByRole('button', { name: 'Try again' }).click()
      await until(
        context,
        async () =>
          (await dialog(page).getByRole('list', { name: 'All wallets' }).getByRole('button').count()) > 10,
      )
      return `Connect lists the installed wallet; All Wallets: "${text}" + Try again (reloads)`
    },
  },
  {
    endpoint: 'Wallet API GET /getWallets?search=',
    kind: 'json',
    matches: ({ url }) => onService(url, /^\/getWallets$/) && url.searchParams.has('search'),
    async run(context) {
      const { page } = context
      await openConnect(page)
      await dialog(page).getByRole('button', { name: 'All Wallets' }).click()
      await dialog(page).getByRole('searchbox', { name: 'Search wallets' }).fill('rain')
      const alert = dialog(page).getByRole('alert')
      await shown(context, alert)
      return `"${(await alert.textContent()) ?? ''}"`
    },
  },
  {
    endpoint: 'Wallet API GET /getWalletImage/{id}',
    kind: 'image',
    matches: ({ url }) => onService(url, /^\/getWalletImage\//),
    async run(context) {
      const { page } = context
      await openConnect(page)
      const wallets = dialog(page).getByRole('list', { name: 'Wallets' })
      await until(context, async () => {
        const images = await wallets.locator('img[src*="/getWalletImage/"]').count()
        const fallbacks = await wallets.locator('.foyer-wallet-image--fallback').count()
        return context.hits() > 0 && images === 0 && fallbacks >= 4
      })
      return `initials in place of ${await wallets.locator('.foyer-wallet-image--fallback').count()} images`
    },
  },
  {
    endpoint: 'Wallet API GET /public/getAssetImage/{id}',
    kind: 'image',
    query: '&networkImages=service',
    matches: ({ url }) => onService(url, /^\/public\/getAssetImage\//),
    async run(context) {
      const { page } = context
      await page.getByRole('button', { name: 'Choose network' }).click()
      const networks = dialog(page)
      await networks.getByRole('button', { name: /Arbitrum One/ }).waitFor()
      await until(context, async () => {
        const images = await networks.locator('img[src*="/getAssetImage/"]').count()
        const fallbacks = await networks.locator('.foyer-wallet-image--fallback').count()
        return context.hits() > 0 && images === 0 && fallbacks >= 3
      })
      return 'network initials in place of the images'
    },
  },
  {
    endpoint: 'Wallet API GET /getAnalyticsConfig',
    kind: 'json',
    matches: ({ url }) => onService(url, /^\/getAnalyticsConfig$/),
    async run(context) {
      const { page } = context
      let configEnded = false
      const endConfig = (request: Request) => {
        if (new URL(request.url()).pathname === '/getAnalyticsConfig') configEnded = true
      }
      page.on('requestfinished', endConfig)
      page.on('requestfailed', endConfig)
      await openConnect(page)
      // The faulty answer has reached the page (under the time-out fault: the client gave up on it), and the page has
      // handled it.
      await until(context, async () => configEnded)
      await idle(page)
      await page.keyboard.press('Escape')
      await openConnect(page)
      // Timers fire in the order they fall due: once a timer set now for the batch delay (1 s) has fired, a batch the
      // open scheduled would have been sent, and the page records each fetch as it is made.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1_000)))
      const posted = await page.evaluate(() => (window as unknown as { __eventPosts: string[] }).__eventPosts)
      expect(posted).toEqual([])
      expect(context.snackbars).toEqual([])
      expect(context.hits()).toBe(1)
      return 'analytics off for the page, no message; the modal works'
    },
  },
  {
    endpoint: 'Analytics POST /e',
    kind: 'json',
    matches: ({ url, method }) => method === 'POST' && onService(url, /^\/e$/),
    async run(context) {
      const { page } = context
      // The config must have answered before the fake clock jumps: a jump while it is in flight would time it out
      // and turn analytics off, and no event would ever be sent.
      const config = page.waitForResponse((response) =>
        /\/getAnalyticsConfig$/.test(new URL(response.url()).pathname),
      )
      await openConnect(page)
      await config
      await until(context, async () => context.hits() > 0)
      if (context.fault === 'time-out') await page.clock.fastForward(11_000)
      await page.keyboard.press('Escape')
      await openConnect(page)
      expect(context.snackbars).toEqual([])
      return 'event dropped, no message; the modal works'
    },
  },
  {
    endpoint: 'Blockchain API GET /v1/identity/{address}',
    kind: 'json',
    matches: ({ url }) => onService(url, /^\/v1\/identity\//),
    async run(context) {
      const { page } = context
      await connectDevWallet(page)
      await until(context, async () => context.hits() > 0)
      if (context.fault === 'time-out') await page.clock.fastForward(11_000)
      await page.getByRole('button', { name: 'Open modal' }).click()
      const address = (await page.getByTestId('address').textContent()) ?? ''
      await dialog(page).getByText(truncateAddress(address)).first().waitFor()
      return 'Account shows the address, no name or avatar'
    },
  },
  {
    endpoint: 'Blockchain API GET /v1/account/{address}/balance (Tokens tab)',
    kind: 'json',
    matches: ({ url }) => onService(url, /^\/v1\/account\/[^/]+\/balance$/),
    async run(context) {
      const { page } = context
      await connectDevWallet(page)
      await page.getByRole('button', { name: 'Open modal' }).click()
      await shown(context, dialog(page).getByText('Token balances are unavailable on this network.'))
      await until(context, async () => context.snackbars.includes('Token Balance Unavailable'))
      return "'Token balances are unavailable on this network.' and snackbar 'Token Balance Unavailable'"
    },
  },
  {
    endpoint: 'Blockchain API GET /v1/account/{address}/nfts (NFTs tab)',
    kind: 'json',
    matches: ({ url }) => onService(url, /^\/v1\/account\/[^/]+\/nfts$/),
    async run(context) {
      const { page } = context
      await connectDevWallet(page)
      await page.getByRole('button', { name: 'Open modal' }).click()
      await dialog(page).getByRole('tab', { name: 'NFTs' }).click()
      await shown(context, dialog(page).getByRole('alert').filter({ hasText: 'Failed to fetch NFTs' }))
      return "'Failed to fetch NFTs'"
    },
  },
  {
    endpoint: 'Blockchain API GET /v1/account/{address}/history (Activity tab)',
    kind: 'json',
    matches: ({ url }) => onService(url, /^\/v1\/account\/[^/]+\/history$/),
    async run(context) {
      const { page } = context
      await connectDevWallet(page)
      await page.getByRole('button', { name: 'Open modal' }).click()
      await dialog(page).getByRole('tab', { name: 'Activity' }).click()
      await shown(
        context,
        dialog(page).getByRole('alert').filter({ hasText: 'Failed to fetch transactions' }),
      )
      return "'Failed to fetch transactions'"
    },
  },
  {
    endpoint: 'Chain RPC balance read (eth_getBalance / multicall3 getEthBalance)',
    kind: 'rpc',
    matches: ({ url, body: text }) => {
      if (url.origin !== new URL(inject('devnet').evm.rpcUrls['1'] ?? '').origin) return false
      const body = text.toLowerCase()
      // wagmi reads the native balance through multicall3's getEthBalance (selector 4d2301cc).
      return body.includes('"eth_getbalance"') || (body.includes(multicall3) && body.includes('4d2301cc'))
    },
    async run(context) {
      const { page } = context
      await connectDevWallet(page)
      await page.getByRole('button', { name: 'Open modal' }).click()
      await until(context, async () => context.snackbars.includes('Token Balance Unavailable'))
      return "snackbar 'Token Balance Unavailable'"
    },
  },
]

/** What the faulty endpoint answers. */
function faultAnswer(fault: Fault, kind: Kind, request: ProxiedRequest): FaultAnswer {
  // Never answered: the client's own timeout has to end it.
  if (fault === 'time-out') return 'hold'
  if (fault === 'HTTP 500')
    return {
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'internal_error', message: 'Injected fault' }),
    }
  if (kind === 'image')
    return fault === 'garbage JSON'
      ? { status: 200, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" <<' }
      : { status: 200, contentType: 'application/json', body: '{"image":null}' }
  if (fault === 'garbage JSON') return { status: 200, contentType: 'application/json', body: '{"data": [tru' }
  if (kind === 'rpc') {
    const id = (JSON.parse(request.body || '{}') as { id?: unknown }).id ?? 1
    return {
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ jsonrpc: '2.0', id, result: { balance: 'plenty' } }),
    }
  }
  return { status: 200, contentType: 'application/json', body: '{"unexpected":[1,2,3]}' }
}

describe('fault injection: every endpoint the demo reaches × 500, time-out, garbage JSON, wrong shape', () => {
  // Each fault class has a page of its own (and its own fake clock), so the four run side by side: most of their
  // time is spent waiting for the UI to settle, not computing.
  it.concurrent.each(faults)('%s', { timeout: 240_000 }, async (fault) => {
    const devnet = inject('devnet')
    // The page reaches the service through a proxy of this fault class's own.
    const proxy = await startFaultProxy(serviceOrigin())
    // One page per fault class; each endpoint gets a fresh load of the demo.
    const session: DemoSession = await openDemo(browser, {
      demoDist: inject('demoDist'),
      initScripts: [
        ...(await devWalletScripts(devnet, inject('walletsDir'), { account: 8 })),
        // The page's fetch calls to the analytics events endpoint, listed as they are made.
        `(() => {
          const posts = (window.__eventPosts = [])
          const fetch = window.fetch.bind(window)
          window.fetch = (input, init) => {
            const url = new URL(String(input instanceof Request ? input.url : input), location.href)
            if (url.pathname === '/e') posts.push(url.href)
            return fetch(input, init)
          }
        })()`,
        // Unhandled rejections and snackbars, reported through the console so they survive navigations.
        `addEventListener('unhandledrejection', (event) => console.error('[unhandledrejection] ' + (event.reason && event.reason.stack || event.reason)));
         addEventListener('DOMContentLoaded', () => {
           const seen = new WeakSet();
           // The modal renders in the shadow root of .foyer-root: watch it as well as the page.
           const observer = new MutationObserver(() => {
             const shadow = document.querySelector('.foyer-root')?.shadowRoot;
             if (shadow && !seen.has(shadow)) {
               seen.add(shadow);
               observer.observe(shadow, { childList: true, subtree: true });
             }
             for (const element of [...document.querySelectorAll('.foyer-snackbar'), ...(shadow?.querySelectorAll('.foyer-snackbar') ?? [])]) {
               if (seen.has(element)) continue;
               seen.add(element);
               console.log('[snackbar] ' + element.textContent);
             }
           });
           observer.observe(document.documentElement, { childList: true, subtree: true });
         });`,
      ],
      query: `?reconnect=off&api=${proxy.url}`,
    })
    const { page } = session
    if (fault === 'time-out') await page.clock.install()
    const pageErrors: string[] = []
    const rejections: string[] = []
    let snackbars: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    page.on('console', (message) => {
      const text = message.text()
      if (text.startsWith('[unhandledrejection] ')) rejections.push(text)
      if (text.startsWith('[snackbar] ')) snackbars.push(text.slice('[snackbar] '.length))
    })
    let active: Scenario | undefined
    let hits = 0
    proxy.inject({
      matches: (request) => active?.kind !== 'rpc' && (active?.matches(request) ?? false),
      answer: (request) => faultAnswer(fault, active?.kind ?? 'json', request),
      onHit: () => hits++,
    })
    // The chain's RPC is the page's to reach, not the service's: a route in the page, for that scenario only (a
    // route sends every request of the page through this process and turns the browser's cache off).
    const heldRoutes: Route[] = []
    const rpcFault = async (route: Route) => {
      const request = route.request()
      const proxied = {
        url: new URL(request.url()),
        method: request.method(),
        body: request.postData() ?? '',
      }
      if (active?.kind !== 'rpc' || !active.matches(proxied)) return route.fallback()
      hits++
      const answer = faultAnswer(fault, 'rpc', proxied)
      if (answer === 'hold') heldRoutes.push(route)
      else await route.fulfill(answer)
    }
    // Requests held by the time-out fault are let go before the next scenario: held, they keep the browser's
    // connections busy, and the next scenario's requests could wait behind them unseen.
    const releaseHeld = async () => {
      proxy.releaseHeld()
      await Promise.all(heldRoutes.splice(0).map((route) => route.abort().catch(() => {})))
    }

    const failures: string[] = []
    // FAULT_SCENARIO=<part of an endpoint name> narrows a local run to one endpoint.
    for (const scenario of scenarios.filter((entry) =>
      entry.endpoint.includes(process.env.FAULT_SCENARIO ?? ''),
    )) {
      // Leave the previous scenario's page first: a request it still sends (analytics loads its config lazily)
      // must not count as a hit of this one.
      active = undefined
      await page.goto('about:blank')
      if (scenario.kind === 'rpc') await page.route(() => true, rpcFault)
      // The images loaded in the scenarios before are in the browser's cache: the page must ask for them again.
      if (scenario.kind === 'image')
        await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache')
      active = scenario
      hits = 0
      snackbars = []
      const context: ScenarioContext = {
        page,
        fault,
        get snackbars() {
          return snackbars
        },
        hits: () => hits,
        heal: () => {
          active = undefined
        },
        healed: () => active === undefined,
      }
      let outcome: string
      const started = Date.now()
      try {
        await page.goto(`${session.url}${scenario.query ?? ''}`)
        await page.getByRole('button', { name: 'Connect Wallet' }).first().waitFor()
        outcome = await scenario.run(context)
        if (hits === 0) throw new Error('the endpoint was never called')
      } catch (error) {
        outcome = `FAILED: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`
        failures.push(`${scenario.endpoint}: ${outcome}`)
      }
      table.push({ endpoint: scenario.endpoint, fault, outcome, seconds: (Date.now() - started) / 1000 })
      active = undefined
      await releaseHeld()
      if (scenario.kind === 'rpc') await page.unroute(() => true, rpcFault)
    }
    await session.close()
    await proxy.stop()
    expect(failures).toEqual([])
    expect(pageErrors).toEqual([])
    expect(rejections).toEqual([])
  })
})

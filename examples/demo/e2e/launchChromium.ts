import { type Browser, type BrowserContext, type BrowserServer, chromium, type Page } from 'playwright-core'

/** Flags that keep Debian's Chromium quiet and offline (see OFFLINE.md). */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Anything but loopback goes to a proxy that is not there, so it fails at once in the browser itself: cheaper than
  // intercepting every request (Chromium bypasses a proxy for loopback by default).
  '--proxy-server=http://127.0.0.1:9',
]

const launchOptions = () => ({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
})

/** Set by the e2e global setup: the one Chromium every test file connects to. */
export const chromiumEndpointVariable = 'FOYER_CHROMIUM_ENDPOINT'

/** One Chromium for a whole run (the e2e global setup): files connect to it instead of starting their own. */
export function launchChromiumServer(): Promise<BrowserServer> {
  // A free port on loopback only.
  return chromium.launchServer({ ...launchOptions(), host: '127.0.0.1', port: 0 })
}

/**
 * The run's shared Chromium when the global setup started one (close() then only disconnects, and each file still
 * gets contexts of its own), else a Chromium of its own (benchmarks, a file run outside the e2e project).
 */
export function launchChromium(): Promise<Browser> {
  const endpoint = process.env[chromiumEndpointVariable]
  if (endpoint) return chromium.connect(endpoint)
  return chromium.launch(launchOptions())
}

export type GuardedPage = {
  context: BrowserContext
  page: Page
  /** Requests to anything but loopback: aborted, and listed here so a test can fail on them. */
  blocked: string[]
  /** Every request the page made, in order (URL strings). */
  requests: string[]
  /** Console errors and uncaught page errors. */
  errors: string[]
}

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * A new page whose requests may only reach 127.0.0.1: anything else is aborted and recorded, so a stray call to a
 * vendor host fails loudly instead of hanging.
 */
export async function newGuardedPage(
  browser: Browser,
  { initScripts = [] as string[], motion = false } = {},
): Promise<GuardedPage> {
  // Reduced motion unless a test looks at the motion itself: the modal's transitions then end at once, and the
  // browser paints no animation frames while a test waits (a third less of its GPU and browser-process time).
  const context = await browser.newContext({
    viewport: { width: 1200, height: 900 },
    reducedMotion: motion ? 'no-preference' : 'reduce',
  })
  const blocked: string[] = []
  const requests: string[] = []
  const errors: string[] = []
  for (const script of initScripts) await context.addInitScript({ content: script })
  const page = await context.newPage()
  context.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol !== 'data:' && url.protocol !== 'blob:' && !loopback.has(url.hostname))
      blocked.push(url.href)
  })
  page.on('request', (request) => requests.push(request.url()))
  page.on('console', (message) => {
    // The browser asks for /favicon.ico by itself (no page code does, and an app without one answers 404): routing
    // every request used to hide that request.
    if (
      message.type() !== 'error' ||
      new URL(message.location().url || 'about:blank').pathname === '/favicon.ico'
    )
      return
    errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return { context, page, blocked, requests, errors }
}

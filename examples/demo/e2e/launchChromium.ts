import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'

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
]

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  })
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
  { initScripts = [] as string[] } = {},
): Promise<GuardedPage> {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } })
  const blocked: string[] = []
  const requests: string[] = []
  const errors: string[] = []
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url())
    if (url.protocol === 'data:' || url.protocol === 'blob:' || loopback.has(url.hostname))
      return route.continue()
    blocked.push(url.href)
    return route.abort('blockedbyclient')
  })
  for (const script of initScripts) await context.addInitScript({ content: script })
  const page = await context.newPage()
  page.on('request', (request) => requests.push(request.url()))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return { context, page, blocked, requests, errors }
}

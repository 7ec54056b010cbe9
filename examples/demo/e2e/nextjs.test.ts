import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { truncateAddress } from '@foyer/core'
import { getFreePort } from '@foyer/devnet'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { dialog, waitForStatus } from './demoActions.js'
import { devWalletScripts } from './demoPage.js'
import { launchChromium, newGuardedPage } from './launchChromium.js'

const appDir = fileURLToPath(new URL('../../nextjs/', import.meta.url))
const nextBin = createRequire(`${appDir}package.json`).resolve('next/dist/bin/next')
let browser: Browser
let server: ChildProcess | undefined
let url: string

function run(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [nextBin, ...args], {
    cwd: appDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

/** `next build`, then `next start` on 127.0.0.1, against this run's devnet. */
beforeAll(async () => {
  const devnet = inject('devnet')
  const env = {
    NEXT_PUBLIC_FOYER_DEVNET: JSON.stringify({
      rpcUrls: devnet.evm.rpcUrls,
      serviceUrl: devnet.service?.url ?? '',
      relayUrl: devnet.relay?.url ?? null,
    }),
  }
  const build = run(['build'], env)
  let output = ''
  build.stdout?.on('data', (chunk) => {
    output += chunk
  })
  build.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const code = await new Promise<number | null>((resolve) => build.on('exit', resolve))
  if (code !== 0) throw new Error(`next build failed (${code}):\n${output}`)
  const port = await getFreePort()
  url = `http://127.0.0.1:${port}/`
  server = run(['start', '-H', '127.0.0.1', '-p', String(port)], env)
  const deadline = Date.now() + 30_000
  for (;;) {
    const answer = await fetch(url).catch(() => undefined)
    if (answer?.ok) break
    if (Date.now() > deadline) throw new Error('next start did not answer in 30 s')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  browser = await launchChromium()
}, 240_000)

afterAll(async () => {
  await browser?.close()
  server?.kill()
})

const hydrationTrouble = /hydrat|did not match|#418|#423|#425/i

describe('Next.js App Router, set up as AppKit documents it (WagmiAdapter ssr + cookie storage)', () => {
  it('server-renders, hydrates without a warning, connects, and after each reload shows the account from the first paint', async () => {
    const devnet = inject('devnet')
    const account = devnet.evm.accounts[4]?.address ?? ''
    const guarded = await newGuardedPage(browser, {
      initScripts: [
        ...(await devWalletScripts(devnet, inject('walletsDir'), { account: 4 })),
        // Records every moment "Connect Wallet" is on screen, from the first parsed byte of each page load.
        // The button moves into a shadow root once hydrated: its text is watched there too.
        `window.__connectShown = 0;
         const watched = new WeakSet();
         const options = { childList: true, subtree: true, characterData: true };
         const observer = new MutationObserver(() => {
           const texts = [document.body ? document.body.textContent : ''];
           for (const host of document.querySelectorAll('.foyer-button-host')) {
             if (!host.shadowRoot) continue;
             if (!watched.has(host.shadowRoot)) {
               watched.add(host.shadowRoot);
               observer.observe(host.shadowRoot, options);
             }
             texts.push(host.shadowRoot.textContent);
           }
           if (texts.some((text) => text.includes('Connect Wallet'))) window.__connectShown++;
         });
         observer.observe(document, options);`,
      ],
    })
    const { page } = guarded
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text())
    })
    page.on('response', (response) => {
      if (response.status() >= 400) warnings.push(`HTTP ${response.status()} ${response.url()}`)
    })

    // The server's HTML already has the page and Foyer's button.
    const html = await (await fetch(url)).text()
    expect(html).toContain('Foyer on Next.js')
    expect(html).toContain('data-testid="status"')

    await page.goto(url)
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    await dialog(page)
      .getByRole('button', { name: /Foyer Dev Wallet/ })
      .first()
      .click()
    await waitForStatus(page, 'connected')
    expect(await page.getByTestId('address').textContent()).toBe(account)
    // wagmi's cookie now holds the connection, as AppKit's setup expects.
    const cookies = await guarded.context.cookies()
    expect(cookies.some((cookie) => cookie.name.startsWith('wagmi.'))).toBe(true)

    // The server renders the stored account from the request's cookies (Foyer's cookieStorage + FoyerProvider).
    const cookieHeader = (await guarded.context.cookies())
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ')
    const connectedHtml = await (await fetch(url, { headers: { cookie: cookieHeader } })).text()
    expect(connectedHtml).toContain(truncateAddress(account))
    expect(connectedHtml).not.toContain('Connect Wallet')

    for (const attempt of [1, 2]) {
      await page.reload()
      await waitForStatus(page, 'connected')
      expect(await page.getByTestId('address').textContent(), `reload ${attempt}`).toBe(account)
      // No flash: "Connect Wallet" never showed while the session restored.
      expect(
        await page.evaluate(() => (window as unknown as { __connectShown: number }).__connectShown),
      ).toBe(0)
    }
    // The modal still opens after the reloads (its root is attached).
    await page.getByRole('button', { name: 'Choose network' }).click()
    await dialog(page)
      .getByRole('button', { name: /Arbitrum One/ })
      .waitFor()

    expect(warnings.filter((text) => hydrationTrouble.test(text))).toEqual([])
    expect(guarded.errors).toEqual([])
    expect(guarded.blocked).toEqual([])
    await guarded.context.close()
  })
})

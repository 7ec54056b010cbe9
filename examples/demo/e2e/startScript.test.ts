import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { defaultMnemonic, deriveDevAccounts } from '@foyer/devnet'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { connectDevWallet, dialog } from './demoActions.js'
import { launchChromium } from './launchChromium.js'
import { solanaDevAddress } from './solanaWallet.js'

const demoRoot = fileURLToPath(new URL('..', import.meta.url))

let browser: Browser
let child: ChildProcess | undefined
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL')
  await browser?.close()
})

/** Starts `scripts/start.ts` (what `pnpm demo` runs) on free ports and resolves with the URLs it prints. */
function startDemo(): Promise<{
  demo: string
  multichain: string
  walletConnect: string
  output: () => string
}> {
  const started = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'scripts/start.ts', '--ephemeral'],
    { cwd: demoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  child = started
  let output = ''
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const demo = output.match(/^Foyer demo: (\S+)$/m)?.[1]
      const multichain = output.match(/^Multichain demo \(EVM \+ Solana\): (\S+)$/m)?.[1]
      const walletConnect = output.match(/^WalletConnect dev wallet: (\S+)$/m)?.[1]
      if (demo && multichain && walletConnect)
        resolve({ demo, multichain, walletConnect, output: () => output })
    }
    started.stdout?.on('data', read)
    started.stderr?.on('data', read)
    started.once('exit', (code) => reject(new Error(`the start script exited (${code}) early:\n${output}`)))
  })
}

function exited(process: ChildProcess): Promise<number | null> {
  if (process.exitCode !== null) return Promise.resolve(process.exitCode)
  return new Promise((resolve) => process.once('exit', (code) => resolve(code)))
}

it('`pnpm demo` starts the stack and the dev server, prints the URLs, and the built-in dev wallets connect', {
  timeout: 300_000,
}, async () => {
  const urls = await startDemo()
  // How long the start took, each part named: on a slow machine the user sees what took the time.
  expect(urls.output()).toMatch(
    /^Devnet started in \d+ ms \((?=.*EVM chains \d+ ms)(?=.*reference service \d+ ms).*\)$/m,
  )
  expect(urls.output()).toMatch(/^Dev wallets built in \d+ ms$/m)
  const [evmAccount] = deriveDevAccounts(defaultMnemonic, 1)
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))

  // The EVM page: the dev wallet the dev server injects connects as a person would.
  await page.goto(urls.demo)
  // Vite's dev server compiles on the first visit: give the page time to come up.
  await page.getByRole('button', { name: 'Connect Wallet' }).first().waitFor({ timeout: 120_000 })
  await connectDevWallet(page)
  expect(await page.getByTestId('address').textContent()).toBe(evmAccount?.address)

  // The link to the multichain page, where the Solana dev wallet is injected too.
  await page.getByRole('link', { name: /Multichain demo/ }).click()
  await page.waitForURL(urls.multichain)
  await page.getByRole('button', { name: 'Connect Solana wallet' }).click({ timeout: 120_000 })
  await dialog(page)
    .getByRole('button', { name: /Foyer Dev Wallet/ })
    .first()
    .click()
  await expect
    .poll(() => page.getByTestId('solana-status').textContent(), { timeout: 30_000 })
    .toBe('connected')
  expect(await page.getByTestId('solana-address').textContent()).toBe(solanaDevAddress(0))
  await page.getByRole('link', { name: 'EVM demo' }).waitFor()

  // The WalletConnect dev wallet's page is served too.
  const walletPage = await fetch(urls.walletConnect)
  expect(walletPage.status).toBe(200)
  expect(await walletPage.text()).toContain('walletconnect-wallet.js')
  // Where the devnet's SMTP server shows the email login codes is printed, and answers.
  const inbox = urls.output().match(/^Email login codes \(the devnet's mail\): (\S+)\?to=<your email>$/m)?.[1]
  expect(inbox).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/inbox$/)
  expect(await (await fetch(`${inbox}?to=nobody@example.com`)).json()).toEqual({ messages: [] })
  expect(errors).toEqual([])
  await context.close()

  // SIGTERM stops the dev server and the devnet, and the script exits cleanly.
  const running = child
  if (!running) throw new Error('no start script')
  running.kill('SIGTERM')
  expect(await exited(running)).toBe(0)
  await expect(fetch(urls.demo)).rejects.toThrow()
})

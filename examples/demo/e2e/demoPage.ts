import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { DevnetInfo } from '@foyer/devnet'
import type { Browser, Page } from 'playwright-core'
import { type GuardedPage, newGuardedPage } from './launchChromium.js'
import { type StaticServer, serveStatic } from './serveStatic.js'

export type DevWalletOptions = {
  /** Which dev account (0-9) the wallet holds. */
  account?: number
  /** A key of the test's own instead (fund it with `anvil_setBalance`): an account no other test touches. */
  privateKey?: `0x${string}`
  /** The wallet declines connecting, signing and sending. */
  reject?: boolean
  /** Chain ids the wallet knows; default: every devnet chain. */
  chains?: number[]
  /**
   * The wallet's connection prompt stays open, as an extension's popup does until its user answers: a connection
   * request waits until the page calls `answerHeldPrompt`.
   */
  holdPrompt?: boolean
}

/** The init scripts that install the Foyer dev wallet (EIP-6963 + window.ethereum) before the page runs. */
export async function devWalletScripts(
  devnet: DevnetInfo,
  walletsDir: string,
  { account = 0, privateKey, reject = false, chains, holdPrompt = false }: DevWalletOptions = {},
): Promise<string[]> {
  const key = privateKey ? { privateKey } : devnet.evm.accounts[account]
  if (!key) throw new Error(`No dev account ${account}`)
  const config = {
    privateKey: key.privateKey,
    chains: Object.entries(devnet.evm.rpcUrls)
      .map(([chainId, rpcUrl]) => ({ chainId: Number(chainId), rpcUrl }))
      .filter(({ chainId }) => !chains || chains.includes(chainId)),
    reject,
    announce: true,
    injectGlobal: true,
  }
  const bundle = await readFile(join(walletsDir, 'evm-wallet.js'), 'utf8')
  const scripts = [`window.__FOYER_DEV_WALLET__ = ${JSON.stringify(config)};`, bundle, callLogScript]
  return holdPrompt ? [...scripts, holdPromptScript] : scripts
}

/** After the dev wallet's script: its last calls and how each ended, in `window.__foyerDevWalletCalls` (diagnostics). */
const callLogScript = `(() => {
  const provider = window.foyerDevEvmProvider
  const request = provider.request.bind(provider)
  const calls = (window.__foyerDevWalletCalls = [])
  provider.request = (args) => {
    const call = { method: args.method, at: Math.round(performance.now()), outcome: 'pending' }
    calls.push(call)
    if (calls.length > 30) calls.shift()
    return request(args).then(
      (result) => ((call.outcome = 'ok'), result),
      (error) => ((call.outcome = 'error: ' + (error && error.message)), Promise.reject(error)),
    )
  }
})()`

/** After the dev wallet's script: connection requests wait for `window.__foyerDevWalletAnswer()`. */
const holdPromptScript = `(() => {
  const provider = window.foyerDevEvmProvider
  const request = provider.request.bind(provider)
  const held = []
  window.__foyerDevWalletAnswer = () => { for (const answer of held.splice(0)) answer() }
  provider.request = (args) =>
    args.method === 'eth_requestAccounts' || args.method === 'wallet_requestPermissions'
      ? new Promise((resolve, reject) => held.push(() => request(args).then(resolve, reject)))
      : request(args)
})()`

/** The user answers the dev wallet's held connection prompt (`holdPrompt`): the request goes ahead. */
export async function answerHeldPrompt(page: Page): Promise<void> {
  await page.evaluate(() =>
    (window as unknown as { __foyerDevWalletAnswer(): void }).__foyerDevWalletAnswer(),
  )
}

export type DemoSession = GuardedPage & { server: StaticServer; url: string; close(): Promise<void> }

/** Serves the built demo (optionally with headers such as a CSP) and opens it in a guarded page. */
export async function openDemo(
  browser: Browser,
  {
    demoDist,
    initScripts = [],
    headers,
    violations,
    query = '',
    proxy,
    motion = false,
  }: {
    demoDist: string
    initScripts?: string[]
    /** The modal's animations as designed, not reduced (see newGuardedPage). */
    motion?: boolean
    headers?: Record<string, string>
    violations?: unknown[]
    query?: string
    proxy?: { prefix: string; target: string }
  },
): Promise<DemoSession> {
  const server = await serveStatic({
    root: demoDist,
    ...(headers ? { headers } : {}),
    ...(violations ? { violations } : {}),
    ...(proxy ? { proxy } : {}),
  })
  const guarded = await newGuardedPage(browser, { initScripts, motion })
  const url = `${server.url}/${query}`
  await guarded.page.goto(url)
  return {
    ...guarded,
    server,
    url,
    async close() {
      await guarded.context.close()
      await server.stop()
    },
  }
}

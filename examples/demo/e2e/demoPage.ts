import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { DevnetInfo } from '@foyer/devnet'
import type { Browser } from 'playwright-core'
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
}

/** The init scripts that install the Foyer dev wallet (EIP-6963 + window.ethereum) before the page runs. */
export async function devWalletScripts(
  devnet: DevnetInfo,
  walletsDir: string,
  { account = 0, privateKey, reject = false, chains }: DevWalletOptions = {},
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
  return [`window.__FOYER_DEV_WALLET__ = ${JSON.stringify(config)};`, bundle]
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
  }: {
    demoDist: string
    initScripts?: string[]
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
  const guarded = await newGuardedPage(browser, { initScripts })
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

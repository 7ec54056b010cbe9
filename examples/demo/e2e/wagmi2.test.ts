import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { connectDevWallet, dialog, rpc, waitForStatus } from './demoActions.js'
import { devWalletScripts, openDemo } from './demoPage.js'
import { launchChromium } from './launchChromium.js'
import { productionBuild } from './productionBuild.js'

const demoRoot = fileURLToPath(new URL('..', import.meta.url))
let browser: Browser
let workDir: string
let demoDist: string

/** The demo built once more with @wagmi/core 2 in place of 3 (the WagmiAdapter supports both majors). */
beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'foyer-wagmi2-'))
  const infoPath = join(workDir, 'devnet.json')
  await writeFile(infoPath, JSON.stringify(inject('devnet')))
  demoDist = join(workDir, 'demo')
  await productionBuild(
    {
      root: demoRoot,
      configFile: join(demoRoot, 'vite.config.ts'),
      logLevel: 'warn',
      resolve: { alias: [{ find: /^@wagmi\/core$/, replacement: '@wagmi/core-v2' }] },
      build: { outDir: demoDist, emptyOutDir: true },
    },
    { FOYER_DEVNET_INFO: infoPath },
  )
  browser = await launchChromium()
}, 180_000)
afterAll(async () => {
  await browser?.close()
  if (workDir) await rm(workDir, { recursive: true, force: true })
})

it('on wagmi 2: connects the EIP-6963 wallet, signs, switches network and restores on reload', async () => {
  // The build carries wagmi 2's version string, not wagmi 3's.
  const require = createRequire(join(demoRoot, '../../adapters/wagmi/package.json'))
  const { version: v2 } = require('@wagmi/core-v2/package.json') as { version: string }
  const { version: v3 } = require('@wagmi/core/package.json') as { version: string }
  const assets = join(demoDist, 'assets')
  const code = (
    await Promise.all(
      (
        await readdir(assets)
      )
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFile(join(assets, file), 'utf8')),
    )
  ).join('\n')
  // The bundler may quote the version with any of JavaScript's quotes.
  const quoted = (version: string) => new RegExp(`["'\`]${version.replaceAll('.', '\\.')}["'\`]`)
  expect(code).toMatch(quoted(v2))
  expect(code).not.toMatch(quoted(v3))

  const devnet = inject('devnet')
  const account = devnet.evm.accounts[3]?.address ?? ''
  const session = await openDemo(browser, {
    demoDist,
    initScripts: await devWalletScripts(devnet, inject('walletsDir'), { account: 3 }),
  })
  const { page } = session
  await connectDevWallet(page)
  expect(await page.getByTestId('address').textContent()).toBe(account)

  await page.getByRole('button', { name: 'Sign message' }).click()
  const signature = (await page.getByTestId('signature').textContent()) ?? ''
  expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
  // The chain itself recovers the signer (ecrecover on the EIP-191 hash).
  const message = 'Hello from the Foyer demo'
  const prefixed = new TextEncoder().encode(`\x19Ethereum Signed Message:\n${message.length}${message}`)
  const mainnetRpc = devnet.evm.rpcUrls['1'] ?? ''
  const hash = await rpc<string>(mainnetRpc, 'web3_sha3', [`0x${Buffer.from(prefixed).toString('hex')}`])
  const v = Number.parseInt(signature.slice(130, 132), 16).toString(16).padStart(64, '0')
  const recovered = await rpc<string>(mainnetRpc, 'eth_call', [
    { to: '0x0000000000000000000000000000000000000001', data: `${hash}${v}${signature.slice(2, 130)}` },
    'latest',
  ])
  expect(`0x${recovered.slice(-40)}`).toBe(account.toLowerCase())

  await page.getByRole('button', { name: 'Choose network' }).click()
  await dialog(page)
    .getByRole('button', { name: /Arbitrum One/ })
    .click()
  await expect.poll(() => page.getByTestId('network').textContent()).toBe('Arbitrum One (42161)')

  await page.reload()
  await waitForStatus(page, 'connected')
  expect(await page.getByTestId('address').textContent()).toBe(account)
  expect(await page.getByTestId('network').textContent()).toBe('Arbitrum One (42161)')
  expect(session.blocked).toEqual([])
  await session.close()
})

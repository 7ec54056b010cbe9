import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { buildWallets, defaultMnemonic, deriveDevAccounts, getFreePort, startAnvil } from '@foyer/devnet'
import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// Packs every public package once and installs the tarballs with one offline install into a workspace outside this
// one: a Vite app, a Next.js App Router app and a plugin package of its own, written from the docs' tutorial
// (docs/writing-a-plugin.md). Then: tsc over an import of every public entry (bundler and node16 resolution); the
// plugin built and its own tests run against the tarballs; the Vite app built and run in Chromium against an anvil
// chain (it connects the dev wallet, opens the plugin's view and sends ETH); `next build`, `next start` and the
// server-rendered page hydrated in Chromium. Everything else is installed from the machine's package store.

const run = promisify(execFile)
const root = fileURLToPath(new URL('../../../', import.meta.url))
const fixture = (name: string) => fileURLToPath(new URL(`../${name}/`, import.meta.url))
const tutorial = join(root, 'docs/writing-a-plugin.md')
/** The plugin the tutorial writes: its sources are the Gas tips example's, which the tutorial shows. */
const tutorialPluginSources = join(root, 'examples/third-party-plugin/src')

let dir: string
let app: string
let nextApp: string
let plugin: string
let browser: Browser | undefined
let server: Server | undefined
/** What the tests started (the devnet chain, next start): stopped after them. */
const stoppers: (() => Promise<void>)[] = []
/** Public package name → its public entries (`exports` keys that are modules). */
const entries = new Map<string, string[]>()

/** Runs `command` with a time limit and prints how long it took. */
async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now()
  try {
    return await work()
  } finally {
    console.log(`[consumer] ${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
}

/** A command's combined output in the error it throws, so a failing tsc or vite says why. */
async function exec(
  command: string,
  args: string[],
  cwd: string,
  timeout: number,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  try {
    const { stdout } = await run(command, args, { cwd, timeout, env, maxBuffer: 32 * 1024 * 1024 })
    return stdout
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout}\n${stderr}`.slice(0, 20_000))
  }
}

/** The tarball `pnpm pack` writes for the package at `packageDir`. */
async function pack(packageDir: string, destination: string): Promise<string> {
  const output = await exec(
    'pnpm',
    ['pack', '--json', '--pack-destination', destination],
    packageDir,
    120_000,
  )
  return (JSON.parse(output) as { filename: string }).filename
}

/** The range the workspace itself tests `name` with (a `catalog:` entry read from the catalog). */
async function testedRange(name: string, manifestPath: string): Promise<string> {
  const manifest = JSON.parse(await readFile(join(root, manifestPath), 'utf8'))
  const range: string | undefined = manifest.dependencies?.[name] ?? manifest.devDependencies?.[name]
  if (!range) throw new Error(`${manifestPath} has no ${name}`)
  if (range !== 'catalog:') return range
  const catalog = await readFile(join(root, 'pnpm-workspace.yaml'), 'utf8')
  const line = new RegExp(`^\\s+'?${name.replace('/', '\\/')}'?:\\s*(\\S+)`, 'm').exec(catalog)
  if (!line?.[1]) throw new Error(`no catalog entry for ${name}`)
  return line[1]
}

/**
 * The plugin package the tutorial writes, in `target`: every file of `fixture-plugin` (the manifest, the build and test
 * configs, the entries), each of which the tutorial must show, and the plugin's sources, the Gas tips example's.
 */
async function writePluginFromTutorial(target: string): Promise<void> {
  const text = await readFile(tutorial, 'utf8')
  const shown = new Set([...text.matchAll(/^<<< @\/([^\s#]+)/gm)].map((match) => match[1]))
  const own = fixture('fixture-plugin')
  const files = (await readdir(own, { recursive: true })).filter((path) => /\.\w+$/.test(path))
  const unshown = files.filter((path) => !shown.has(`examples/consumer/fixture-plugin/${path}`))
  if (unshown.length) throw new Error(`docs/writing-a-plugin.md does not show ${unshown.join(', ')}`)
  await cp(own, target, { recursive: true })
  await cp(tutorialPluginSources, join(target, 'src'), { recursive: true })
}

/** The environment for a tool run in the consumers' workspace: without this vitest run's own variables. */
function toolEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const own = /^(VITEST|NODE_OPTIONS$|NODE_ENV$|TEST$|FORCE_COLOR$)/
  const inherited = Object.entries(process.env).filter(([name]) => !own.test(name))
  return { ...Object.fromEntries(inherited), NO_COLOR: '1', ...extra }
}

/** JSON-RPC to the devnet chain from the test process. */
async function rpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result: T; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result
}

const ethBalance = async (rpcUrl: string, owner: string) =>
  BigInt(await rpc<string>(rpcUrl, 'eth_getBalance', [owner, 'latest']))

/** What `from`'s transaction in the latest block (anvil mines one per block) paid in gas, from its receipt. */
async function lastFeePaid(rpcUrl: string, from: string): Promise<bigint> {
  const block = await rpc<{ transactions: { hash: string; from: string }[] }>(
    rpcUrl,
    'eth_getBlockByNumber',
    ['latest', true],
  )
  const transaction = block.transactions.find((entry) => entry.from.toLowerCase() === from.toLowerCase())
  if (!transaction) throw new Error(`no transaction from ${from} in the latest block`)
  const receipt = await rpc<{ gasUsed: string; effectiveGasPrice: string; status: string }>(
    rpcUrl,
    'eth_getTransactionReceipt',
    [transaction.hash],
  )
  if (receipt.status !== '0x1') throw new Error(`transaction ${transaction.hash} reverted`)
  return BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice)
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
}

/** Serves the built app on a free loopback port. */
async function serve(distDir: string): Promise<string> {
  server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    const file = join(distDir, path === '/' ? 'index.html' : path)
    if (relative(distDir, file).startsWith('..')) return response.writeHead(403).end()
    try {
      const body = await readFile(file)
      response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' })
      response.end(body)
    } catch {
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('the static server has no port')
  return `http://127.0.0.1:${address.port}/`
}

/** One Chromium for the tests that need it. */
async function launchBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
    timeout: 60_000,
  })
  return browser
}

/** A page whose requests may reach 127.0.0.1 only: others are aborted and listed in `blocked`. */
async function guardedPage(launched: Browser, initScripts: string[] = []) {
  const context = await launched.newContext()
  const blocked: string[] = []
  await context.route('**/*', (route) => {
    const { hostname, protocol } = new URL(route.request().url())
    if (protocol === 'data:' || protocol === 'blob:' || hostname === '127.0.0.1') return route.continue()
    blocked.push(route.request().url())
    return route.abort('blockedbyclient')
  })
  for (const content of initScripts) await context.addInitScript({ content })
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  return { page, blocked }
}

/** `next start` on 127.0.0.1:`port`, once it answers `url` (30 s at most). */
async function startServer(next: string, port: number, env: NodeJS.ProcessEnv, url: string) {
  const child: ChildProcess = spawn(
    process.execPath,
    [next, 'start', '-H', '127.0.0.1', '-p', String(port)],
    {
      cwd: nextApp,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill()
    await exited
  }
  const deadline = Date.now() + 30_000
  for (;;) {
    const answer = await fetch(url).catch(() => undefined)
    if (answer?.ok) return { stop }
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop()
      throw new Error(`next start did not answer in 30 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'foyer-consumer-'))
  const packs = join(dir, 'packs')
  app = join(dir, 'app')
  nextApp = join(dir, 'nextjs')
  plugin = join(dir, 'plugin')
  await mkdir(packs)
  await Promise.all([
    cp(fixture('fixture'), app, { recursive: true }),
    cp(fixture('fixture-nextjs'), nextApp, { recursive: true }),
    writePluginFromTutorial(plugin),
  ])

  const { stdout } = await run('pnpm', ['-r', 'ls', '--json', '--depth', '-1'], {
    cwd: root,
    timeout: 60_000,
  })
  const packages = (JSON.parse(stdout) as { name: string; path: string; private?: boolean }[]).filter(
    (entry) => !entry.private && entry.name !== 'foyer',
  )
  const tarballs = new Map<string, string>()
  await step(`pack ${packages.length} packages`, async () => {
    const queue = [...packages]
    // Two at a time: packing mostly waits on the disk and child processes.
    await Promise.all(
      [0, 1].map(async () => {
        for (let next = queue.shift(); next; next = queue.shift())
          tarballs.set(next.name, await pack(next.path, packs))
      }),
    )
  })
  for (const { name, path } of packages) {
    const manifest = JSON.parse(await readFile(join(path, 'package.json'), 'utf8'))
    const modules = Object.keys(manifest.exports ?? {}).filter(
      (entry) => entry !== './package.json' && !entry.endsWith('.css'),
    )
    if (modules.length) entries.set(name, modules)
  }

  const thirdParty = [
    ['react', 'examples/appkit-compat/package.json'],
    ['react-dom', 'examples/appkit-compat/package.json'],
    ['viem', 'examples/appkit-compat/package.json'],
    ['wagmi', 'examples/appkit-compat/package.json'],
    ['@tanstack/react-query', 'examples/appkit-compat/package.json'],
    ['ethers', 'examples/appkit-compat/package.json'],
    ['@solana/web3.js', 'examples/appkit-compat/package.json'],
    ['@wagmi/core', 'adapters/wagmi/package.json'],
    ['@types/react', 'examples/appkit-compat/package.json'],
    ['@types/react-dom', 'examples/appkit-compat/package.json'],
    ['@types/node', 'package.json'],
    ['typescript', 'package.json'],
    ['vite', 'examples/demo/package.json'],
    ['next', 'examples/nextjs/package.json'],
  ] as const
  const tested: Record<string, string> = {}
  for (const [name, manifestPath] of thirdParty) tested[name] = await testedRange(name, manifestPath)
  const pick = (names: string[]) => Object.fromEntries(names.map((name) => [name, tested[name] ?? '']))
  const appDependencies: Record<string, string> = { 'my-foyer-gas-tips': 'workspace:*' }
  for (const [name, path] of tarballs) appDependencies[name] = `file:${path}`
  const { next: _, ...notNext } = tested
  Object.assign(appDependencies, notNext)
  const nextDependencies = {
    '@foyer/adapter-wagmi': `file:${tarballs.get('@foyer/adapter-wagmi')}`,
    '@foyer/core': `file:${tarballs.get('@foyer/core')}`,
    '@foyer/react': `file:${tarballs.get('@foyer/react')}`,
    ...pick(['next', 'react', 'react-dom', 'viem', 'wagmi', '@wagmi/core', '@tanstack/react-query']),
    ...pick(['@types/react', '@types/react-dom', '@types/node', 'typescript']),
  }
  const manifest = (name: string, dependencies: Record<string, string>) =>
    JSON.stringify({ name, private: true, type: 'module', dependencies }, null, 2)
  await Promise.all([
    writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'consumers', private: true }, null, 2)),
    writeFile(join(app, 'package.json'), manifest('consumer', appDependencies)),
    writeFile(join(nextApp, 'package.json'), manifest('consumer-nextjs', nextDependencies)),
  ])
  // Not on the registry yet: the tarballs stand in for the packages' dependencies on each other too (and for the
  // plugin's `^0.1.0`). React, its types and TypeScript are pinned to the versions this workspace tests with, for the
  // plugin's dev dependencies too: one React in every app and the plugin's tests.
  const pins = pick(['typescript', 'react', 'react-dom', '@types/react', '@types/react-dom'])
  const overrides = [...[...tarballs].map(([name, path]) => [name, `file:${path}`]), ...Object.entries(pins)]
    .map(([name, range]) => `  '${name}': '${range}'`)
    .join('\n')
  await writeFile(
    join(dir, 'pnpm-workspace.yaml'),
    `packages:\n  - app\n  - nextjs\n  - plugin\noverrides:\n${overrides}\n`,
  )

  await step('install (offline)', () =>
    exec(
      'pnpm',
      ['install', '--offline', '--ignore-scripts', '--config.strict-peer-dependencies=false'],
      dir,
      300_000,
    ),
  )
}, 600_000)

afterAll(async () => {
  await browser?.close()
  await Promise.all(stoppers.map((stop) => stop()))
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
  if (dir) await rm(dir, { recursive: true, force: true })
}, 60_000)

describe('the packed packages, installed outside the workspace', () => {
  it("the tutorial's plugin package builds, passes its own tests against the tarballs and packs only its build", {
    timeout: 300_000,
  }, async () => {
    const node = (bin: string, args: string[], timeout: number) =>
      exec('node', [join(plugin, 'node_modules', bin), ...args], plugin, timeout, toolEnv())
    await step('plugin: tsc build', () => node('typescript/bin/tsc', ['-p', 'tsconfig.build.json'], 120_000))
    const tests = await step('plugin: vitest', () => node('vitest/vitest.mjs', ['run'], 180_000))
    // vitest exits non-zero (and `exec` throws) when a test fails or none is found.
    expect(tests).toMatch(/Tests\s+\d+ passed/)
    const output = await step('plugin: pack', () =>
      exec('pnpm', ['pack', '--json', '--pack-destination', dir], plugin, 60_000),
    )
    const files = (JSON.parse(output) as { files: { path: string }[] }).files.map(({ path }) => path)
    expect(files).toEqual(
      expect.arrayContaining([
        'package.json',
        'dist/exports/index.js',
        'dist/exports/react.d.ts',
        'dist/GasTipsView.js',
      ]),
    )
    expect(files.filter((path) => !path.startsWith('dist/') && path !== 'package.json')).toEqual([])
    expect(files.filter((path) => path.includes('.test.'))).toEqual([])
  })

  it('type-check an import of every public entry, with moduleResolution bundler and node16', {
    timeout: 300_000,
  }, async () => {
    const lines = [...entries].flatMap(([name, modules]) =>
      modules.map((entry, index) => {
        const specifier = entry === '.' ? name : `${name}${entry.slice(1)}`
        const alias = `${name.replace(/\W+/g, '_')}_${index}`
        return `export * as ${alias} from '${specifier}'`
      }),
    )
    expect(lines.length).toBeGreaterThan(30)
    await writeFile(join(app, 'src/entries.ts'), `${lines.join('\n')}\n`)
    const common = {
      target: 'ES2022',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      jsx: 'react-jsx',
      types: ['node'],
    }
    await writeFile(
      join(app, 'tsconfig.bundler.json'),
      JSON.stringify({
        compilerOptions: { ...common, module: 'ESNext', moduleResolution: 'bundler' },
        include: ['src'],
      }),
    )
    await writeFile(
      join(app, 'tsconfig.node16.json'),
      JSON.stringify({
        compilerOptions: { ...common, module: 'node16', moduleResolution: 'node16' },
        include: ['src/entries.ts'],
      }),
    )
    const tsc = join(app, 'node_modules/typescript/bin/tsc')
    await step('tsc bundler + node16', () =>
      Promise.all(
        ['tsconfig.bundler.json', 'tsconfig.node16.json'].map((project) =>
          exec('node', [tsc, '-p', project], app, 240_000),
        ),
      ),
    )
  })

  it('build with vite; in Chromium the app connects the dev wallet on a devnet chain, opens the tutorial plugin view and sends ETH through the send plugin', {
    timeout: 300_000,
  }, async () => {
    // The chain and the dev wallet's bundle get ready while vite builds.
    const chainReady = step('anvil (chain 1)', async () =>
      startAnvil({ chainId: 1, port: await getFreePort(), mnemonic: defaultMnemonic, timeoutMs: 60_000 }),
    )
    const walletReady = step('dev wallet bundle', () => buildWallets({ outDir: join(dir, 'wallets') }))
    chainReady.then((chain) => stoppers.push(chain.stop)).catch(() => {})
    const [built, chain, wallets] = await Promise.allSettled([
      step('vite build', () =>
        exec('node', [join(app, 'node_modules/vite/bin/vite.js'), 'build'], app, 240_000),
      ),
      chainReady,
      walletReady,
    ])
    for (const result of [built, chain, wallets]) if (result.status === 'rejected') throw result.reason
    if (chain.status !== 'fulfilled' || wallets.status !== 'fulfilled') return
    const { rpcUrl } = chain.value
    const [sender, receiver] = deriveDevAccounts(defaultMnemonic, 2)
    if (!sender || !receiver) throw new Error('no dev accounts')
    const url = await serve(join(app, 'dist'))

    await step('Chromium', async () => {
      const walletConfig = {
        privateKey: sender.privateKey,
        chains: [{ chainId: 1, rpcUrl }],
        announce: true,
        injectGlobal: true,
      }
      const { page, blocked } = await guardedPage(await launchBrowser(), [
        `window.__FOYER_DEV_WALLET__ = ${JSON.stringify(walletConfig)};`,
        await readFile(wallets.value.evmWallet, 'utf8'),
      ])
      const pageErrors: string[] = []
      page.on('pageerror', (error) => pageErrors.push(error.message))
      await page.goto(`${url}?rpc=${encodeURIComponent(rpcUrl)}`)
      await expect
        .poll(() => page.getByTestId('status').textContent(), { timeout: 30_000 })
        .toBe('disconnected')

      // Connect: the modal's own chunk loads from the built output and lists the injected wallet.
      await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
      const modal = page.getByRole('dialog')
      await modal
        .getByRole('button', { name: /^Foyer Dev Wallet[\s,]+(Installed|Recent)\b/ })
        .first()
        .click()
      await page
        .getByTestId('status')
        .filter({ hasText: /^connected$/ })
        .waitFor()
      await modal.waitFor({ state: 'detached' })

      // The first open after connecting shows the tutorial plugin's view (its lazy chunk and its catalog).
      await page
        .getByRole('button', { name: /0x[0-9a-f]{2}…[0-9a-f]{6}/i })
        .first()
        .click()
      const tips = page.getByRole('dialog', { name: 'Gas tips' })
      await tips.getByRole('list', { name: 'Gas tips' }).waitFor()
      expect(await tips.getByRole('list', { name: 'Gas tips' }).getByRole('listitem').count()).toBe(3)
      await tips.getByRole('button', { name: 'Got it' }).click()

      // Send 0.5 ETH through the send plugin's view, as a person would.
      const before = await Promise.all([
        ethBalance(rpcUrl, sender.address),
        ethBalance(rpcUrl, receiver.address),
      ])
      await modal.getByRole('button', { name: /^Send/ }).first().click()
      await modal
        .getByRole('list', { name: 'Token to send' })
        .getByRole('button', { name: /^ETH\b/ })
        .click()
      await modal.getByLabel(/^Receiver address/).fill(receiver.address)
      await modal.getByLabel('Amount').fill('0.5')
      await modal.getByRole('button', { name: 'Review send' }).click()
      const confirm = modal.getByRole('button', { name: 'Send', exact: true })
      await confirm.and(page.locator(':enabled')).waitFor()
      await confirm.click()
      await page.getByText('Transaction started').waitFor()

      const half = 5n * 10n ** 17n
      await expect
        .poll(() => ethBalance(rpcUrl, receiver.address), { timeout: 30_000 })
        .toBe(before[1] + half)
      const fee = await lastFeePaid(rpcUrl, sender.address)
      expect(fee).toBeGreaterThan(0n)
      expect(await ethBalance(rpcUrl, sender.address)).toBe(before[0] - half - fee)
      if (blocked.length) console.log(`[consumer] blocked requests (not loopback): ${blocked.join(', ')}`)
      expect(pageErrors).toEqual([])
    })
  })

  it('build a Next.js App Router app with next build; next start serves the button server-rendered, and it hydrates in Chromium', {
    timeout: 900_000,
  }, async () => {
    const next = join(nextApp, 'node_modules/next/dist/bin/next')
    const env = toolEnv({ NEXT_TELEMETRY_DISABLED: '1' })
    await step('next build', () => exec('node', [next, 'build'], nextApp, 600_000, env))
    const port = await getFreePort()
    const url = `http://127.0.0.1:${port}/`
    const started = await step('next start', () => startServer(next, port, env, url))
    stoppers.push(started.stop)

    // The server's HTML already has the page and Foyer's button.
    const html = await (await fetch(url)).text()
    expect(html).toContain('Foyer from tarballs')
    expect(html).toContain('Connect Wallet')

    await step('Chromium (Next.js)', async () => {
      const { page, blocked } = await guardedPage(await launchBrowser())
      const trouble: string[] = []
      page.on('console', (message) => {
        if (['error', 'warning'].includes(message.type())) trouble.push(message.text())
      })
      page.on('pageerror', (error) => trouble.push(error.message))
      await page.goto(url)
      await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
      await page.getByRole('dialog').waitFor()
      expect(await page.getByTestId('status').textContent()).toBe('disconnected')
      expect(trouble.filter((text) => /hydrat|did not match|#418|#423|#425/i.test(text))).toEqual([])
      expect(trouble).toEqual([])
      expect(blocked).toEqual([])
    })
  })
})

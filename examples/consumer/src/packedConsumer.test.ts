import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { basename, extname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { truncateAddress } from '@foyer/core'
import { buildWallets, defaultMnemonic, deriveDevAccounts, getFreePort, startAnvil } from '@foyer/devnet'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitForStatus } from '../../demo/e2e/demoActions.js'
import { launchChromium, newGuardedPage } from '../../demo/e2e/launchChromium.js'
import { connectDevWallet, devWalletScripts, openTutorialPluginView, sendHalfEth } from './devWalletSteps.js'

// Packs every public package once and installs the tarballs with one offline install into a workspace outside this
// one: a Vite app, examples/nextjs (the App Router app set up as AppKit's docs set up AppKit, with fixture-nextjs laid
// over it: the tutorial's plugin added, no workspace root) and a plugin package of its own, written from the docs'
// tutorial (docs/writing-a-plugin.md). Then: tsc over an import of every public entry and both apps' sources (bundler
// and node16 resolution); the plugin built and its own tests run against the tarballs; the Vite app and the Next.js
// app built side by side (neither bundler type-checks again: tsc did), and each run in Chromium against anvil chains:
// it connects the dev wallet, opens the plugin's view and sends ETH through the send plugin's view. The Next.js app
// also server-renders the account from wagmi's and Foyer's cookies, shows it from the first paint on each reload and
// hydrates without a warning. Everything else is installed from the machine's store.

const run = promisify(execFile)
const root = fileURLToPath(new URL('../../../', import.meta.url))
const fixture = (name: string) => fileURLToPath(new URL(`../${name}/`, import.meta.url))
const tutorial = join(root, 'docs/writing-a-plugin.md')
/** The plugin the tutorial writes: its sources are the Gas tips example's, which the tutorial shows. */
const tutorialPluginSources = join(root, 'examples/third-party-plugin/src')
/** The Next.js example users copy: built from the tarballs, with `fixture-nextjs` laid over it. */
const nextExample = join(root, 'examples/nextjs')
/** What the workspace made in the example's folder: not copied. */
const nextExampleLocal = new Set(['node_modules', '.next', 'next-env.d.ts'])

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
/** The anvil chain (id 1) both apps read and send on, and the dev wallet's browser bundle: ready in `beforeAll`. */
let rpcUrl: string
/** The Next.js example's second network (Arbitrum One, id 42161), on loopback too. */
let arbitrumRpcUrl: string
let walletBundle: string
const [sender, receiver] = deriveDevAccounts(defaultMnemonic, 2)

/** Runs `command` with a time limit and prints how long it took. */
async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now()
  try {
    return await work()
  } finally {
    console.log(`[consumer] ${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
}

/** `work` run on the first call only; later calls share its promise (a rejection is reported where it is awaited). */
function once<T>(work: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | undefined
  return () => {
    if (!started) {
      started = work()
      started.catch(() => {})
    }
    return started
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
  browser ??= await launchChromium()
  return browser
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

/** The tutorial's plugin built with its own `tsc` (both apps import its build). */
const buildPlugin = once(() =>
  step('plugin: tsc build', () =>
    exec(
      'node',
      [join(plugin, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
      plugin,
      120_000,
    ),
  ),
)

/**
 * Both apps built side by side once the plugin is: Vite without minifying, Next.js without its own type-check (the
 * tsc test checks both apps' sources). Next.js inlines the chains' addresses (`NEXT_PUBLIC_FOYER_DEVNET`, as the
 * example's README builds it against the devnet) at build time: no service, no relay.
 */
const buildApps = once(async () => {
  await buildPlugin()
  const next = join(nextApp, 'node_modules/next/dist/bin/next')
  const vite = join(app, 'node_modules/vite/bin/vite.js')
  const devnet = { rpcUrls: { 1: rpcUrl, 42161: arbitrumRpcUrl }, serviceUrl: '', relayUrl: null }
  const env = toolEnv({ NEXT_TELEMETRY_DISABLED: '1', NEXT_PUBLIC_FOYER_DEVNET: JSON.stringify(devnet) })
  const [vited, nexted] = await Promise.allSettled([
    step('vite build', () => exec('node', [vite, 'build'], app, 480_000, toolEnv())),
    step('next build', () => exec('node', [next, 'build'], nextApp, 600_000, env)),
  ])
  return { vite: vited, next: nexted }
})

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'foyer-consumer-'))
  const packs = join(dir, 'packs')
  app = join(dir, 'app')
  nextApp = join(dir, 'nextjs')
  plugin = join(dir, 'plugin')
  await mkdir(packs)
  // The chain and the dev wallet's bundle get ready while the packages pack and install.
  const [chainReady, arbitrumReady] = [1, 42161].map((chainId) => {
    const ready = step(`anvil (chain ${chainId})`, async () =>
      startAnvil({ chainId, port: await getFreePort(), mnemonic: defaultMnemonic, timeoutMs: 60_000 }),
    )
    ready.then((chain) => stoppers.push(chain.stop)).catch(() => {})
    return ready
  })
  if (!chainReady || !arbitrumReady) throw new Error('no anvil chains')
  const walletReady = step('dev wallet bundle', () => buildWallets({ outDir: join(dir, 'wallets') }))
  walletReady.catch(() => {})
  await Promise.all([
    cp(fixture('fixture'), app, { recursive: true }),
    cp(nextExample, nextApp, {
      recursive: true,
      filter: (path) => !nextExampleLocal.has(basename(path)),
    }).then(() => cp(fixture('fixture-nextjs'), nextApp, { recursive: true })),
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
  // The example's own dependencies (its manifest must name every one): Foyer's from the tarballs, the others at the
  // versions this workspace tests with.
  const example = JSON.parse(await readFile(join(nextExample, 'package.json'), 'utf8'))
  const nextDependencies: Record<string, string> = {
    'my-foyer-gas-tips': 'workspace:*',
    ...pick(['@wagmi/core', 'typescript']),
  }
  for (const name of Object.keys({ ...example.dependencies, ...example.devDependencies })) {
    const tarball = tarballs.get(name)
    const range = tarball ? `file:${tarball}` : tested[name]
    if (!range) throw new Error(`examples/nextjs depends on ${name}, which this test does not install`)
    nextDependencies[name] = range
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
  rpcUrl = (await chainReady).rpcUrl
  arbitrumRpcUrl = (await arbitrumReady).rpcUrl
  walletBundle = (await walletReady).evmWallet
}, 600_000)

afterAll(async () => {
  await browser?.close()
  await Promise.all(stoppers.map((stop) => stop()))
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
  if (dir) await rm(dir, { recursive: true, force: true })
}, 60_000)

/**
 * Counts every moment "Connect Wallet" is on screen, from the first parsed byte of each page load. The button moves
 * into a shadow root once hydrated: its text is watched there too.
 */
const connectShownCounter = `window.__connectShown = 0;
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
observer.observe(document, options);`

describe('the packed packages, installed outside the workspace', () => {
  it("the tutorial's plugin package builds, passes its own tests against the tarballs and packs only its build", {
    timeout: 300_000,
  }, async () => {
    await buildPlugin()
    // Both apps build from here on, beside the plugin's tests and the type-check.
    void buildApps()
    const tests = await step('plugin: vitest', () =>
      exec('node', [join(plugin, 'node_modules/vitest/vitest.mjs'), 'run'], plugin, 180_000, toolEnv()),
    )
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

  it("type-check an import of every public entry (moduleResolution bundler and node16) and both apps' sources", {
    timeout: 600_000,
  }, async () => {
    await buildPlugin()
    const lines = [...entries].flatMap(([name, modules]) =>
      modules.map((entry, index) => {
        const specifier = entry === '.' ? name : `${name}${entry.slice(1)}`
        const alias = `${name.replace(/\W+/g, '_')}_${index}`
        return `export * as ${alias} from '${specifier}'`
      }),
    )
    expect(lines.length).toBeGreaterThan(30)
    await writeFile(join(app, 'entries.ts'), `${lines.join('\n')}\n`)
    const common = {
      target: 'ES2022',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      jsx: 'react-jsx',
      types: ['node'],
    }
    // The bundler program holds the Vite app and the Next.js app (which `next build` no longer checks): each file
    // resolves its imports from its own app's node_modules.
    await writeFile(
      join(app, 'tsconfig.bundler.json'),
      JSON.stringify({
        compilerOptions: { ...common, module: 'ESNext', moduleResolution: 'bundler' },
        include: ['entries.ts', 'src', '../nextjs/app', '../nextjs/config', '../nextjs/context'],
      }),
    )
    await writeFile(
      join(app, 'tsconfig.node16.json'),
      JSON.stringify({
        compilerOptions: { ...common, module: 'node16', moduleResolution: 'node16' },
        include: ['entries.ts'],
      }),
    )
    const tsc = join(app, 'node_modules/typescript/bin/tsc')
    await step('tsc bundler + node16', () =>
      Promise.all(
        ['tsconfig.bundler.json', 'tsconfig.node16.json'].map((project) =>
          exec('node', [tsc, '-p', project], app, 480_000),
        ),
      ),
    )
  })

  it('build with vite; in Chromium the app connects the dev wallet on a devnet chain, opens the tutorial plugin view and sends ETH through the send plugin', {
    timeout: 600_000,
  }, async () => {
    const { vite } = await buildApps()
    if (vite.status === 'rejected') throw vite.reason
    if (!sender || !receiver) throw new Error('no dev accounts')
    const url = await serve(join(app, 'dist'))

    await step('Chromium (Vite)', async () => {
      const scripts = await devWalletScripts(walletBundle, sender, rpcUrl)
      const { page, blocked } = await newGuardedPage(await launchBrowser(), { initScripts: scripts })
      const pageErrors: string[] = []
      page.on('pageerror', (error) => pageErrors.push(error.message))
      await page.goto(`${url}?rpc=${encodeURIComponent(rpcUrl)}`)
      await connectDevWallet(page)
      await openTutorialPluginView(page)
      await sendHalfEth(page, rpcUrl, sender, receiver)
      if (blocked.length) console.log(`[consumer] blocked requests (not loopback): ${blocked.join(', ')}`)
      expect(pageErrors).toEqual([])
    })
  })

  it('build examples/nextjs; next start serves it server-rendered, it hydrates in Chromium, connects the dev wallet, opens the tutorial plugin view, sends ETH, and after each reload shows the account from the first paint', {
    timeout: 900_000,
  }, async () => {
    const { next: built } = await buildApps()
    if (built.status === 'rejected') throw built.reason
    if (!sender || !receiver) throw new Error('no dev accounts')
    const next = join(nextApp, 'node_modules/next/dist/bin/next')
    const port = await getFreePort()
    const url = `http://127.0.0.1:${port}/`
    const env = toolEnv({ NEXT_TELEMETRY_DISABLED: '1' })
    const started = await step('next start', () => startServer(next, port, env, url))
    stoppers.push(started.stop)

    // The server's HTML already has the page and Foyer's button.
    const html = await (await fetch(url)).text()
    expect(html).toContain('Foyer on Next.js')
    expect(html).toContain('data-testid="status"')
    expect(html).toContain('Connect Wallet')

    await step('Chromium (Next.js)', async () => {
      const scripts = await devWalletScripts(walletBundle, sender, rpcUrl)
      const guarded = await newGuardedPage(await launchBrowser(), {
        initScripts: [...scripts, connectShownCounter],
      })
      const { page } = guarded
      // Console errors and page errors are in `guarded.errors`.
      const warnings: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text())
      })
      page.on('response', (response) => {
        if (response.status() >= 400) warnings.push(`HTTP ${response.status()} ${response.url()}`)
      })
      const hydrationTrouble = () =>
        [...warnings, ...guarded.errors].filter((text) => /hydrat|did not match|#418|#423|#425/i.test(text))

      const connectShown = () =>
        page.evaluate(() => (window as unknown as { __connectShown: number }).__connectShown)
      await page.goto(url)
      await connectDevWallet(page)
      // The counter sees the button while disconnected (so its zero after each reload below means something).
      expect(await connectShown()).toBeGreaterThan(0)
      expect(hydrationTrouble()).toEqual([])
      expect(await page.getByTestId('address').textContent()).toBe(sender.address)
      // wagmi's cookie now holds the connection, as AppKit's setup expects.
      const cookies = await guarded.context.cookies()
      expect(cookies.some((cookie) => cookie.name.startsWith('wagmi.'))).toBe(true)
      // The server renders the stored account from the request's cookies (Foyer's cookieStorage + FoyerProvider).
      const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ')
      const connectedHtml = await (await fetch(url, { headers: { cookie } })).text()
      expect(connectedHtml).toContain(truncateAddress(sender.address))
      expect(connectedHtml).not.toContain('Connect Wallet')

      await openTutorialPluginView(page)
      await sendHalfEth(page, rpcUrl, sender, receiver)

      for (const attempt of [1, 2]) {
        await page.reload()
        await waitForStatus(page, 'connected')
        expect(await page.getByTestId('address').textContent(), `reload ${attempt}`).toBe(sender.address)
        // No flash: "Connect Wallet" never showed while the session restored.
        expect(await connectShown(), `reload ${attempt}`).toBe(0)
      }
      // The modal still opens after the reloads (its root is attached).
      await page.getByRole('button', { name: 'Choose network' }).click()
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Arbitrum One/ })
        .waitFor()

      expect(hydrationTrouble()).toEqual([])
      expect(warnings).toEqual([])
      expect(guarded.errors).toEqual([])
      expect(guarded.blocked).toEqual([])
      await guarded.context.close()
    })
  })
})

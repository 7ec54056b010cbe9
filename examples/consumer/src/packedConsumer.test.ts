import { execFile } from 'node:child_process'
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// Packs every public package once, installs the tarballs (and the third-party plugin example, packed too) into one
// app outside the workspace, then: tsc over an import of every public entry (bundler and node16 resolution), vite
// build, and the built app in Chromium. Everything else is installed from the machine's package store (offline).

const run = promisify(execFile)
const root = fileURLToPath(new URL('../../../', import.meta.url))
const fixture = fileURLToPath(new URL('../fixture/', import.meta.url))
const thirdPartyPlugin = join(root, 'examples/third-party-plugin')

let dir: string
let app: string
let browser: Browser | undefined
let server: Server | undefined
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
async function exec(command: string, args: string[], cwd: string, timeout: number): Promise<string> {
  try {
    const { stdout } = await run(command, args, { cwd, timeout, maxBuffer: 32 * 1024 * 1024 })
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

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'foyer-consumer-'))
  const packs = join(dir, 'packs')
  app = join(dir, 'app')
  await mkdir(packs)
  await cp(fixture, app, { recursive: true })

  const { stdout } = await run('pnpm', ['-r', 'ls', '--json', '--depth', '-1'], {
    cwd: root,
    timeout: 60_000,
  })
  const packages = (JSON.parse(stdout) as { name: string; path: string; private?: boolean }[]).filter(
    (entry) => !entry.private && entry.name !== 'foyer',
  )
  const tarballs = new Map<string, string>()
  await step(`pack ${packages.length + 1} packages`, async () => {
    const queue = [...packages, { name: '@foyer-examples/third-party-plugin', path: thirdPartyPlugin }]
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

  const file = (name: string) => `file:${tarballs.get(name)}`
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
  ] as const
  const dependencies: Record<string, string> = {}
  for (const [name] of tarballs) dependencies[name] = file(name)
  for (const [name, manifestPath] of thirdParty) dependencies[name] = await testedRange(name, manifestPath)
  await writeFile(
    join(app, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module', dependencies }, null, 2),
  )
  // Not on the registry yet: the tarballs stand in for the packages' dependencies on each other too.
  const overrides = [...tarballs].map(([name, path]) => `  '${name}': 'file:${path}'`).join('\n')
  await writeFile(join(app, 'pnpm-workspace.yaml'), `overrides:\n${overrides}\n`)

  await step('install (offline)', () =>
    exec(
      'pnpm',
      ['install', '--offline', '--ignore-scripts', '--config.strict-peer-dependencies=false'],
      app,
      300_000,
    ),
  )
}, 600_000)

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('the packed packages, installed outside the workspace', () => {
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

  it('build with vite, and the built app shows its button and opens the modal in Chromium', {
    timeout: 300_000,
  }, async () => {
    await step('vite build', () =>
      exec('node', [join(app, 'node_modules/vite/bin/vite.js'), 'build'], app, 240_000),
    )
    const url = await serve(join(app, 'dist'))
    await step('Chromium', async () => {
      browser = await chromium.launch({
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
      const context = await browser.newContext()
      const blocked: string[] = []
      await context.route('**/*', (route) => {
        const { hostname, protocol } = new URL(route.request().url())
        if (protocol === 'data:' || protocol === 'blob:' || hostname === '127.0.0.1') return route.continue()
        blocked.push(route.request().url())
        return route.abort('blockedbyclient')
      })
      const page = await context.newPage()
      const pageErrors: string[] = []
      page.on('pageerror', (error) => pageErrors.push(error.message))
      await page.goto(url)
      await expect
        .poll(() => page.getByTestId('status').textContent(), { timeout: 30_000 })
        .toBe('disconnected')
      await page.getByRole('button', { name: 'Connect Wallet' }).first().click({ timeout: 30_000 })
      // The modal's own chunk loaded from the built output and rendered its first view.
      await page.getByRole('dialog').first().waitFor({ state: 'visible', timeout: 30_000 })
      if (blocked.length) console.log(`[consumer] blocked requests (not loopback): ${blocked.join(', ')}`)
      expect(pageErrors).toEqual([])
    })
  })
})

import { execFile } from 'node:child_process'
import { cp, mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, expect, it } from 'vitest'

// An adapter author's package outside the workspace: the viem example adapter's sources and conformance test, and
// the Tron example adapter's (a namespace the kernel does not ship, registered by the adapter) with its tests, with
// the kit (@foyer/conformance, @foyer/devnet and what they need of the workspace) installed from packed tarballs and
// everything else from the machine's package store (offline). Its conformance suite runs there against local anvils.

const run = promisify(execFile)
const root = fileURLToPath(new URL('../../../', import.meta.url))
const example = join(root, 'examples/viem-adapter')
const tronExample = join(root, 'examples/tron-adapter')
/** The kit and the workspace packages it depends on. */
const kit = {
  '@foyer/core': 'core',
  '@foyer/service': 'service',
  '@foyer/devnet': 'devnet',
  '@foyer/conformance': 'adapters/conformance',
} as const

let dir: string | undefined
// The install's thousands of links take a while to remove on a busy disk.
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
}, 120_000)

/** Runs `work`, printing how long it took. */
async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now()
  try {
    return await work()
  } finally {
    console.log(`[packed adapter] ${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
}

/** A command's output; on failure its output in the error, so a failing install or test run says why. */
async function exec(command: string, args: string[], cwd: string, timeout: number): Promise<string> {
  try {
    const { stdout } = await run(command, args, { cwd, timeout, maxBuffer: 32 * 1024 * 1024 })
    return stdout
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout}\n${stderr}`.slice(-20_000))
  }
}

/** The range the workspace tests `name` with, from `manifestPath` (a `catalog:` entry read from the catalog). */
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

it('the viem example adapter passes the conformance suite, and the Tron one its tests, installed from tarballs outside the workspace', {
  timeout: 900_000,
}, async () => {
  dir = await mkdtemp(join(tmpdir(), 'foyer-adapter-'))
  const packs = join(dir, 'packs')
  const app = join(dir, 'viem-adapter')
  await mkdir(packs)
  await mkdir(app)

  const tarballs: Record<string, string> = {}
  await step(`pack ${Object.keys(kit).length} packages`, () =>
    Promise.all(
      Object.entries(kit).map(async ([name, path]) => {
        const output = await exec(
          'pnpm',
          ['pack', '--json', '--pack-destination', packs],
          join(root, path),
          120_000,
        )
        tarballs[name] = (JSON.parse(output) as { filename: string }).filename
      }),
    ),
  )

  // The author's package: the example's sources and test as they are, its own manifest.
  await cp(join(example, 'src'), join(app, 'src'), { recursive: true })
  await cp(join(tronExample, 'src'), join(app, 'src/tron'), { recursive: true })
  const dependencies: Record<string, string> = {
    viem: await testedRange('viem', 'examples/viem-adapter/package.json'),
    vitest: await testedRange('vitest', 'examples/viem-adapter/package.json'),
  }
  for (const [name, file] of Object.entries(tarballs)) dependencies[name] = `file:${file}`
  await writeFile(
    join(app, 'package.json'),
    JSON.stringify({ name: 'viem-adapter', private: true, type: 'module', dependencies }, null, 2),
  )
  // Not on the registry yet: the tarballs stand in for the packages' dependencies on each other too.
  const overrides = Object.entries(tarballs).map(([name, file]) => `  '${name}': 'file:${file}'`)
  await writeFile(join(app, 'pnpm-workspace.yaml'), `overrides:\n${overrides.join('\n')}\n`)

  await step('install (offline)', () =>
    exec(
      'pnpm',
      ['install', '--offline', '--ignore-scripts', '--config.strict-peer-dependencies=false'],
      app,
      300_000,
    ),
  )
  // The devnet's contracts compiled by the workspace, where the installed devnet looks first (solc is slow on 2
  // cores); without them it compiles its own.
  const cache = join(root, 'devnet/.devnet/cache')
  const installedDevnet = await realpath(join(app, 'node_modules/@foyer/devnet'))
  await cp(cache, join(installedDevnet, '.devnet/cache'), { recursive: true }).catch(() => undefined)

  const report = join(dir, 'report.json')
  await step('vitest run (the conformance suite)', () =>
    exec(
      'node',
      [join(app, 'node_modules/vitest/vitest.mjs'), 'run', '--reporter=json', `--outputFile=${report}`],
      app,
      480_000,
    ),
  )
  const { numPassedTests, numFailedTests, numPendingTests, testResults } = JSON.parse(
    await readFile(report, 'utf8'),
  )
  const files = (testResults as { name: string }[]).map(({ name }) => name.slice(app.length + 1)).sort()
  expect(files).toEqual(['src/ViemAdapter.test.ts', 'src/tron/TronAdapter.test.ts'])
  // The conformance suite's 14 and the Tron adapter's 4.
  expect({ numPassedTests, numFailedTests, numPendingTests }).toEqual({
    numPassedTests: 18,
    numFailedTests: 0,
    numPendingTests: 0,
  })
})

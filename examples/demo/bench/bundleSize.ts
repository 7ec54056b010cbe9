// Prints the starter's first-load and total size next to the floor (react + react-dom + wagmi + viem alone):
// esbuild --bundle --minify --format=esm --splitting, production define, gzip -9. A figure, not a test.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, type Metafile } from 'esbuild'

const here = fileURLToPath(new URL('.', import.meta.url))

type Sizes = { firstLoad: number; all: number; chunks: number }

async function measure(entry: string, external: string[] = []): Promise<Sizes> {
  const outdir = await mkdtemp(join(tmpdir(), 'foyer-size-'))
  try {
    const result = await build({
      entryPoints: [join(here, entry)],
      bundle: true,
      minify: true,
      format: 'esm',
      splitting: true,
      outdir,
      metafile: true,
      platform: 'browser',
      conditions: ['source'],
      define: { 'process.env.NODE_ENV': '"production"' },
      jsx: 'automatic',
      loader: { '.css': 'empty' },
      external,
      logLevel: 'silent',
    })
    const outputs = result.metafile.outputs
    const gz = async (path: string) => gzipSync(await readFile(path), { level: 9 }).length
    // With splitting every dynamic import is an entry point too: pick the output of the file we asked for.
    const entryOutput = Object.keys(outputs).find((path) => outputs[path]?.entryPoint?.endsWith(entry))
    if (!entryOutput) throw new Error(`no entry output for ${entry}`)
    const firstLoad = new Set<string>()
    const visit = (path: string) => {
      if (firstLoad.has(path)) return
      firstLoad.add(path)
      for (const imported of (outputs as Metafile['outputs'])[path]?.imports ?? []) {
        if (imported.kind === 'import-statement' && !imported.external) visit(imported.path)
      }
    }
    visit(entryOutput)
    const jsOutputs = Object.keys(outputs).filter((path) => path.endsWith('.js'))
    let first = 0
    let all = 0
    for (const path of jsOutputs) {
      const size = await gz(path)
      all += size
      if (firstLoad.has(path)) first += size
    }
    return { firstLoad: first, all, chunks: jsOutputs.length }
  } finally {
    await rm(outdir, { recursive: true, force: true })
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const floor = await measure('floor.tsx')
const starter = await measure('starter.tsx')
// Foyer's own code: everything but the libraries a wagmi app already ships (and zod, tapable, mitt, uqr).
const libraries = [
  'react',
  'react-dom',
  'react/*',
  'react-dom/*',
  '@wagmi/core',
  'wagmi',
  'viem',
  'viem/*',
  'zod',
  'tapable',
  'mitt',
  'uqr',
]
const own = await measure('starter.tsx', libraries)

console.log('bundle (esbuild, minified, ESM, splitting, gzip -9) | first load | all chunks | chunks')
console.log(
  `floor: react + react-dom + wagmi core + viem | ${kb(floor.firstLoad)} | ${kb(floor.all)} | ${floor.chunks}`,
)
console.log(
  `Foyer starter (createAppKit + WagmiAdapter + mainnet + button) | ${kb(starter.firstLoad)} | ${kb(starter.all)} | ${starter.chunks}`,
)
console.log(
  `Foyer's own code in the starter (libraries external) | ${kb(own.firstLoad)} | ${kb(own.all)} | ${own.chunks}`,
)
console.log(
  `starter first load above the floor: ${kb(starter.firstLoad - floor.firstLoad)} (target: within 40 KB)`,
)
console.log(`Foyer's own code on first load: ${kb(own.firstLoad)} (target: under 25 KB)`)

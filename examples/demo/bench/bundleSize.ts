// Prints the starter's first-load and total size next to the floor (react + react-dom + wagmi + viem alone):
// esbuild --bundle --minify --format=esm --splitting, production define, gzip -9. Figures in exact bytes and a verdict
// per target of the issue; a figure, not a test.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, type Plugin } from 'esbuild'

const here = fileURLToPath(new URL('.', import.meta.url))

type Chunk = {
  name: string
  gzip: number
  firstLoad: boolean
  /** The chunk's inputs and the minified bytes each puts in it. */
  inputs: Record<string, number>
}
/** Minified bytes each package puts in the first load's chunks (before gzip: esbuild reports no compressed share). */
type Sizes = {
  firstLoad: number
  all: number
  chunks: Chunk[]
  packages: Map<string, number>
  /** The shortest chain of static imports from the page to the first input matching `pattern`, if any. */
  chainTo: (pattern: RegExp) => string[] | undefined
  /** Our modules on the first load that import an input matching `pattern`. */
  importersOf: (pattern: RegExp) => string[]
}

/** An input's path without the store's folders: `zod/v4/core/schemas.js`, `core/src/createKernel.ts`. */
function shortName(input: string) {
  return input.replace(/^.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '').replace(/^(\.\.\/)+/, '')
}

/** Names a chunk after its entry point, or else after the input that puts the most bytes in it. */
function chunkName(output: { entryPoint?: string; inputs: Record<string, { bytesInOutput: number }> }) {
  if (output.entryPoint) return output.entryPoint.replace(/^(\.\.\/)+/, '')
  const [largest] = Object.entries(output.inputs).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput)
  if (!largest || largest[1].bytesInOutput === 0) return "chunk of esbuild's shared helpers"
  const input = largest[0]
  return `chunk of ${input.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}`
}

/** The package an input belongs to: the npm name under node_modules, else the workspace package's. */
function packageOf(input: string): string {
  const installed = input.match(/.*node_modules\/((?:@[^/]+\/)?[^/]+)\//)
  if (installed?.[1]) return installed[1]
  const [first = input, second] = input.replace(/^(\.\.\/)+/, '').split('/')
  if (first === 'plugins') return `@foyer/plugin-${second}`
  if (first === 'adapters') return `@foyer/adapter-${second}`
  return first === 'bench' ? 'the bench page' : `@foyer/${first}`
}

/** Every `import()` of our own source answered with an empty module: the page as if it had no lazy chunk. */
const withoutLazyChunks: Plugin = {
  name: 'without-lazy-chunks',
  setup(build) {
    build.onLoad({ filter: /\/(core|react|adapters|plugins)\/.*src\/.*\.tsx?$/ }, async ({ path }) => {
      if (path.includes('node_modules')) return undefined
      const source = await readFile(path, 'utf8')
      return {
        contents: source.replace(/(?<!typeof )\bimport\((['"][^'"]+['"])\)/g, 'Promise.resolve({})'),
        loader: path.endsWith('.tsx') ? 'tsx' : 'ts',
      }
    })
  },
}

async function measure(entry: string, external: string[] = [], plugins: Plugin[] = []): Promise<Sizes> {
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
      plugins,
      logLevel: 'silent',
    })
    const outputs = result.metafile.outputs
    // With splitting every dynamic import is an entry point too: pick the output of the file we asked for.
    const entryOutput = Object.keys(outputs).find((path) => outputs[path]?.entryPoint?.endsWith(entry))
    if (!entryOutput) throw new Error(`no entry output for ${entry}`)
    const firstLoad = new Set<string>()
    const visit = (path: string) => {
      if (firstLoad.has(path)) return
      firstLoad.add(path)
      for (const imported of outputs[path]?.imports ?? []) {
        if (imported.kind === 'import-statement' && !imported.external) visit(imported.path)
      }
    }
    visit(entryOutput)
    const packages = new Map<string, number>()
    for (const path of firstLoad) {
      for (const [input, { bytesInOutput }] of Object.entries(outputs[path]?.inputs ?? {})) {
        const name = packageOf(input)
        packages.set(name, (packages.get(name) ?? 0) + bytesInOutput)
      }
    }
    const chunks: Chunk[] = []
    for (const [path, output] of Object.entries(outputs)) {
      if (!path.endsWith('.js')) continue
      const gzip = gzipSync(await readFile(path), { level: 9 }).length
      const inputs = Object.fromEntries(
        Object.entries(output.inputs).map(([input, { bytesInOutput }]) => [input, bytesInOutput]),
      )
      chunks.push({ name: chunkName(output), gzip, firstLoad: firstLoad.has(path), inputs })
    }
    chunks.sort((a, b) => Number(b.firstLoad) - Number(a.firstLoad) || b.gzip - a.gzip)
    const sum = (list: Chunk[]) => list.reduce((total, chunk) => total + chunk.gzip, 0)
    const inputs = result.metafile.inputs
    const start = Object.keys(inputs).find((input) => input.endsWith(entry))
    const chainTo = (pattern: RegExp) => {
      const parent = new Map<string, string | undefined>([[start ?? '', undefined]])
      const queue = start ? [start] : []
      for (let input = queue.shift(); input !== undefined; input = queue.shift()) {
        if (pattern.test(input)) {
          const chain: string[] = []
          for (let at: string | undefined = input; at; at = parent.get(at)) chain.unshift(shortName(at))
          return chain
        }
        for (const imported of inputs[input]?.imports ?? []) {
          if (imported.kind !== 'import-statement' || imported.external || parent.has(imported.path)) continue
          parent.set(imported.path, input)
          queue.push(imported.path)
        }
      }
      return undefined
    }
    const onFirstLoad = new Set(
      chunks
        .filter((chunk) => chunk.firstLoad)
        .flatMap((chunk) => Object.entries(chunk.inputs).filter(([, size]) => size > 0))
        .map(([input]) => input),
    )
    const importersOf = (pattern: RegExp) =>
      [...onFirstLoad]
        .filter((input) => !input.includes('node_modules'))
        .filter((input) => inputs[input]?.imports.some((imported) => pattern.test(imported.path)))
        .map(shortName)
        .sort()
    return {
      firstLoad: sum(chunks.filter((chunk) => chunk.firstLoad)),
      all: sum(chunks),
      chunks,
      packages,
      chainTo,
      importersOf,
    }
  } finally {
    await rm(outdir, { recursive: true, force: true })
  }
}

// The libraries a wagmi app ships anyway, and the ones Foyer adds on top of them.
const wagmiAppLibraries = [
  'react',
  'react-dom',
  'react/*',
  'react-dom/*',
  '@wagmi/core',
  'wagmi',
  'viem',
  'viem/*',
]
const foyerDependencies = ['zod', 'mitt', 'uqr']

const floor = await measure('floor.tsx')
const starter = await measure('starter.tsx')
const starterWithEveryPlugin = await measure('starterWithEveryPlugin.tsx')
const ownWithEveryPlugin = await measure('starterWithEveryPlugin.tsx', [
  ...wagmiAppLibraries,
  ...foyerDependencies,
])
const starterWithTabs = await measure('starterWithTabs.tsx')
const starterWithSend = await measure('starterWithSend.tsx')
const starterWithNames = await measure('starterWithNames.tsx')
const starterWithSiwx = await measure('starterWithSiwx.tsx')
const starterWithSocials = await measure('starterWithSocials.tsx')
const starterWithOnramp = await measure('starterWithOnramp.tsx')
const starterWithSwaps = await measure('starterWithSwaps.tsx')
const starterWithSwapsAndOnramp = await measure('starterWithSwapsAndOnramp.tsx')
const starterWithReceive = await measure('starterWithReceive.tsx')
const starterWithReceiveAndSend = await measure('starterWithReceiveAndSend.tsx')
const ownSource = await measure('starter.tsx', [...wagmiAppLibraries, ...foyerDependencies])
const ownWithDependencies = await measure('starter.tsx', wagmiAppLibraries)
const starterBitcoin = await measure('starterBitcoin.tsx')
const starterWithoutLazyChunks = await measure('starter.tsx', [], [withoutLazyChunks])

const bytes = (value: number) => `${value.toLocaleString('en-US')} B`
const verdict = (value: number, limit: number) =>
  value <= limit ? `met (${bytes(limit - value)} to spare)` : `MISSED (${bytes(value - limit)} over)`
const row = (label: string, sizes: Sizes) =>
  `${label} | ${bytes(sizes.firstLoad)} | ${bytes(sizes.all)} | ${sizes.chunks.length}`

console.log(
  'bundle (esbuild, minified, ESM, splitting, production define, gzip -9) | first load | all chunks | chunks',
)
console.log(row('floor: react + react-dom + @wagmi/core + viem, injected connect button', floor))
console.log(row('Foyer starter: createAppKit + WagmiAdapter + mainnet + AppKitButton', starter))
console.log(row('the starter + the send plugin (@foyer/plugin-send/react)', starterWithSend))
console.log(row('the starter + the names plugin (@foyer/plugin-names/react)', starterWithNames))
console.log(row('the starter + the SIWX plugin (@foyer/plugin-siwx/react)', starterWithSiwx))
console.log(row('the starter + the socials plugin (@foyer/plugin-socials/react)', starterWithSocials))
console.log(row('the starter + the on-ramp plugin (@foyer/plugin-onramp/react)', starterWithOnramp))
console.log(row('the starter + the swaps plugin (@foyer/plugin-swaps/react)', starterWithSwaps))
console.log(row('the starter + the swaps and on-ramp plugins', starterWithSwapsAndOnramp))
console.log(row('the starter + the receive plugin', starterWithReceive))
console.log(row('the starter + the receive and send plugins', starterWithReceiveAndSend))
console.log(
  row(`Foyer's own source in the starter (${foyerDependencies.join(', ')} external too)`, ownSource),
)
console.log(
  row(`Foyer's own source + the libraries it adds (${foyerDependencies.join(', ')})`, ownWithDependencies),
)
console.log(row('starter + BitcoinAdapter + bitcoin network', starterBitcoin))
console.log(
  row(
    'the starter + every plugin (tokens, nfts, activity, send, receive, names, SIWX, socials, on-ramp, swaps)',
    starterWithEveryPlugin,
  ),
)
console.log(row("Foyer's own source in the starter with every plugin", ownWithEveryPlugin))
console.log('')

const aboveFloor = starter.firstLoad - floor.firstLoad
const firstLoadLimit = 40 * 1024
const ownLimit = 25 * 1024
console.log(
  `target: starter first load within 40 KB (${bytes(firstLoadLimit)}) of the floor: ${bytes(starter.firstLoad)} - ${bytes(floor.firstLoad)} = ${bytes(aboveFloor)}: ${verdict(aboveFloor, firstLoadLimit)}`,
)
console.log(
  `the kit's own first load (starter minus floor): ${bytes(aboveFloor)}; with every plugin: ${bytes(starterWithEveryPlugin.firstLoad - floor.firstLoad)}`,
)
console.log(`target: Foyer's own code on first load under 25 KB (${bytes(ownLimit)}):`)
console.log(
  `  own source with every plugin: ${bytes(ownWithEveryPlugin.firstLoad)}: ${verdict(ownWithEveryPlugin.firstLoad, ownLimit)}`,
)
console.log(`  own source only: ${bytes(ownSource.firstLoad)}: ${verdict(ownSource.firstLoad, ownLimit)}`)
console.log(
  `  own source + ${foyerDependencies.join(', ')} (what a wagmi app would not have): ${bytes(ownWithDependencies.firstLoad)}: ${verdict(ownWithDependencies.firstLoad, ownLimit)}`,
)
console.log(
  `Bitcoin adapter's first-load cost (starter + BitcoinAdapter + bitcoin, minus the starter): ${bytes(starterBitcoin.firstLoad - starter.firstLoad)} (all chunks: ${bytes(starterBitcoin.all - starter.all)})`,
)
console.log('')

const tabsCost = starterWithTabs.firstLoad - starter.firstLoad
const tabsLimit = 2 * 1024
console.log(
  `target: installing the tokens, nfts and activity plugins adds at most 2 KB (${bytes(tabsLimit)}) to the first load: ${bytes(starterWithTabs.firstLoad)} - ${bytes(starter.firstLoad)} = ${bytes(tabsCost)}: ${verdict(tabsCost, tabsLimit)}`,
)
const sendCost = starterWithSend.firstLoad - starter.firstLoad
const pluginLimit = 1024
console.log(
  `target: installing the send plugin adds at most 1 KB (${bytes(pluginLimit)}) to the first load: ${bytes(starterWithSend.firstLoad)} - ${bytes(starter.firstLoad)} = ${bytes(sendCost)}: ${verdict(sendCost, pluginLimit)}`,
)
const namesCost = starterWithNames.firstLoad - starter.firstLoad
console.log(
  `target: installing the names plugin adds at most 1 KB (${bytes(pluginLimit)}) to the first load: ${bytes(starterWithNames.firstLoad)} - ${bytes(starter.firstLoad)} = ${bytes(namesCost)}: ${verdict(namesCost, pluginLimit)}`,
)
const siwxCost = starterWithSiwx.firstLoad - starter.firstLoad
console.log(
  `target: installing the SIWX plugin adds at most 1 KB (${bytes(pluginLimit)}) to the first load: ${bytes(starterWithSiwx.firstLoad)} - ${bytes(starter.firstLoad)} = ${bytes(siwxCost)}: ${verdict(siwxCost, pluginLimit)}`,
)
const socialsCost = starterWithSocials.firstLoad - starter.firstLoad
console.log(
  `target: installing the socials plugin (email, socials, the embedded wallet's EVM and Solana connectors) adds at most 2 KB (${bytes(2 * 1024)}) to the first load: ${bytes(starterWithSocials.firstLoad)} - ${bytes(starter.firstLoad)} = ${bytes(socialsCost)}: ${verdict(socialsCost, 2 * 1024)}`,
)
const onrampCost = starterWithOnramp.firstLoad - starter.firstLoad
console.log(
  `target: installing the on-ramp plugin adds at most 1 KB (${bytes(pluginLimit)}) to the first load: ${bytes(starterWithOnramp.firstLoad)} - ${bytes(starter.firstLoad)} = ${bytes(onrampCost)}: ${verdict(onrampCost, pluginLimit)}`,
)
const swapsAndOnrampCost = starterWithSwapsAndOnramp.firstLoad - starter.firstLoad
console.log(
  `target: installing the swaps and on-ramp plugins adds at most 2 KB (${bytes(2 * 1024)}) to the first load: ${bytes(starterWithSwapsAndOnramp.firstLoad)} - ${bytes(starter.firstLoad)} = ${bytes(swapsAndOnrampCost)}: ${verdict(swapsAndOnrampCost, 2 * 1024)} (swaps alone: ${bytes(starterWithSwaps.firstLoad - starter.firstLoad)})`,
)
// The plugin-view hooks (usePluginContext & co) ride in the views' lazy chunks, so a plugin adds its headless object
// and view loaders only; beside another plugin the send plugin's own code is what is added.
const sendBesideReceive = starterWithReceiveAndSend.firstLoad - starterWithReceive.firstLoad
console.log(
  `  the receive plugin alone adds ${bytes(starterWithReceive.firstLoad - starter.firstLoad)}; the send plugin beside receive: ${bytes(starterWithReceiveAndSend.firstLoad)} - ${bytes(starterWithReceive.firstLoad)} = ${bytes(sendBesideReceive)}: ${verdict(sendBesideReceive, pluginLimit)}`,
)
console.log('')

// i18n: the catalog machinery and the buttons' English texts ride on the first load (the modal's English texts come
// with the modal's chunk, where its literals were); every other locale is a chunk of its own per catalog.
const i18nInput = /react\/src\/(i18n|locales)\//
const i18nFirstLoad = starter.chunks
  .filter((chunk) => chunk.firstLoad)
  .flatMap((chunk) => Object.entries(chunk.inputs))
  .filter(([input]) => i18nInput.test(input))
const i18nBytes = i18nFirstLoad.reduce((total, [, size]) => total + size, 0)
console.log(
  `i18n's first-load cost (minified, before gzip; ${i18nFirstLoad.length} modules: the hook, formatting, the locale loaders, the buttons' English): ${bytes(i18nBytes)}`,
)
for (const [input, size] of i18nFirstLoad.sort((a, b) => b[1] - a[1]))
  console.log(`  ${bytes(size).padStart(9)}  ${input.replace(/^(\.\.\/)+/, '')}`)
const localeChunk = (part: string) =>
  starter.chunks.find((chunk) =>
    Object.keys(chunk.inputs).some((input) => input.endsWith(`locales/ar/${part}.ts`)),
  )
for (const part of ['modal', 'buttons']) {
  const chunk = localeChunk(part)
  console.log(
    `one extra locale (Arabic) ${part} catalog chunk: ${chunk ? `${bytes(chunk.gzip)} gzip, loaded only when Arabic is active` : 'not found'}`,
  )
}
console.log('')

console.log(`starter chunks (gzip -9; * = first load), ${starter.chunks.length} in all:`)
for (const chunk of starter.chunks) {
  console.log(`${chunk.firstLoad ? '*' : ' '} ${bytes(chunk.gzip).padStart(9)}  ${chunk.name}`)
}

const packageRows = (sizes: Sizes) =>
  [...sizes.packages].filter(([, size]) => size > 0).sort((a, b) => b[1] - a[1])
console.log('')
console.log('first load per package (minified bytes before gzip; starter | starter with every plugin):')
const everyPlugin = new Map(packageRows(starterWithEveryPlugin))
const names = new Set([...packageRows(starter).map(([name]) => name), ...everyPlugin.keys()])
for (const name of names) {
  const size = (sizes: Sizes) => bytes(sizes.packages.get(name) ?? 0).padStart(11)
  console.log(`  ${size(starter)} | ${size(starterWithEveryPlugin)}  ${name}`)
}

// What to move next: the largest modules on the first load, by the minified bytes each puts there.
const largestModules = (sizes: Sizes, count: number) => {
  const modules = new Map<string, number>()
  for (const chunk of sizes.chunks.filter((each) => each.firstLoad))
    for (const [input, size] of Object.entries(chunk.inputs))
      modules.set(input, (modules.get(input) ?? 0) + size)
  return [...modules].sort((a, b) => b[1] - a[1]).slice(0, count)
}
for (const [label, sizes] of [
  ['the starter', starter],
  ["Foyer's own source in the starter with every plugin", ownWithEveryPlugin],
] as const) {
  console.log('')
  console.log(`largest modules on the first load of ${label} (minified bytes before gzip):`)
  for (const [input, size] of largestModules(sizes, 20))
    console.log(
      `  ${bytes(size).padStart(9)}  ${input.replace(/^.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '').replace(/^(\.\.\/)+/, '')}`,
    )
}

// Why the libraries a wagmi app would not load first come with the kit, and what splitting into lazy chunks costs.
console.log('')
console.log('what brings each onto the first load (the shortest chain of static imports from the starter):')
for (const [label, pattern] of [
  ['zod', /node_modules\/.*zod\/v4\/core\/schemas\.js$/],
  ["viem's contract constants", /viem\/_esm\/constants\/contracts\.js$/],
] as const) {
  const chain = starter.chainTo(pattern)
  console.log(`  ${label}: ${chain ? chain.join(' -> ') : 'not on the first load'}`)
}
const zodImporters = starter.importersOf(/node_modules\/.*zod\//)
console.log(`  our first-load modules that import zod (${zodImporters.length}): ${zodImporters.join(', ')}`)
const splitting = starter.firstLoad - starterWithoutLazyChunks.firstLoad
console.log(
  `the starter as if nothing loaded lazily: ${bytes(starterWithoutLazyChunks.firstLoad)} in ${starterWithoutLazyChunks.chunks.filter((chunk) => chunk.firstLoad).length} first-load chunks (` +
    `${starter.chunks.filter((chunk) => chunk.firstLoad).length} today): the lazy chunks' cost to the first load (modules they share split into chunks of their own, code only they use riding in shared modules) is ${bytes(splitting)}`,
)

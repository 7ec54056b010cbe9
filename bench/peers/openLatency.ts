// Open latency, Foyer against AppKit and RainbowKit in one run: each starter (wagmi, one network, the modal's button)
// built with esbuild, served on 127.0.0.1 with the devnet's dev wallet injected; a fresh page per open, loaded and
// idle, then `open()` → the first wallet option painted. Medians of 15. A figure, not a test: offline, the peers'
// cloud calls are aborted by the page guard (as the e2e tests do), so each shows the wallets it knows without them.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { median } from '../../examples/demo/bench/median.js'
import { devWalletScripts } from '../../examples/demo/e2e/demoPage.js'
import { launchChromium, newGuardedPage } from '../../examples/demo/e2e/launchChromium.js'
import { prepareDemo } from '../../examples/demo/e2e/prepareDemo.js'
import { serveStatic } from '../../examples/demo/e2e/serveStatic.js'

const runs = 15
/** `KITS=Foyer,Rainbow` runs only the kits whose names start with these. */
const only = process.env.KITS?.split(',')
const here = fileURLToPath(new URL('.', import.meta.url))
const demoDir = fileURLToPath(new URL('../../examples/demo/', import.meta.url))

type Kit = {
  name: string
  entry: string
  conditions: string[]
  optionSelector: string
}
const kits: Kit[] = [
  {
    name: 'Foyer',
    entry: join(demoDir, 'bench/peerFoyer.tsx'),
    conditions: ['source', 'module'],
    optionSelector: '[role="dialog"] .foyer-wallet-list li',
  },
  {
    name: 'AppKit 1.8',
    entry: join(here, 'src/appkit.tsx'),
    conditions: ['module'],
    optionSelector: 'wui-list-wallet, w3m-list-wallet',
  },
  {
    name: 'RainbowKit 2.2',
    entry: join(here, 'src/rainbowkit.tsx'),
    conditions: ['module'],
    optionSelector: '[data-testid^="rk-wallet-option-"]',
  },
]

/** Resolves with ms from `open()` to the frame after the first wallet option exists, looking through shadow roots. */
const timeOpen = (selector: string) => `new Promise((resolve, reject) => {
  const find = (root) => {
    if (root.querySelector(${JSON.stringify(selector)})) return true
    for (const element of root.querySelectorAll('*')) if (element.shadowRoot && find(element.shadowRoot)) return true
    return false
  }
  const start = performance.now()
  const poll = () => {
    if (find(document)) return requestAnimationFrame(() => resolve(performance.now() - start))
    if (performance.now() - start > 10000) return reject(new Error('no wallet option within 10 s'))
    requestAnimationFrame(poll)
  }
  window.__open()
  requestAnimationFrame(poll)
})`

const workDir = await mkdtemp(join(tmpdir(), 'foyer-peers-'))
const demo = await prepareDemo()
const browser = await launchChromium()
try {
  const results = new Map<string, number>()
  for (const kit of kits.filter((kit) => !only || only.some((name) => kit.name.startsWith(name)))) {
    const outdir = join(workDir, kit.name.replace(/\W+/g, '-'))
    await mkdir(outdir, { recursive: true })
    await build({
      entryPoints: { main: kit.entry },
      outdir,
      bundle: true,
      minify: true,
      format: 'esm',
      splitting: true,
      platform: 'browser',
      conditions: kit.conditions,
      define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
      loader: { '.css': 'css' },
      logLevel: 'error',
    })
    await writeFile(
      join(outdir, 'index.html'),
      '<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="/main.css" onerror="this.remove()"></head><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
    )
    const server = await serveStatic({ root: outdir })
    const initScripts = [
      ...(await devWalletScripts(demo.devnet, demo.walletsDir, { account: 9 })),
      `window.__FOYER_API__ = ${JSON.stringify(demo.devnet.service?.url ?? '')}`,
    ]
    const times: number[] = []
    for (let run = 0; run < runs; run++) {
      const guarded = await newGuardedPage(browser, { initScripts })
      const pageErrors: string[] = []
      guarded.page.on('pageerror', (error) => pageErrors.push(error.message))
      await guarded.page.goto(`${server.url}/`, { waitUntil: 'load' })
      await guarded.page
        .waitForFunction(() => typeof (window as { __open?: unknown }).__open === 'function', undefined, {
          timeout: 15000,
        })
        .catch(() => {
          throw new Error(`${kit.name} never defined __open: ${pageErrors.join('; ') || 'no page error'}`)
        })
      await guarded.page.waitForLoadState('networkidle')
      times.push((await guarded.page.evaluate(timeOpen(kit.optionSelector))) as number)
      await guarded.context.close()
    }
    await server.stop()
    results.set(kit.name, median(times))
    console.log(
      `${kit.name}: open() → first wallet option painted, median of ${runs}: ${median(times).toFixed(1)} ms (min ${Math.min(...times).toFixed(1)}, max ${Math.max(...times).toFixed(1)})`,
    )
  }
  const foyer = results.get('Foyer')
  const appKit = results.get('AppKit 1.8')
  const rainbow = results.get('RainbowKit 2.2')
  const verdict = (met: boolean) => (met ? 'met' : 'MISSED')
  if (foyer !== undefined && appKit !== undefined)
    console.log(
      `target: Foyer's cold open ≤ 0.5× AppKit's: ${foyer.toFixed(1)} ms vs ${(appKit * 0.5).toFixed(1)} ms (${(foyer / appKit).toFixed(2)}×): ${verdict(foyer <= appKit * 0.5)}`,
    )
  if (foyer !== undefined && rainbow !== undefined)
    console.log(
      `target: Foyer's cold open no worse than RainbowKit's: ${foyer.toFixed(1)} ms vs ${rainbow.toFixed(1)} ms: ${verdict(foyer <= rainbow)}`,
    )
} finally {
  await browser.close()
  await demo.stop()
  await rm(workDir, { recursive: true, force: true })
}

// Prints the kernel's size as a host would ship it: esbuild, minified ESM, gzip -9. Not a test: a figure to watch.
// Bundles the TypeScript sources, so it needs no build first.

import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))
const cases = [
  { name: 'everything exported by @foyer/core', code: "export * from './src/exports/index.ts'" },
  {
    name: 'a typical kernel (createKernel, open, connect, switch, request, one network)',
    code: "export { createKernel, openModal, connect, disconnect, switchNetwork, request, getAccount, watchAccount, mainnet } from './src/exports/index.ts'",
  },
  { name: 'one network object', code: "export { mainnet } from './src/exports/networks.ts'" },
]

async function size(code, external) {
  const result = await build({
    stdin: { contents: code, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
    external,
    logLevel: 'silent',
  })
  const bytes = result.outputFiles[0].contents
  return { min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`
console.log('case | min | gzip | gzip without deps (zod, tapable, mitt)')
for (const { name, code } of cases) {
  const all = await size(code, [])
  const own = await size(code, ['zod', 'tapable', 'mitt'])
  console.log(`${name} | ${kb(all.min)} | ${kb(all.gzip)} | ${kb(own.gzip)}`)
}

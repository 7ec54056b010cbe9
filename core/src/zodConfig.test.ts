import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const root = fileURLToPath(new URL('..', import.meta.url))

/** Counts `new Function` calls while the bundle loads and a kernel is created (a CSP would report each one). */
const counter = `
  const Original = Function
  let calls = 0
  globalThis.Function = new Proxy(Original, { construct: (target, args) => (calls++, Reflect.construct(target, args)) })
  const bundle = await import(process.env.BUNDLE_URL)
  bundle.run()
  console.log(JSON.stringify({ calls }))
`

describe('zod runs jitless', () => {
  it('with sideEffects: false, a bundler keeps the jitless switch: loading core and creating a kernel never builds a Function', async () => {
    const corePackage = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'))
    expect(corePackage.sideEffects).toBe(false)
    const result = await build({
      stdin: {
        contents: [
          "import * as core from './src/exports/index.ts'",
          "import * as schemas from './src/exports/schemas.ts'",
          'globalThis.foyerExports = [core, schemas]',
          "export const run = () => core.createKernel({ projectId: 'p', networks: [core.mainnet, core.solana] })",
        ].join('\n'),
        resolveDir: root,
        loader: 'ts',
      },
      bundle: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
    })
    const directory = await mkdtemp(join(tmpdir(), 'foyer-jitless-'))
    try {
      const file = join(directory, 'core.mjs')
      await writeFile(file, result.outputFiles[0]?.text ?? '')
      const { stdout } = await run(process.execPath, ['--input-type=module', '-e', counter], {
        env: { ...process.env, BUNDLE_URL: pathToFileURL(file).href },
      })
      expect(JSON.parse(stdout.trim().split('\n').pop() ?? '{}')).toEqual({ calls: 0 })
    } finally {
      await rm(directory, { recursive: true, force: true })
    }
  }, 30_000)
})

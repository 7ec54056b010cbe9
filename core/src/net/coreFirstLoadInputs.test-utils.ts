import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

/**
 * What a bundler puts on an app's first load from `@foyer/core` (its entry and every chunk it imports statically), and
 * every input of the build, both as source paths: esbuild with code splitting, dependencies left out.
 */
export async function coreFirstLoadInputs(): Promise<{ firstLoad: string[]; all: string[] }> {
  const { metafile } = await build({
    entryPoints: [fileURLToPath(new URL('../exports/index.ts', import.meta.url))],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: 'unused',
    write: false,
    metafile: true,
    packages: 'external',
    logLevel: 'silent',
  })
  const outputs = metafile.outputs
  const entry = Object.keys(outputs).find((path) => outputs[path]?.entryPoint?.endsWith('exports/index.ts'))
  const firstLoad = new Set<string>()
  const visit = (path: string) => {
    if (firstLoad.has(path)) return
    firstLoad.add(path)
    for (const imported of outputs[path]?.imports ?? [])
      if (imported.kind === 'import-statement') visit(imported.path)
  }
  if (entry) visit(entry)
  const inputsOf = (paths: Iterable<string>) =>
    [...paths].flatMap((path) => Object.keys(outputs[path]?.inputs ?? {}))
  return { firstLoad: inputsOf(firstLoad), all: inputsOf(Object.keys(outputs)) }
}

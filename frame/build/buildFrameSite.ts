import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { basename, join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { BaseError } from '@foyer/core'
import { type BuildOptions, build, type Plugin } from 'esbuild'
import * as z from 'zod/mini'
import { type FrameConfig, frameConfigSchema } from '../src/frameConfig.js'
import { frameAssetsDir, frameSiteHeaders, headersForPath, toHeadersFile } from './frameSiteHeaders.js'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
/** The example config shipped beside the pages; the build's headers are for it unless a config is given. */
export const exampleConfigPath = join(packageDir, 'site/frame-config.example.json')
export const defaultOutDir = join(packageDir, 'dist/site')

export class FrameBuildError extends BaseError {
  override name = 'FrameBuildError'
}

export type BuildFrameSiteParameters = {
  /** Where the site goes (emptied first); `frame/dist/site` by default. */
  outDir?: string
  /** The `frame-config.json` whose origins the headers files name; the example config by default. */
  config?: FrameConfig
}
export type BuildFrameSiteReturnType = {
  outDir: string
  /** Every file written, relative to `outDir`. */
  files: string[]
}

/** The pages and the asset each one references, by the reference the page template carries. */
const pages = [
  { file: 'index.html', references: { './frame.js': 'frame.js', './frame.css': 'frame.css' } },
  { file: 'oauth-callback.html', references: { './oauth-callback.js': 'oauth-callback.js' } },
] as const

/**
 * Builds the frame site to static files: the pages, their scripts and stylesheet bundled by esbuild and named by their
 * content hash (`assets/frame-<hash>.js`), `frame-config.example.json`, and the headers for the given config as a
 * `_headers` file and as `headers.json` (path → headers).
 */
export async function buildFrameSite(
  parameters: BuildFrameSiteParameters = {},
): Promise<BuildFrameSiteReturnType> {
  const outDir = parameters.outDir ?? defaultOutDir
  const config = parameters.config ?? (await readFrameConfig(exampleConfigPath))
  await rm(outDir, { recursive: true, force: true })
  await mkdir(outDir, { recursive: true })
  const options = {
    outdir: join(outDir, frameAssetsDir),
    entryNames: '[name]-[hash]',
    bundle: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    metafile: true,
    conditions: ['source'],
    absWorkingDir: packageDir,
    logLevel: 'silent',
  } satisfies BuildOptions
  // Each locale of the approval page is a file of its own (`assets/locale-ar-<hash>.js`, a catalog with no imports),
  // loaded only when that language is shown; English stays in the page's script.
  const localesDir = join(packageDir, 'src/locales')
  const locales = await build({
    ...options,
    entryPoints: (await readdir(localesDir))
      .filter((file) => file.endsWith('.ts') && file !== 'en.ts')
      .map((file) => ({ in: join(localesDir, file), out: `locale-${file.slice(0, -'.ts'.length)}` })),
  })
  const localeFiles = new Map(
    Object.entries(locales.metafile.outputs).flatMap(([output, { entryPoint }]) =>
      entryPoint ? [[basename(entryPoint), basename(output)] as const] : [],
    ),
  )
  // One script per page otherwise, no shared chunks: each page loads with a single script request (esbuild's
  // splitting may also reorder imports across chunks). A locale's `import()` points at its file.
  const localeImports: Plugin = {
    name: 'approval-locales',
    setup(builder) {
      builder.onResolve({ filter: /^\.\/locales\/[\w-]+\.js$/ }, ({ path, kind, importer }) => {
        if (kind !== 'dynamic-import' || basename(importer) !== 'approvalTexts.ts') return undefined
        const file = localeFiles.get(basename(path).replace(/\.js$/, '.ts'))
        if (!file) throw new FrameBuildError(`The locale ${path} was not built.`)
        return { path: `./${file}`, external: true }
      })
    },
  }
  const pagesBuild = await build({
    ...options,
    entryPoints: [
      { in: join(packageDir, 'src/frameEntry.ts'), out: 'frame' },
      { in: join(packageDir, 'src/oauthCallbackEntry.ts'), out: 'oauth-callback' },
      { in: join(packageDir, 'site/frame.css'), out: 'frame' },
    ],
    plugins: [localeImports],
  })
  const result = {
    metafile: { outputs: { ...pagesBuild.metafile.outputs, ...locales.metafile.outputs } },
  }
  const fromOutDir = (output: string) => relative(outDir, join(packageDir, output)).split('\\').join('/')
  // Each entry's output file, by the name the page templates use (`frame.js`, `frame.css`, `oauth-callback.js`).
  const assets = new Map<string, string>()
  const entryAssets: Record<string, string> = {
    'src/frameEntry.ts': 'frame.js',
    'src/oauthCallbackEntry.ts': 'oauth-callback.js',
    'site/frame.css': 'frame.css',
  }
  for (const [output, { entryPoint }] of Object.entries(result.metafile.outputs)) {
    const asset = entryPoint && entryAssets[entryPoint]
    if (asset) assets.set(asset, fromOutDir(output))
  }
  for (const page of pages) {
    let html = await readFile(join(packageDir, 'site', page.file), 'utf8')
    for (const [reference, asset] of Object.entries(page.references)) {
      const built = assets.get(asset)
      if (!built || !html.includes(`"${reference}"`))
        throw new FrameBuildError(
          `The page ${page.file} does not reference ${reference}, or it was not built.`,
        )
      html = html.replaceAll(`"${reference}"`, `"./${built}"`)
    }
    await writeFile(join(outDir, page.file), html)
  }
  await copyFile(exampleConfigPath, join(outDir, 'frame-config.example.json'))
  const rules = frameSiteHeaders(config)
  await writeFile(join(outDir, '_headers'), toHeadersFile(rules))
  const served = [
    ...pages.map(({ file }) => file),
    ...Object.keys(result.metafile.outputs).map(fromOutDir),
    'frame-config.example.json',
  ]
  // The path a host serves `frame-config.json` at gets its headers too, though the build does not write that file.
  const byPath = Object.fromEntries(
    ['', ...served, 'frame-config.json'].map((file) => [`/${file}`, headersForPath(rules, `/${file}`)]),
  )
  await writeFile(join(outDir, 'headers.json'), `${JSON.stringify(byPath, null, 2)}\n`)
  return { outDir, files: [...served, '_headers', 'headers.json'] }
}

/** Reads and checks a `frame-config.json`, naming the file and what is wrong in it. */
export async function readFrameConfig(path: string): Promise<FrameConfig> {
  let json: unknown
  try {
    json = JSON.parse(await readFile(path, 'utf8'))
  } catch (error) {
    throw new FrameBuildError(`The frame config ${path} could not be read as JSON.`, { cause: error })
  }
  const parsed = frameConfigSchema.safeParse(json)
  if (!parsed.success)
    throw new FrameBuildError(`The frame config ${path} is not valid.`, {
      details: z.prettifyError(parsed.error),
    })
  return parsed.data
}

// `tsx build/buildFrameSite.ts [--config frame-config.json] [--out dir]` (or FRAME_CONFIG=...): the package's build.
async function main() {
  const option = (name: string) => {
    const index = process.argv.indexOf(name)
    return index === -1 ? undefined : process.argv[index + 1]
  }
  const configPath = option('--config') ?? process.env.FRAME_CONFIG
  const outDir = option('--out')
  const built = await buildFrameSite({
    ...(outDir ? { outDir } : {}),
    ...(configPath ? { config: await readFrameConfig(configPath) } : {}),
  })
  console.log(`Built the frame site to ${built.outDir} (${built.files.length} files).`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })

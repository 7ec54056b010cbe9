// `pnpm typecheck` (last step): every TypeScript sample of the site's pages (docs/*.md and the packages' READMEs)
// compiled against the workspace's packages. The samples are written to docs/samples/dist (git-ignored), checked with
// tsconfig.samples.json, and each error is reported at its page's line. The names a sample may use without
// declaring them (the app's `projectId`, `networks`, ...) are in samples/context.d.ts.
import { spawnSync } from 'node:child_process'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { extractSamples } from './extractSamples.mjs'

const root = fileURLToPath(new URL('../../', import.meta.url))
const docs = join(root, 'docs')
// In a `dist` folder: git, Biome and the page walk below skip it.
const out = join(docs, 'samples/dist')
// As the site's srcExclude (docs/.vitepress/config.ts), with the generated API reference; dot folders are skipped too.
const skippedFolders = new Set(['node_modules', 'dist'])
const skippedPaths = new Set(['bench', 'docs/api'])

/** The Markdown pages the site is built from, relative to the repository's root. */
async function sitePages(folder = root) {
  /** @type {string[]} */
  const pages = []
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name)
    if (
      entry.name.startsWith('.') ||
      skippedFolders.has(entry.name) ||
      skippedPaths.has(relative(root, path))
    )
      continue
    if (entry.isDirectory()) pages.push(...(await sitePages(path)))
    else if (entry.name.endsWith('.md') && entry.name !== 'CHANGELOG.md') pages.push(relative(root, path))
  }
  return pages.sort()
}

await rm(out, { recursive: true, force: true })
let checked = 0
const written = new Set()
const skipped = []
for (const page of await sitePages()) {
  for (const sample of extractSamples(await readFile(join(root, page), 'utf8'))) {
    if (sample.skip !== undefined) {
      skipped.push(`${page}:${sample.line} (${sample.skip})`)
      continue
    }
    checked++
    for (const file of sample.files) {
      const path = join(out, page, file.path)
      if (written.has(path)) throw new Error(`${page}:${sample.line}: a second sample names ${file.path}`)
      written.add(path)
      await mkdir(dirname(path), { recursive: true })
      await writeFile(path, file.text)
    }
  }
}

const tsc = spawnSync(
  process.execPath,
  [
    // TypeScript 7's tsc (tools/tsc7), as the workspace's type-check.
    join(root, 'tools/tsc7/tsc7.mjs'),
    '-p',
    join(docs, 'tsconfig.samples.json'),
    '--pretty',
    'false',
  ],
  { cwd: root, encoding: 'utf8' },
)
// docs/samples/dist/<page>/<file>(line,column) -> <page>:line:column (<file>)
const samplePath = new RegExp(
  `${relative(root, out).split(sep).join('/')}/(.+?\\.md)/([^(]+)\\((\\d+),(\\d+)\\)`,
  'g',
)
const report = `${tsc.stdout}${tsc.stderr}`.replace(samplePath, '$1:$3:$4 ($2)')
process.stdout.write(report)
console.log(
  `${tsc.status === 0 ? 'Compiled' : 'Failed to compile'} the docs' ${checked} samples` +
    (skipped.length ? `; not compiled (marked partial): ${skipped.join(', ')}` : ''),
)
process.exit(tsc.status ?? 1)

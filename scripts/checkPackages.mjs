// `node scripts/checkPackages.mjs`: every public package as it would be published (after `pnpm run build`):
// publint (exports, files, types), Are The Types Wrong (its core API: ESM resolution under node16 and bundlers) and the packed file
// list (no tests or test helpers shipped, every `exports` target inside it). Prints one line per package and fails
// when any has an error.

import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'

const run = promisify(execFile)
const started = Date.now()
const root = fileURLToPath(new URL('..', import.meta.url))
const rootManifest = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'))

const { stdout } = await run('pnpm', ['-r', 'ls', '--json', '--depth', '-1'])
const packages = JSON.parse(stdout).filter((entry) => !entry.private && entry.name !== 'foyer')
const packs = await mkdtemp(join(tmpdir(), 'foyer-packs-'))
// Are The Types Wrong's "esm-only" profile: the packages are ES modules, so node10 and require() under node16 don't count.
const ignoredResolutions = new Set(['node10', 'node16-cjs'])
const testFile = /(^|\/)[^/]+\.(test|test-utils)\.[cm]?[jt]sx?$|(^|\/)__snapshots__\//

/** The problems of one package, as lines; none when it is fit to publish. Packed once, checked as packed. */
async function check({ name, path }) {
  const problems = []
  const { stdout: packed } = await run('pnpm', ['pack', '--json', '--pack-destination', packs], { cwd: path })
  const { filename, files } = JSON.parse(packed)
  for (const { path: file } of files.filter((entry) => testFile.test(entry.path)))
    problems.push(`ships a test file: ${file}`)

  const bytes = await readFile(filename)
  const tarball = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
  const { messages, pkg } = await publint({ pack: { tarball }, strict: true })
  for (const message of messages) problems.push(`publint ${message.type}: ${formatMessage(message, pkg)}`)
  // What the registry shows and needs: a public scoped package, its license and where its source lives.
  if (pkg.publishConfig?.access !== 'public') problems.push('publishConfig.access is not "public"')
  if (!pkg.license) problems.push('no license')
  if (
    pkg.repository?.url !== rootManifest.repository.url ||
    pkg.repository?.directory !== relative(root, path)
  )
    problems.push(
      `repository is not { url: ${rootManifest.repository.url}, directory: ${relative(root, path)} }`,
    )

  // Stylesheets are files to import, not modules with types. Checked in this process (not attw's CLI per package):
  // TypeScript loads once for every package.
  const stylesheets = Object.keys(pkg.exports ?? {}).filter((entry) => entry.endsWith('.css'))
  const analysis = await checkPackage(createPackageFromTarballData(new Uint8Array(bytes)), {
    excludeEntrypoints: stylesheets,
  })
  // A package without types (the embedded wallet's site) has none to get wrong.
  for (const problem of analysis.types ? analysis.problems : []) {
    if ('resolutionKind' in problem && ignoredResolutions.has(problem.resolutionKind)) continue
    const where = [
      'entrypoint' in problem ? `entrypoint ${problem.entrypoint}` : undefined,
      'resolutionKind' in problem ? `under ${problem.resolutionKind}` : undefined,
      'fileName' in problem ? `in ${problem.fileName}` : undefined,
    ].filter(Boolean)
    problems.push(`attw: ${problem.kind}${where.length ? ` (${where.join(', ')})` : ''}`)
  }
  return { name, problems }
}

// Two at a time: packing is mostly waiting on the disk and child processes.
const results = []
const queue = [...packages]
await Promise.all(
  [0, 1].map(async () => {
    for (let next = queue.shift(); next; next = queue.shift()) results.push(await check(next))
  }),
)
await rm(packs, { recursive: true, force: true })

let failed = 0
for (const { name, problems } of results.sort((a, b) => a.name.localeCompare(b.name))) {
  if (problems.length === 0) {
    console.log(`ok    ${name}`)
    continue
  }
  failed++
  console.log(`FAIL  ${name}`)
  for (const problem of problems) console.log(`      ${problem.replaceAll('\n', '\n      ')}`)
}
console.log(
  `\n${packages.length - failed} of ${packages.length} packages fit to publish (${Math.round((Date.now() - started) / 1000)} s)`,
)
process.exit(failed ? 1 : 0)

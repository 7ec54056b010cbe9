// `pnpm version:dry-run`: what `pnpm changeset version` would do, without doing it here. Copies the workspace's
// manifests and `.changeset/` into a temporary folder, runs `changeset version` there, and prints each package's new
// version and the first lines of its CHANGELOG. Fails unless every public package would become `expectedVersion`
// with a changelog that has an entry for it.

import { execFile } from 'node:child_process'
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const run = promisify(execFile)
const root = fileURLToPath(new URL('..', import.meta.url))
const expectedVersion = process.env.FOYER_EXPECTED_VERSION ?? '0.1.0'

const { stdout } = await run('pnpm', ['-r', 'ls', '--json', '--depth', '-1'], { cwd: root })
const packages = JSON.parse(stdout).filter((entry) => entry.name !== 'foyer')

const copy = await mkdtemp(join(tmpdir(), 'foyer-version-'))
let failed = false
try {
  for (const file of ['package.json', 'pnpm-workspace.yaml', '.changeset'])
    await cp(join(root, file), join(copy, file), { recursive: true })
  for (const { path } of packages) {
    await mkdir(join(copy, relative(root, path)), { recursive: true })
    await cp(join(path, 'package.json'), join(copy, relative(root, path), 'package.json'))
  }
  const changeset = join(root, 'node_modules/@changesets/cli/bin.js')
  await run('node', [changeset, 'version'], { cwd: copy, timeout: 120_000 })

  for (const { name, path, private: isPrivate } of packages.sort((a, b) => a.name.localeCompare(b.name))) {
    const dir = join(copy, relative(root, path))
    const { version } = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'))
    const changelog = await readFile(join(dir, 'CHANGELOG.md'), 'utf8').catch(() => '')
    const entries = changelog.split('\n').filter((line) => line.startsWith('- ')).length
    const problems = []
    if (!isPrivate && version !== expectedVersion)
      problems.push(`would be ${version}, not ${expectedVersion}`)
    if (!isPrivate && !changelog.includes(`## ${version}\n`)) problems.push('no CHANGELOG entry')
    if (problems.length) failed = true
    const label = isPrivate ? 'private' : problems.length ? 'FAIL' : 'ok'
    console.log(
      `${label.padEnd(8)} ${name} ${version} (${entries} changelog entries)${problems.length ? `: ${problems.join(', ')}` : ''}`,
    )
  }
} catch (error) {
  failed = true
  console.error(String(error.stderr ?? error.message))
} finally {
  await rm(copy, { recursive: true, force: true })
}
console.log(
  failed
    ? '\nchangeset version would not release as expected'
    : `\nevery public package would be ${expectedVersion}`,
)
process.exit(failed ? 1 : 0)

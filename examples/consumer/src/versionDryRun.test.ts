import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { expect, it } from 'vitest'

const run = promisify(execFile)
const script = fileURLToPath(new URL('../../../scripts/versionDryRun.mjs', import.meta.url))

it('`changeset version` would bring every public package to 0.1.0 with a CHANGELOG (run on a copy)', {
  timeout: 120_000,
}, async () => {
  const { stdout } = await run('node', [script], { timeout: 110_000 }).catch((error) => {
    throw new Error(`${error.stdout}\n${error.stderr}`)
  })
  expect(stdout).toContain('every public package would be 0.1.0')
  expect(stdout).toMatch(/^ok\s+@foyer\/core 0\.1\.0/m)
  expect(stdout).toMatch(/^ok\s+@foyer\/plugin-send 0\.1\.0/m)
})

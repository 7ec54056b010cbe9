import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)

describe('the kernel under a no-eval policy', () => {
  it('creates hooks, taps plugins, opens, connects, switches and guards RPC with code generation disabled', async () => {
    const fixture = fileURLToPath(new URL('./kernelWithoutEval.fixture.ts', import.meta.url))
    const { stdout } = await run(
      process.execPath,
      ['--disallow-code-generation-from-strings', '--import', 'tsx', fixture],
      { cwd: fileURLToPath(new URL('..', import.meta.url)) },
    )
    const report = JSON.parse(stdout.trim().split('\n').pop() ?? '{}')
    // `new Function` fails under the flag, which proves the flag is in force…
    expect(report.control).toBe('EvalError')
    // …while the kernel's hooks keep working.
    expect(report).toMatchObject({
      view: 'FixtureView',
      connected: '0x000000000000000000000000000000000000dEaD',
      switched: 11155111,
      chainId: '0xaa36a7',
      veto: 'Requested RPC call is not allowed',
      vetoes: ['eth_chainId', 'personal_sign'],
    })
  }, 30_000)
})

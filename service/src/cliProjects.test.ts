import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runService, serviceBin, stopService } from './runService.test-utils.js'

let dataDir: string

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'foyer-service-projects-'))
})
afterAll(() => rm(dataDir, { recursive: true, force: true }))

/** Runs `foyer-service <args>` to its end. */
function runCli(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [serviceBin, ...args], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })))
}

describe('foyer-service projects', () => {
  it('adds projects to the database, lists them, and the service serves them at its next start', async () => {
    const added = await runCli([
      'projects',
      'add',
      '--id',
      'shop',
      '--origin',
      'https://shop.example',
      '--origin',
      'https://www.shop.example',
      '--sign-in-domain',
      'shop.example',
    ])
    expect(added).toMatchObject({ code: 0, output: expect.stringContaining('Added project shop.') })
    expect(
      await runCli(['projects', 'add', '--id', 'both', '--origin', 'https://stored.example']),
    ).toMatchObject({ code: 0 })

    const configured = JSON.stringify([{ projectId: 'both', allowedOrigins: ['https://configured.example'] }])
    const listed = await runCli(['projects', 'list'], { FOYER_PROJECTS: configured })
    expect(listed.code).toBe(0)
    const rows = listed.output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(rows).toMatchObject([
      { projectId: 'both', allowedOrigins: ['https://configured.example'], source: 'FOYER_PROJECTS' },
      {
        projectId: 'shop',
        allowedOrigins: ['https://shop.example', 'https://www.shop.example'],
        signInDomains: ['shop.example'],
        source: 'database',
        updatedAt: expect.any(String),
      },
    ])

    const service = runService({ DATA_DIR: dataDir, FOYER_PROJECTS: configured })
    try {
      const url = await service.url
      const status = async (projectId: string, origin: string) =>
        (await fetch(`${url}/getWallets?projectId=${projectId}`, { headers: { origin } })).status
      expect(await status('shop', 'https://www.shop.example')).toBe(200)
      expect(await status('shop', 'https://evil.example')).toBe(403)
      // The same id in FOYER_PROJECTS wins over the stored entry.
      expect(await status('both', 'https://configured.example')).toBe(200)
      expect(await status('both', 'https://stored.example')).toBe(403)
      // Stored projects replace the implicit default project.
      expect(await status('foyer-dev', 'http://127.0.0.1:3000')).toBe(403)
    } finally {
      expect(await stopService(service)).toBe(0)
    }
  }, 240_000)

  it('refuses a bad origin, a missing flag or an unknown flag, naming it, and writes nothing', async () => {
    const badOrigin = await runCli(['projects', 'add', '--id', 'bad', '--origin', 'https://bad.example/path'])
    expect(badOrigin.code).toBe(1)
    expect(badOrigin.output).toContain('Invalid project bad')
    expect(badOrigin.output).toContain(
      'https://bad.example/path: expected an origin such as https://app.example',
    )
    const missing = await runCli(['projects', 'add', '--id', 'bad'])
    expect(missing).toMatchObject({
      code: 1,
      output: expect.stringContaining('projects add needs at least one --origin.'),
    })
    const unknown = await runCli(['projects', 'add', '--id', 'bad', '--origins', 'https://bad.example'])
    expect(unknown).toMatchObject({ code: 1, output: expect.stringContaining("Unknown option '--origins'") })
    const listed = await runCli(['projects', 'list'])
    expect(listed.output).not.toContain('"bad"')
  }, 240_000)
})

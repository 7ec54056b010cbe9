import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const servicePackage = fileURLToPath(new URL('..', import.meta.url))
const corePackage = fileURLToPath(new URL('../../core', import.meta.url))

let dir: string
let child: ChildProcess | undefined

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'foyer-service-packed-'))
})
afterAll(async () => {
  try {
    if (child?.pid) process.kill(-child.pid, 'SIGKILL')
  } catch {
    // Already gone.
  }
  await rm(dir, { recursive: true, force: true })
})

/** The tarball `pnpm pack` writes for the package at `packageDir`, into `destination`. */
async function pack(packageDir: string, destination: string): Promise<string> {
  const before = new Set(await readdir(destination))
  await run('pnpm', ['pack', '--pack-destination', destination], { cwd: packageDir, timeout: 120_000 })
  const made = (await readdir(destination)).find((file) => !before.has(file) && file.endsWith('.tgz'))
  if (!made) throw new Error(`pnpm pack wrote no tarball for ${packageDir}`)
  return join(destination, made)
}

describe('the packed @foyer/service', () => {
  it('installs outside the workspace, and `npx @foyer/service` starts on PGlite and answers /healthz', {
    timeout: 240_000,
  }, async () => {
    const packs = join(dir, 'packs')
    const app = join(dir, 'app')
    await mkdir(packs)
    await mkdir(app)
    const core = await pack(corePackage, packs)
    const service = await pack(servicePackage, packs)
    await writeFile(
      join(app, 'package.json'),
      JSON.stringify({ name: 'host', private: true, type: 'module' }),
    )
    // @foyer/core is not on the registry yet: its tarball stands in for it. Everything else comes from the
    // machine's package store (no network).
    await writeFile(join(app, 'pnpm-workspace.yaml'), `overrides:\n  '@foyer/core': 'file:${core}'\n`)
    await run('pnpm', ['add', '--offline', '--ignore-scripts', service], { cwd: app, timeout: 180_000 })

    const { DATABASE_URL: _unset, ...env } = process.env
    child = spawn('npx', ['--offline', '@foyer/service'], {
      cwd: app,
      env: { ...env, PORT: '0', FOYER_LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: the stop below signals npx and the service it runs, as a terminal's Ctrl-C does.
      detached: true,
    })
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no "listening" within 90 s:\n${output}`)), 90_000)
      child?.stdout?.on('data', () => {
        const match = /listening on (http:\/\/[^\s"]+)/.exec(output)
        if (!match?.[1]) return
        clearTimeout(timer)
        resolve(match[1])
      })
      child?.once('exit', (code) => reject(new Error(`npx @foyer/service exited (${code}):\n${output}`)))
    })
    expect(output).toContain('"storage":"PGlite in foyer-service-data"')
    expect(existsSync(join(app, 'foyer-service-data'))).toBe(true)
    const health = await fetch(`${url}/healthz`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })

    // Closed once every process writing to the pipes (npx and the service) has ended.
    const closed = new Promise<void>((resolve) => child?.once('close', () => resolve()))
    process.kill(-(child.pid as number), 'SIGTERM')
    await closed
    child = undefined
    expect(output).toContain('"msg":"stopped"')
  })
})

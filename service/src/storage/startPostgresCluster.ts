import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { chown, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { getFreePort } from '../getFreePort.js'
import { createPostgresDatabase } from './createPostgresDatabase.js'
import { findPostgresBinaries } from './findPostgresBinaries.js'
import { StorageError } from './storageErrors.js'

export type PostgresCluster = {
  /** `postgres://postgres@127.0.0.1:PORT/postgres` */
  url: string
  port: number
  /** Creates an empty database and returns its URL. */
  createDatabase: (name: string) => Promise<string>
  /** Stops the server and deletes its data directory. Safe to call twice. */
  stop: () => Promise<void>
}

const live = new Set<ChildProcess>()

/**
 * A throwaway Postgres server for tests and benchmarks: a fresh cluster in a temp directory, on 127.0.0.1
 * and a free port, trusting local connections, tuned for speed over durability. Postgres refuses to run as
 * root, so as root it runs as `nobody`. Stops with the process at the latest.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPostgresBinaries()
  if (!bin)
    throw new StorageError('Postgres is not installed.', {
      details:
        'Install Debian\'s "postgresql" package (apt-get install postgresql): tests look in /usr/lib/postgresql/*/bin.',
    })
  const user = process.getuid?.() === 0 ? nobody() : undefined
  const dataDir = await mkdtemp(join(tmpdir(), 'foyer-postgres-'))
  if (user) await chown(dataDir, user.uid, user.gid)
  const initdb = spawnSync(
    join(bin, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions'],
    { encoding: 'utf8', ...user },
  )
  if (initdb.status !== 0) {
    await rm(dataDir, { recursive: true, force: true })
    throw new StorageError('initdb failed.', { details: `${initdb.stderr}${initdb.error ?? ''}`.trim() })
  }

  const port = await getFreePort()
  const settings = {
    listen_addresses: '127.0.0.1',
    port: String(port),
    unix_socket_directories: '',
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    max_connections: '200',
  }
  const child = spawn(
    join(bin, 'postgres'),
    ['-D', dataDir, ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])],
    { stdio: ['ignore', 'ignore', 'pipe'], ...user },
  )
  live.add(child)
  installExitHook()
  let output = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000)
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  exited.then(() => live.delete(child))

  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= (async () => {
      // SIGINT is Postgres' fast shutdown: sessions are ended, nothing is waited for.
      if (child.exitCode === null) child.kill('SIGINT')
      await exited
      await rm(dataDir, { recursive: true, force: true })
    })()
    return stopping
  }

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  try {
    await waitUntilReady(url, exited, () => output)
  } catch (error) {
    await stop()
    throw error
  }
  return {
    url,
    port,
    createDatabase: (name) => createPostgresDatabase(url, name),
    stop,
  }
}

async function waitUntilReady(url: string, exited: Promise<void>, output: () => string): Promise<void> {
  let done = false
  const gone = exited.then(() => {
    if (!done) throw new StorageError('Postgres exited during start.', { details: output().trim() })
  })
  const deadline = Date.now() + 30_000
  try {
    while (true) {
      const client = new pg.Client({ connectionString: url })
      client.on('error', () => {})
      const connected = await Promise.race([
        client.connect().then(
          () => true,
          () => false,
        ),
        gone.then(() => false),
      ])
      await client.end().catch(() => {})
      if (connected) return
      if (Date.now() > deadline)
        throw new StorageError('Postgres did not accept connections within 30 s.', {
          details: output().trim(),
        })
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  } finally {
    done = true
  }
}

function nobody(): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('nobody:'))
  const [, , uid, gid] = line?.split(':') ?? []
  if (uid === undefined || gid === undefined)
    throw new StorageError('Postgres cannot run as root and there is no "nobody" user to run it as.')
  return { uid: Number(uid), gid: Number(gid) }
}

let exitHookInstalled = false
function installExitHook(): void {
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.once('exit', () => {
    for (const child of live) child.kill('SIGKILL')
  })
}

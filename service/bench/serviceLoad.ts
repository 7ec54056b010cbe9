/**
 * Load test of the reference service on loopback: requests per second and p50/p99 latency of the wallet list,
 * balance, history and email-code verify, with PGlite (one process) and with one Postgres shared by one, two and
 * four service processes. Each row runs for a fixed time (`FOYER_BENCH_SECONDS`, 5 s), never to a request count,
 * so its requests per second are what the service can do; only the verify row also stops when its one-time codes
 * (`FOYER_BENCH_CODES`, 1,000) run out. Prints a table; asserts nothing.
 *
 *   pnpm --filter @foyer/devnet bench
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startDevnet, startMailInbox } from '@foyer/devnet'
import autocannon from 'autocannon'
import { runService, stopService } from '../src/runService.test-utils.js'
import { scaledRateLimits } from '../src/serviceLimits.js'
import { createPostgresDatabase } from '../src/storage/createPostgresDatabase.js'
import { findPostgresBinaries } from '../src/storage/findPostgresBinaries.js'
import { type PostgresCluster, startPostgresCluster } from '../src/storage/startPostgresCluster.js'

/** Client connections per row, split evenly between the processes. */
const connections = 12
const seconds = Number(process.env.FOYER_BENCH_SECONDS ?? 5)
const codeCount = Number(process.env.FOYER_BENCH_CODES ?? 1000)

type Row = {
  scenario: string
  endpoint: string
  rps: number
  p50: number
  p99: number
  requests: number
  failed: number
}

const workDir = await mkdtemp(join(tmpdir(), 'foyer-service-bench-'))
const infoPath = join(workDir, 'devnet.json')
const devnet = await startDevnet({
  ephemeral: true,
  evm: { chains: [1] },
  solana: false,
  relay: false,
  service: false,
  infoPath,
})
const account = devnet.evm.accounts[0]?.address ?? ''
// The codes the verify rows use are read from what this SMTP server received.
const inbox = await startMailInbox()
let cluster: PostgresCluster | undefined
const rows: Row[] = []

try {
  const baseEnv = {
    FOYER_DEVNET_INFO: infoPath,
    FOYER_DEV_CONVENIENCES: '1',
    // The CLI's default: the figures include writing one log line per request.
    FOYER_LOG_LEVEL: 'info',
    FOYER_SMTP_URL: inbox.smtpUrl,
    FOYER_MAIL_FROM: 'bench@foyer.test',
    // Every bench request comes from 127.0.0.1: lift the per-IP counters and make room for the codes.
    FOYER_LIMITS: JSON.stringify({
      emailCodesPerIp: 1_000_000,
      authFailuresPerIp: 1_000_000,
      rateLimits: scaledRateLimits(100_000),
    }),
  }
  await measure('PGlite, 1 process', [{ ...baseEnv, DATA_DIR: join(workDir, 'pglite') }])
  if (findPostgresBinaries()) {
    cluster = await startPostgresCluster()
    const one = await createPostgresDatabase(cluster.url, `bench_${randomBytes(4).toString('hex')}`)
    await measure('Postgres, 1 process', [{ ...baseEnv, DATABASE_URL: one }])
    for (const processes of [2, 4]) {
      const shared = await createPostgresDatabase(cluster.url, `bench_${randomBytes(4).toString('hex')}`)
      await measure(
        `Postgres, ${processes} processes`,
        Array.from({ length: processes }, () => ({ ...baseEnv, DATABASE_URL: shared })),
      )
    }
  } else {
    console.warn('Postgres is not installed (apt-get install postgresql): its rows are skipped.')
  }
  printTable()
} finally {
  await cluster?.stop()
  await devnet.stop()
  await inbox.stop()
  await rm(workDir, { recursive: true, force: true })
}

async function measure(scenario: string, envs: Record<string, string>[]): Promise<void> {
  const services = envs.map((env) => runService(env))
  try {
    const urls = await Promise.all(services.map((service) => service.url))
    const endpoints: [string, autocannon.Request][] = [
      ['wallet list', { method: 'GET', path: '/getWallets?projectId=foyer-dev&page=1&entries=40' }],
      ['balance', { method: 'GET', path: `/v1/account/${account}/balance?projectId=foyer-dev&currency=usd` }],
      ['history', { method: 'GET', path: `/v1/account/${account}/history?projectId=foyer-dev` }],
    ]
    for (const [endpoint, request] of endpoints) {
      // Warm caches (history index, token info) so the figures are of steady state.
      await Promise.all(
        urls.map((url) => fetch(`${url}${request.path}`).then((response) => response.arrayBuffer())),
      )
      rows.push({ scenario, endpoint, ...(await load(urls, () => [request])) })
    }
    // Verify consumes a fresh one-time code each time: send them first, then verify each once.
    const codes = await sendCodes(urls[0] as string, codeCount)
    let next = 0
    const verify = (): autocannon.Request[] => [
      {
        method: 'POST',
        path: '/auth/email/verify',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: JSON.stringify(codes[next++ % codes.length]) }),
      },
    ]
    rows.push({ scenario, endpoint: 'auth verify', ...(await load(urls, verify, codes.length)) })
  } finally {
    await Promise.all(services.map(stopService))
  }
}

/**
 * Runs autocannon on every URL at once for `seconds` (the connections split between them); with `budget`, the
 * requests are capped too (the one-time codes of the verify row).
 */
async function load(urls: string[], requests: () => autocannon.Request[], budget?: number) {
  const startedAt = performance.now()
  const results = await Promise.all(
    urls.map((url) =>
      autocannon({
        url,
        connections: Math.max(1, Math.floor(connections / urls.length)),
        duration: seconds,
        ...(budget === undefined ? {} : { maxOverallRequests: Math.floor(budget / urls.length) }),
        requests: requests(),
      }),
    ),
  )
  const elapsed = (performance.now() - startedAt) / 1000
  const total = results.reduce((sum, result) => sum + result.requests.total, 0)
  return {
    rps: total / elapsed,
    // With several processes the latencies are those of the slowest.
    p50: Math.max(...results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    requests: total,
    failed: results.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0),
  }
}

async function sendCodes(url: string, count: number): Promise<{ email: string; code: string }[]> {
  const run = randomBytes(3).toString('hex')
  const emails = Array.from({ length: count }, (_, index) => `bench-${run}-${index}@example.com`)
  for (let start = 0; start < emails.length; start += 50) {
    await Promise.all(
      emails.slice(start, start + 50).map((email) =>
        fetch(`${url}/auth/email/connect`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        }).then((response) => response.arrayBuffer()),
      ),
    )
  }
  return emails.flatMap((email) => {
    const code = inbox.latestCode(email)
    return code ? [{ email, code }] : []
  })
}

function printTable(): void {
  const header = ['scenario', 'endpoint', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx/errors']
  const body = rows.map((row) => [
    row.scenario,
    row.endpoint,
    row.rps.toFixed(0),
    row.p50.toFixed(1),
    row.p99.toFixed(1),
    String(row.requests),
    String(row.failed),
  ])
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((line) => (line[column] ?? '').length)),
  )
  const format = (line: string[]) =>
    `| ${line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`
  console.log(
    [
      `Reference service on loopback: ${connections} connections, ${seconds} s per row (auth verify: at most ${codeCount} codes)`,
      format(header),
      `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
      ...body.map(format),
    ].join('\n'),
  )
}

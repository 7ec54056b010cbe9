import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { BaseError } from '@foyer/core'
import { formatStartTimes } from './formatStartTimes.js'
import {
  type Devnet,
  DevnetStartError,
  defaultDevnetPorts,
  devnetOAuthRedirectUris,
  startDevnet,
} from './startDevnet.js'

const defaultServiceDataDir = fileURLToPath(new URL('../.devnet/service-data', import.meta.url))

const usage = `Usage: pnpm devnet [options]

Starts Foyer's local stack and writes where each part listens to devnet/.devnet/devnet.json.

Options:
  --ephemeral          every part on a free port (also FOYER_DEVNET_EPHEMERAL=1); default ports are
                       EVM ${defaultDevnetPorts.evm}+i, service ${defaultDevnetPorts.service}, relay ${defaultDevnetPorts.relay}, Solana ${defaultDevnetPorts.solana},
                       Bitcoin ${defaultDevnetPorts.bitcoin}, Polkadot ${defaultDevnetPorts.polkadot}, frame ${defaultDevnetPorts.frame},
                       Farcaster ${defaultDevnetPorts.farcaster}, OpenID provider ${defaultDevnetPorts.oidc},
                       mail inbox ${defaultDevnetPorts.mail}
  --chains <ids>       EVM chain ids, comma-separated (default 1,42161,8453,11155111)
  --without <parts>    leave out parts, comma-separated: solana, bitcoin, polkadot, relay, service, frame,
                       bundler, farcaster, oidc, mail
  --info <path>        where to write the info file (also FOYER_DEVNET_INFO)
  --service-data <dir> the reference service's PGlite data directory (default devnet/.devnet/service-data;
                       with --ephemeral, in memory); DATABASE_URL=postgres://… uses Postgres instead
  --oauth-redirect-uris <uris>
                       where the service's OAuth logins may send users back, comma-separated (origin and
                       path must match exactly; default ${devnetOAuthRedirectUris.join(',')})
  -h, --help           show this help

The reference service runs with its dev conveniences on (/dev/analytics): it listens on 127.0.0.1 only. Its social
logins go through the devnet's OpenID provider, whose page signs in as any username. It mails login codes through the
devnet's SMTP server: read them at <mail inbox>/inbox?to=<email>.`

const parts = [
  'solana',
  'bitcoin',
  'polkadot',
  'relay',
  'service',
  'frame',
  'bundler',
  'farcaster',
  'oidc',
  'mail',
] as const

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      ephemeral: { type: 'boolean', default: false },
      chains: { type: 'string' },
      without: { type: 'string', default: '' },
      info: { type: 'string' },
      'service-data': { type: 'string' },
      'oauth-redirect-uris': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  if (values.help) {
    console.log(usage)
    return
  }
  const without = new Set(values.without.split(',').filter(Boolean))
  for (const part of without) {
    if (!parts.includes(part as (typeof parts)[number])) throw new Error(`--without: unknown part "${part}"`)
  }
  const chains = values.chains?.split(',').map((id) => Number(id.trim()))
  const oauthRedirectUris = values['oauth-redirect-uris']
    ?.split(',')
    .map((uri) => uri.trim())
    .filter(Boolean)

  const ephemeral = values.ephemeral || process.env.FOYER_DEVNET_EPHEMERAL === '1'
  const storage = process.env.DATABASE_URL
    ? { databaseUrl: process.env.DATABASE_URL }
    : values['service-data'] || !ephemeral
      ? { dataDir: values['service-data'] ?? defaultServiceDataDir }
      : { memory: true as const }

  const starting = startDevnet({
    ephemeral,
    ...(chains ? { evm: { chains } } : {}),
    ...(values.info ? { infoPath: values.info } : {}),
    service: { devConveniences: true, storage, ...(oauthRedirectUris ? { oauthRedirectUris } : {}) },
    ...Object.fromEntries(parts.filter((part) => without.has(part)).map((part) => [part, false])),
    onRetry: ({ part, attempt, error, delayMs }) =>
      console.warn(`${part}: attempt ${attempt} failed (${oneLine(error)}); trying again in ${delayMs} ms`),
  })
  // Listen before anything is printed: a signal sent the moment "Press Ctrl+C" appears (or during the start) still
  // stops every part instead of killing the process and leaving anvils behind.
  let stopping = false
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1)
    stopping = true
    console.log(`\n${signal}: stopping the devnet…`)
    starting
      .then((devnet) => devnet.stop())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error)
          process.exit(1)
        },
      )
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
  const devnet = await starting
  if (!stopping) printSummary(devnet)
}

function printSummary(devnet: Devnet): void {
  const { info } = devnet
  const rows: [string, string][] = info.evm.chains.map((chain) => [
    `EVM ${chain.name} (${chain.chainId})`,
    chain.rpcUrl,
  ])
  if (info.solana) {
    for (const [name, cluster] of Object.entries(info.solana.clusters))
      rows.push([`Solana ${name}`, cluster.url])
  }
  if (info.bitcoin) {
    for (const [name, network] of Object.entries(info.bitcoin.networks))
      rows.push([`Bitcoin ${name} (Esplora)`, network.url])
  }
  if (info.polkadot) rows.push(['Polkadot ledger (JSON-RPC)', info.polkadot.url])
  if (info.relay) rows.push(['WalletConnect relay', info.relay.url])
  if (info.service) rows.push(['Reference service', info.service.url])
  if (info.frame) rows.push(['Embedded wallet frame', info.frame.url])
  if (info.mail) rows.push(['Mail inbox (login codes)', `${info.mail.url}/inbox?to=<email>`])
  if (info.farcaster) rows.push(['Farcaster auth relay', info.farcaster.url])
  if (info.oidc) rows.push(['OpenID provider (social logins)', info.oidc.url])
  if (devnet.farcaster) rows.push(['Dev Farcaster app', devnet.farcaster.appUrl])
  if (devnet.infoPath) rows.push(['Info file', relative(process.cwd(), devnet.infoPath) || devnet.infoPath])
  const width = Math.max(...rows.map(([part]) => part.length))

  const lines = [
    `Foyer devnet ${formatStartTimes(devnet)}`,
    '',
    ...rows.map(([part, where]) => `  ${part.padEnd(width)}  ${where}`),
    '',
    `EVM dev accounts (mnemonic "${info.evm.mnemonic}"), 10,000 ETH and test tokens each:`,
    ...info.evm.accounts.map((account, index) => `  ${index}  ${account.address}  ${account.privateKey}`),
    '',
    'Press Ctrl+C to stop.',
  ]
  console.log(lines.join('\n'))
}

function oneLine(error: unknown): string {
  const text =
    error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : String(error)
  return text.split('\n')[0] ?? ''
}

main().catch((error: unknown) => {
  // A part that did not start: one line naming it and what to do, not its whole cause chain.
  console.error(
    error instanceof DevnetStartError ? error.shortMessage : error instanceof Error ? error.message : error,
  )
  process.exit(1)
})

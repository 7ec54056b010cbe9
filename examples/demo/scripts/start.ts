// `pnpm demo`: starts the local stack (chains, reference service, relay), builds the dev wallets, then the demo app's
// dev server, and prints where to open it. Ctrl-C (or SIGTERM) stops everything.
//
// `--ephemeral` (or FOYER_DEMO_EPHEMERAL=1) puts the devnet and the dev server on free ports and their files in a
// temporary directory, so it can run next to another devnet (the smoke test does). PORT picks the dev server's port.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildWallets, DevnetStartError, formatStartTimes, getFreePort, startDevnet } from '@foyer/devnet'
import { createServer } from 'vite'
import { devWalletPlugin, walletConnectWalletPath } from './devWalletPlugin.js'

const ephemeral = process.argv.includes('--ephemeral') || process.env.FOYER_DEMO_EPHEMERAL === '1'
const workDir = ephemeral ? await mkdtemp(join(tmpdir(), 'foyer-demo-')) : undefined
const infoPath = workDir ? join(workDir, 'devnet.json') : undefined

const devnet = await startDevnet({
  ...(infoPath ? { ephemeral: true, infoPath } : {}),
  onRetry: ({ part, attempt, delayMs }) =>
    console.warn(`${part}: attempt ${attempt} failed; trying again in ${delayMs} ms`),
}).catch(async (error: unknown) => {
  // A part that did not start: one line naming it and what to do, not a stack trace.
  if (!(error instanceof DevnetStartError)) throw error
  console.error(error.shortMessage)
  if (workDir) await rm(workDir, { recursive: true, force: true })
  process.exit(1)
})
console.log(`Devnet ${formatStartTimes(devnet)}`)
// The Vite config reads the devnet's URLs from the file the devnet wrote.
if (devnet.infoPath) process.env.FOYER_DEVNET_INFO = devnet.infoPath
const walletsStart = performance.now()
const wallets = await buildWallets(workDir ? { outDir: join(workDir, 'wallets') } : {})
console.log(`Dev wallets built in ${Math.round(performance.now() - walletsStart)} ms`)
const port = process.env.PORT ? Number(process.env.PORT) : ephemeral ? await getFreePort() : 5173
const root = fileURLToPath(new URL('..', import.meta.url))
const server = await createServer({
  configFile: join(root, 'vite.config.ts'),
  root,
  plugins: [devWalletPlugin({ info: devnet.info, walletsDir: wallets.outDir })],
  server: { host: '127.0.0.1', port, strictPort: ephemeral },
})
await server.listen()
// Listen before printing the URLs: whoever reads them may stop us at once.
let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await server.close()
  await devnet.stop()
  if (workDir) await rm(workDir, { recursive: true, force: true })
  process.exit(0)
}
// Vite's own SIGTERM handler exits as soon as its server closes, before the devnet has stopped: ours stops both.
process.removeAllListeners('SIGTERM')
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`
const walletConnectPath = walletConnectWalletPath(devnet.info)
console.log(`\nFoyer demo: ${url}`)
console.log(`Multichain demo (EVM + Solana): ${new URL('multichain.html', url)}`)
if (walletConnectPath) console.log(`WalletConnect dev wallet: ${new URL(walletConnectPath, url)}`)
console.log(`Reference service: ${devnet.info.service?.url}`)
if (devnet.info.mail)
  console.log(`Email login codes (the devnet's mail): ${devnet.info.mail.url}/inbox?to=<your email>`)
console.log(
  'The Foyer Dev Wallet is built in: click "Connect Wallet" and pick it. Ctrl-C stops everything.\n',
)

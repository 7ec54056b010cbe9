// `pnpm demo`: starts the local stack (chains, reference service, relay), builds the dev wallets, then the demo app's
// dev server, and prints where to open it. Ctrl-C stops everything.
import { fileURLToPath } from 'node:url'
import { buildWallets, startDevnet } from '@foyer/devnet'
import { createServer } from 'vite'

const devnet = await startDevnet()
await buildWallets()
const server = await createServer({
  configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
  root: fileURLToPath(new URL('..', import.meta.url)),
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173) },
})
await server.listen()
const url = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/'
console.log(`\nFoyer demo: ${url}`)
console.log(`Reference service: ${devnet.info.service?.url}`)
console.log(
  'The Foyer Dev Wallet is built in: click "Connect Wallet" and pick it. Ctrl-C stops everything.\n',
)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await server.close()
  await devnet.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

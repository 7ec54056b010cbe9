import { createServer } from 'node:http'
import { readFile } from 'node:fs/promises'
import { chromium } from 'playwright-core'
import { SignClient } from '@walletconnect/sign-client'
import { startRelay } from '../relay/startRelay.js'
import { startAnvil } from '../evm/startAnvil.js'
import { getFreePort } from '../evm/getFreePort.js'
import { defaultMnemonic } from '../evm/deriveDevAccounts.js'
import { createMemoryKeyValueStorage } from './walletconnect/createMemoryKeyValueStorage.js'
process.env.IS_VITEST = 'true'
const server = createServer(async (req, res) => { const p = new URL(req.url!, 'http://x').pathname; let body; try { body = await readFile('/tmp/wallets-out' + p) } catch { return void res.writeHead(404).end() } res.writeHead(200, { 'content-type': p.endsWith('.html') ? 'text/html' : 'text/javascript' }).end(body) })
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
const port = (server.address() as any).port
const relay = await startRelay()
const anvil = await startAnvil({ chainId: 1, port: await getFreePort(), mnemonic: defaultMnemonic })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: 800, height: 600 } })
await page.goto(`http://127.0.0.1:${port}/walletconnect-wallet.html?relay=${relay.url}&rpc=${anvil.rpcUrl}`)
await page.getByText(/^Ready:/).waitFor()
const dapp = await SignClient.init({ relayUrl: relay.url, projectId: 'x', customStoragePrefix: 'd', storage: createMemoryKeyValueStorage() as any, telemetryEnabled: false, logger: 'silent', metadata: { name: 'Demo dapp', description: '', url: 'http://127.0.0.1', icons: [] } })
const { uri, approval } = await dapp.connect({ optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } } })
await page.getByLabel('Pairing URI').fill(uri!)
await page.getByRole('button', { name: 'Approve' }).click()
await approval()
await page.getByText('Connected to').waitFor()
await page.screenshot({ path: '/tmp/wc-page.png' })
dapp.core.heartbeat.stop(); await dapp.core.relayer.transportClose()
await browser.close(); await relay.stop(); await anvil.stop(); server.close()
process.exit(0)

import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'

const devnetDir = fileURLToPath(new URL('../../devnet/.devnet/', import.meta.url))
const infoPath = process.env.FOYER_DEVNET_INFO ?? `${devnetDir}devnet.json`

type DevnetInfo = {
  evm: { rpcUrls: Record<string, string>; accounts: { address: string; privateKey: string }[] }
  service: { url: string } | null
  relay: { url: string } | null
  solana: { url: string } | null
}

function readDevnetInfo(): DevnetInfo {
  if (!existsSync(infoPath)) {
    throw new Error(`No devnet info at ${infoPath}: start the local stack first (pnpm devnet, or pnpm demo).`)
  }
  const info = JSON.parse(readFileSync(infoPath, 'utf8')) as DevnetInfo
  if (!info.service?.url || !info.evm?.rpcUrls) throw new Error(`${infoPath} lacks the service or EVM URLs.`)
  return info
}

/**
 * In `pnpm demo` (dev server), serves the devnet's EVM dev wallet and loads it before the app, so a person can
 * connect without installing anything. Tests inject the wallet themselves and build without it.
 */
function devWallet(info: DevnetInfo): Plugin {
  const walletsDir = `${devnetDir}wallets/`
  return {
    name: 'foyer-demo-dev-wallet',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url === '/dev-wallet/config.js') {
          const account = info.evm.accounts[0]
          const config = {
            privateKey: account?.privateKey,
            chains: Object.entries(info.evm.rpcUrls).map(([chainId, rpcUrl]) => ({
              chainId: Number(chainId),
              rpcUrl,
            })),
            announce: true,
            injectGlobal: true,
          }
          response.setHeader('content-type', 'text/javascript')
          response.end(`window.__FOYER_DEV_WALLET__ = ${JSON.stringify(config)}`)
          return
        }
        if (request.url === '/dev-wallet/evm-wallet.js') {
          response.setHeader('content-type', 'text/javascript')
          response.end(readFileSync(`${walletsDir}evm-wallet.js`))
          return
        }
        next()
      })
    },
    transformIndexHtml: () => [
      { tag: 'script', attrs: { src: '/dev-wallet/config.js' }, injectTo: 'head-prepend' },
      { tag: 'script', attrs: { src: '/dev-wallet/evm-wallet.js' }, injectTo: 'head-prepend' },
    ],
  }
}

export default defineConfig(() => {
  const info = readDevnetInfo()
  return {
    resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
    define: {
      __FOYER_DEVNET__: JSON.stringify({
        rpcUrls: info.evm.rpcUrls,
        serviceUrl: info.service?.url,
        relayUrl: info.relay?.url ?? null,
        solanaUrl: info.solana?.url ?? null,
      }),
    },
    plugins: process.env.FOYER_DEMO_DEV_WALLET === '0' ? [] : [devWallet(info)],
    server: { host: '127.0.0.1' },
    preview: { host: '127.0.0.1' },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 1024,
      rollupOptions: {
        // `multichain.html`: the wagmi and Solana adapters together (EVM + Solana).
        input: {
          main: fileURLToPath(new URL('index.html', import.meta.url)),
          multichain: fileURLToPath(new URL('multichain.html', import.meta.url)),
        },
        // React's 'use client' directives and annotations rollup can't place are expected in library sources.
        onwarn(warning, warn) {
          if (
            ['MODULE_LEVEL_DIRECTIVE', 'SOURCEMAP_ERROR', 'INVALID_ANNOTATION'].includes(warning.code ?? '')
          )
            return
          warn(warning)
        },
      },
    },
  }
})

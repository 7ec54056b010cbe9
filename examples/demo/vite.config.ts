import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const devnetDir = fileURLToPath(new URL('../../devnet/.devnet/', import.meta.url))
const infoPath = process.env.FOYER_DEVNET_INFO ?? `${devnetDir}devnet.json`

// The parts of devnet.json the build bakes in (the config can't import @foyer/devnet: it ships TypeScript).
type DevnetInfo = {
  evm: { rpcUrls: Record<string, string>; chains?: { chainId: number; router: string; weth: string }[] }
  service: { url: string } | null
  relay: { url: string } | null
  solana: { url: string } | null
  bitcoin?: { url: string } | null
  polkadot?: { url: string } | null
  frame?: { url: string } | null
}

function readDevnetInfo(): DevnetInfo {
  if (!existsSync(infoPath)) {
    throw new Error(`No devnet info at ${infoPath}: start the local stack first (pnpm devnet, or pnpm demo).`)
  }
  const info = JSON.parse(readFileSync(infoPath, 'utf8')) as DevnetInfo
  if (!info.service?.url || !info.evm?.rpcUrls) throw new Error(`${infoPath} lacks the service or EVM URLs.`)
  return info
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
        bitcoinUrl: info.bitcoin?.url ?? null,
        polkadotUrl: info.polkadot?.url ?? null,
        frameUrl: info.frame?.url ?? null,
        swapRouters: Object.fromEntries(
          (info.evm.chains ?? []).map((chain) => [`eip155:${chain.chainId}`, chain.router]),
        ),
        swapWrappedNative: Object.fromEntries(
          (info.evm.chains ?? []).map((chain) => [`eip155:${chain.chainId}`, chain.weth]),
        ),
      }),
    },
    server: { host: '127.0.0.1' },
    preview: { host: '127.0.0.1' },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 1024,
      rolldownOptions: {
        // `multichain.html`: the wagmi, Solana and Bitcoin adapters together.
        input: {
          main: fileURLToPath(new URL('index.html', import.meta.url)),
          multichain: fileURLToPath(new URL('multichain.html', import.meta.url)),
        },
        // React's 'use client' directives and annotations the bundler can't place are expected in library sources.
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

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type DevnetInfo, solanaDevAccounts } from '@foyer/devnet'
import type { Plugin } from 'vite'

const files: Record<string, { file: string; type: string }> = {
  '/dev-wallet/evm-wallet.js': { file: 'evm-wallet.js', type: 'text/javascript' },
  '/dev-wallet/solana-wallet.js': { file: 'solana-wallet.js', type: 'text/javascript' },
  '/dev-wallet/bitcoin-wallet.js': { file: 'bitcoin-wallet.js', type: 'text/javascript' },
  '/dev-wallet/polkadot-wallet.js': { file: 'polkadot-wallet.js', type: 'text/javascript' },
  '/dev-wallet/walletconnect-wallet.html': { file: 'walletconnect-wallet.html', type: 'text/html' },
  '/dev-wallet/walletconnect-wallet.js': { file: 'walletconnect-wallet.js', type: 'text/javascript' },
}

/** Where the dev server serves the devnet's WalletConnect wallet, on the devnet's relay and EVM chains. */
export function walletConnectWalletPath(info: DevnetInfo): string | undefined {
  if (!info.relay) return undefined
  const query = new URLSearchParams({ relay: info.relay.url })
  for (const rpcUrl of Object.values(info.evm.rpcUrls)) query.append('rpc', rpcUrl)
  return `/dev-wallet/walletconnect-wallet.html?${query}`
}

/**
 * In `pnpm demo` (the dev server), serves the devnet's dev wallets (built into `walletsDir`) and loads them before the
 * app, so a person connects without installing anything: the EVM wallet (EIP-6963 + `window.ethereum`, dev account 0)
 * on every page, the Solana wallet (wallet-standard, Solana dev account 0) and the Bitcoin wallet
 * (sats-connect, spending from the devnet's regtest ledger) on the multichain page. Also serves the
 * WalletConnect wallet page. Tests of the built demo inject their own wallets instead.
 */
export function devWalletPlugin({ info, walletsDir }: { info: DevnetInfo; walletsDir: string }): Plugin {
  const evmAccount = info.evm.accounts[0]
  const solanaAccount = solanaDevAccounts[0]
  const evmConfig = {
    privateKey: evmAccount?.privateKey,
    chains: Object.entries(info.evm.rpcUrls).map(([chainId, rpcUrl]) => ({
      chainId: Number(chainId),
      rpcUrl,
    })),
    announce: true,
    injectGlobal: true,
  }
  const clusters = info.solana?.clusters
  const solanaConfig =
    clusters && solanaAccount
      ? {
          secretKey: Array.from(solanaAccount.secretKey),
          rpcUrls: {
            mainnet: clusters.mainnet?.url,
            devnet: clusters.devnet?.url,
            testnet: clusters.testnet?.url,
          },
        }
      : undefined
  const bitcoinUrl = info.bitcoin?.networks.regtest?.url
  const bitcoinConfig = bitcoinUrl ? { network: 'regtest', esploraUrl: bitcoinUrl } : undefined
  const configScript = (name: string, config: unknown) => `window.${name} = ${JSON.stringify(config)}`
  return {
    name: 'foyer-demo-dev-wallet',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? ''
        let body: string | Buffer | undefined
        let type = 'text/javascript'
        if (path === '/dev-wallet/evm-config.js') body = configScript('__FOYER_DEV_WALLET__', evmConfig)
        else if (path === '/dev-wallet/solana-config.js' && solanaConfig)
          body = configScript('__FOYER_DEV_SOLANA_WALLET__', solanaConfig)
        else if (path === '/dev-wallet/bitcoin-config.js' && bitcoinConfig)
          body = configScript('__FOYER_DEV_BITCOIN_WALLET__', bitcoinConfig)
        else if (files[path]) {
          body = readFileSync(join(walletsDir, files[path].file))
          type = files[path].type
        }
        if (body === undefined) return next()
        response.setHeader('content-type', `${type}; charset=utf-8`)
        response.end(body)
      })
    },
    transformIndexHtml(_html, context) {
      const script = (src: string) => ({ tag: 'script', attrs: { src }, injectTo: 'head-prepend' as const })
      const tags = [script('/dev-wallet/evm-config.js'), script('/dev-wallet/evm-wallet.js')]
      if (solanaConfig && context.path.endsWith('/multichain.html')) {
        tags.push(script('/dev-wallet/solana-config.js'), script('/dev-wallet/solana-wallet.js'))
      }
      if (bitcoinConfig && context.path.endsWith('/multichain.html')) {
        tags.push(script('/dev-wallet/bitcoin-config.js'), script('/dev-wallet/bitcoin-wallet.js'))
      }
      // The dev Polkadot extension (//Alice) needs no chain: there is none offline.
      if (context.path.endsWith('/multichain.html')) tags.push(script('/dev-wallet/polkadot-wallet.js'))
      return tags
    },
  }
}

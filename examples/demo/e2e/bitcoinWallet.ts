import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type DevnetInfo, deriveBitcoinDevKeys } from '@foyer/devnet'

export type DevBitcoinWalletOptions = {
  /** Which account of the dev seed (BIP-84/86 index) the wallet holds. */
  account?: number
}

/** The devnet's regtest Esplora API (the Bitcoin ledger's `/regtest`). */
export function bitcoinRegtestUrl(devnet: DevnetInfo): string {
  const url = devnet.bitcoin?.networks.regtest?.url
  if (!url) throw new Error('The devnet runs no Bitcoin ledger')
  return url
}

/** The payment and ordinals keys of dev account `index` on regtest. */
export function bitcoinDevKeys(index: number) {
  return deriveBitcoinDevKeys('regtest', undefined, index)
}

/** Where the page's copy of the wallet remembers that the site is connected, as a real wallet does across reloads. */
const connectedSiteKey = 'foyer-dev-bitcoin-wallet:connected'

/**
 * The init scripts that install the Foyer dev Bitcoin wallet (sats-connect, listed in `btc_providers`) before the page
 * runs. It spends real UTXOs from the devnet's ledger and remembers a site it connected to (per origin, in the page's
 * storage), so a reload restores the session without a prompt until the site or the wallet disconnects.
 */
export async function bitcoinWalletScripts(
  devnet: DevnetInfo,
  walletsDir: string,
  { account = 0 }: DevBitcoinWalletOptions = {},
): Promise<string[]> {
  const config = { network: 'regtest', accountIndex: account, esploraUrl: bitcoinRegtestUrl(devnet) }
  const bundle = await readFile(join(walletsDir, 'bitcoin-wallet.js'), 'utf8')
  const storageKey = JSON.stringify(connectedSiteKey)
  const configScript = `window.__FOYER_DEV_BITCOIN_WALLET__ = Object.assign(${JSON.stringify(config)}, {
    autoConnect: (() => { try { return localStorage.getItem(${storageKey}) === '1' } catch { return false } })(),
  });`
  const rememberScript = `(() => {
    const provider = window.FoyerDevProviders && window.FoyerDevProviders.BitcoinProvider
    if (!provider) return
    const remember = (connected) => { try { connected ? localStorage.setItem(${storageKey}, '1') : localStorage.removeItem(${storageKey}) } catch {} }
    provider.addListener('accountChange', () => remember(true))
    provider.addListener('disconnect', () => remember(false))
  })();`
  return [configScript, bundle, rememberScript]
}

/** Esplora JSON (or text) from the devnet's ledger. */
export async function esplora<T>(url: string, path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${url}${path}`, init)
  const text = await response.text()
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${text}`)
  return (response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T
}

/** Confirmed satoshis of `address` (chain_stats funded minus spent). */
export async function bitcoinBalance(url: string, address: string): Promise<bigint> {
  const { chain_stats } = await esplora<{ chain_stats: { funded_txo_sum: number; spent_txo_sum: number } }>(
    url,
    `/address/${address}`,
  )
  return BigInt(chain_stats.funded_txo_sum - chain_stats.spent_txo_sum)
}

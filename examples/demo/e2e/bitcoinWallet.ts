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

/**
 * The init scripts that install the Foyer dev Bitcoin wallet (sats-connect, listed in `btc_providers`) before the page
 * runs. It spends real UTXOs from the devnet's ledger and, like a real wallet, remembers a site it connected to (per
 * origin, in the page's storage), so a reload restores the session without a prompt until the site or the wallet
 * disconnects.
 */
export async function bitcoinWalletScripts(
  devnet: DevnetInfo,
  walletsDir: string,
  { account = 0 }: DevBitcoinWalletOptions = {},
): Promise<string[]> {
  const config = { network: 'regtest', accountIndex: account, esploraUrl: bitcoinRegtestUrl(devnet) }
  const bundle = await readFile(join(walletsDir, 'bitcoin-wallet.js'), 'utf8')
  return [`window.__FOYER_DEV_BITCOIN_WALLET__ = ${JSON.stringify(config)};`, bundle]
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

import { createPublicKey, verify } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type DevnetInfo, solanaDevAccounts } from '@foyer/devnet'
import { base58 } from '@scure/base'
import { rpc } from './demoActions.js'

export type DevSolanaWalletOptions = {
  /** Which Solana dev account (0-9) the wallet holds. */
  account?: number
  /** The wallet declines connecting and signing. */
  reject?: boolean
}

/** The devnet's Solana cluster endpoints (`/mainnet`, `/devnet`, `/testnet` of the litesvm server). */
export function solanaClusterUrls(devnet: DevnetInfo): { mainnet: string; devnet: string; testnet: string } {
  const clusters = devnet.solana?.clusters
  const url = (name: string) => {
    const found = clusters?.[name]?.url
    if (!found) throw new Error(`The devnet runs no Solana ${name} cluster`)
    return found
  }
  return { mainnet: url('mainnet'), devnet: url('devnet'), testnet: url('testnet') }
}

/** The address of Solana dev account `index`. */
export function solanaDevAddress(index: number): string {
  const account = solanaDevAccounts[index]
  if (!account) throw new Error(`No Solana dev account ${index}`)
  return account.address
}

/**
 * The init scripts that register the Foyer dev Solana wallet (wallet-standard) before the page runs. Like a real
 * wallet, it remembers a site it connected to (per origin, in the page's storage): after a reload a silent connect
 * gets the account again, until the site or the wallet disconnects.
 */
export async function solanaWalletScripts(
  devnet: DevnetInfo,
  walletsDir: string,
  { account = 0, reject = false }: DevSolanaWalletOptions = {},
): Promise<string[]> {
  const key = solanaDevAccounts[account]
  if (!key) throw new Error(`No Solana dev account ${account}`)
  const config = { secretKey: Array.from(key.secretKey), rpcUrls: solanaClusterUrls(devnet), reject }
  const bundle = await readFile(join(walletsDir, 'solana-wallet.js'), 'utf8')
  return [`window.__FOYER_DEV_SOLANA_WALLET__ = ${JSON.stringify(config)};`, bundle]
}

/** Lamports of `address`, straight from the litesvm endpoint. */
export async function solanaBalance(url: string, address: string): Promise<bigint> {
  const { value } = await rpc<{ value: number }>(url, 'getBalance', [address, { commitment: 'confirmed' }])
  return BigInt(value)
}

/** The fee the transaction `signature` paid, from the endpoint's `getTransaction`. */
export async function solanaTransactionFee(url: string, signature: string): Promise<bigint> {
  const transaction = await rpc<{ meta: { fee: number } } | null>(url, 'getTransaction', [
    signature,
    { encoding: 'json', commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
  ])
  if (!transaction) throw new Error(`No transaction ${signature}`)
  return BigInt(transaction.meta.fee)
}

/** Checks an ed25519 signature (base58) of `message` by `address` (base58 public key) with Node's crypto. */
export function verifySolanaSignature({
  address,
  message,
  signature,
}: {
  address: string
  message: string
  signature: string
}): boolean {
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(base58.decode(address)).toString('base64url') },
    format: 'jwk',
  })
  return verify(null, new TextEncoder().encode(message), key, base58.decode(signature))
}

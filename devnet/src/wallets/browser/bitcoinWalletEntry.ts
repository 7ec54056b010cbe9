import * as z from 'zod'
import { createDevBitcoinProvider } from '../bitcoin/createDevBitcoinProvider.js'
import { devWalletIcon, devWalletName } from '../devWalletIcon.js'
import { rememberPerSite } from './rememberPerSite.js'

const configSchema = z.object({
  network: z.enum(['mainnet', 'testnet', 'signet', 'regtest']).optional(),
  mnemonic: z.string().optional(),
  accountIndex: z.number().int().nonnegative().optional(),
  utxos: z
    .array(z.object({ txid: z.string(), vout: z.number(), value: z.union([z.number(), z.string()]) }))
    .optional(),
  broadcastUrl: z.string().optional(),
  esploraUrl: z.string().optional(),
  feeRate: z.number().optional(),
  reject: z.boolean().default(false),
  autoConnect: z.boolean().default(false),
  /** Also answer as `window.XverseProviders.BitcoinProvider`, which sats-connect uses by default. */
  xverse: z.boolean().default(false),
})

/** What `bitcoin-wallet.js` reads from `window.__FOYER_DEV_BITCOIN_WALLET__` (optional). */
export type DevBitcoinWalletConfig = z.input<typeof configSchema>

type BitcoinWindow = {
  __FOYER_DEV_BITCOIN_WALLET__?: unknown
  BitcoinProvider?: unknown
  FoyerDevProviders?: { BitcoinProvider: unknown }
  XverseProviders?: { BitcoinProvider?: unknown }
  btc_providers?: unknown[]
}

const globals = window as unknown as BitcoinWindow
const parsed = configSchema.safeParse(globals.__FOYER_DEV_BITCOIN_WALLET__ ?? {})
if (!parsed.success) {
  console.error(
    `[foyer dev wallet] window.__FOYER_DEV_BITCOIN_WALLET__ is invalid:\n${z.prettifyError(parsed.error)}`,
  )
} else {
  const { utxos, xverse, ...config } = parsed.data
  // Like a real wallet, it remembers per site that it is connected, so a reload restores without a prompt.
  const memory = rememberPerSite(
    `__foyer_dev_bitcoin_wallet__:${config.network ?? 'mainnet'}:${config.accountIndex ?? 0}:${(config.mnemonic ?? '').slice(-8)}`,
  )
  const provider = createDevBitcoinProvider({
    ...config,
    autoConnect: config.autoConnect || memory.read().connected === true,
    utxos: utxos?.map((utxo) => ({ ...utxo, value: BigInt(utxo.value) })),
  })
  provider.addListener('accountChange', () => memory.write({ connected: true }))
  provider.addListener('disconnect', () => memory.write({ connected: false }))
  globals.FoyerDevProviders = { BitcoinProvider: provider }
  globals.BitcoinProvider = provider
  if (xverse) globals.XverseProviders = { ...globals.XverseProviders, BitcoinProvider: provider }
  // sats-connect's wallet list: `id` is the provider's path on window.
  globals.btc_providers = [
    ...(globals.btc_providers ?? []),
    {
      id: 'FoyerDevProviders.BitcoinProvider',
      name: devWalletName,
      icon: devWalletIcon,
      webUrl: 'https://foyer.dev',
    },
  ]
}

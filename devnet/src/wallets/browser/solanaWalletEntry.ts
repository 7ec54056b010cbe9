import * as z from 'zod'
import { solanaDevAccounts } from '../../solana/solanaDevAccounts.js'
import { createDevSolanaWallet } from '../solana/createDevSolanaWallet.js'
import { registerWallet } from '../solana/registerWallet.js'
import { rememberPerSite } from './rememberPerSite.js'

const configSchema = z.object({
  secretKey: z.union([z.string(), z.array(z.number())]).optional(),
  rpcUrls: z.object({ mainnet: z.string(), devnet: z.string(), testnet: z.string() }).partial(),
  defaultChain: z.enum(['solana:mainnet', 'solana:devnet', 'solana:testnet']).optional(),
  reject: z.boolean().default(false),
  autoConnect: z.boolean().default(false),
})

/** What `solana-wallet.js` reads from `window.__FOYER_DEV_SOLANA_WALLET__`; the key defaults to dev account 0. */
export type DevSolanaWalletConfig = z.input<typeof configSchema>

const globals = window as unknown as { __FOYER_DEV_SOLANA_WALLET__?: unknown; foyerDevSolanaWallet?: unknown }
const parsed = configSchema.safeParse(globals.__FOYER_DEV_SOLANA_WALLET__)
if (!parsed.success) {
  console.error(
    `[foyer dev wallet] window.__FOYER_DEV_SOLANA_WALLET__ is invalid:\n${z.prettifyError(parsed.error)}`,
  )
} else {
  const { secretKey, ...config } = parsed.data
  const key = secretKey ?? solanaDevAccounts[0]?.secretKey ?? ''
  // Like a real wallet, it remembers per site that it is connected: after a reload a silent connect gets the account.
  const memory = rememberPerSite(`__foyer_dev_solana_wallet__:${JSON.stringify(key).slice(-16)}`)
  const wallet = createDevSolanaWallet({
    ...config,
    secretKey: key,
    autoConnect: config.autoConnect || memory.read().connected === true,
  })
  wallet.features['standard:events'].on('change', ({ accounts }) => {
    if (accounts) memory.write({ connected: accounts.length > 0 })
  })
  globals.foyerDevSolanaWallet = wallet
  registerWallet(window, wallet)
}

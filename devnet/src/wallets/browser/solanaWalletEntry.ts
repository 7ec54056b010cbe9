import * as z from 'zod'
import { solanaDevAccounts } from '../../solana/solanaDevAccounts.js'
import { createDevSolanaWallet } from '../solana/createDevSolanaWallet.js'
import { registerWallet } from '../solana/registerWallet.js'

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
  const wallet = createDevSolanaWallet({
    ...config,
    secretKey: secretKey ?? solanaDevAccounts[0]?.secretKey ?? '',
  })
  globals.foyerDevSolanaWallet = wallet
  registerWallet(window, wallet)
}

import * as z from 'zod'
import { announceEip6963, devEvmWalletInfo } from '../evm/announceEip6963.js'
import { createDevEvmProvider } from '../evm/createDevEvmProvider.js'
import { rememberPerSite } from './rememberPerSite.js'

declare const __FOYER_BAKED_EVM_CONFIG__: unknown

const configSchema = z.object({
  privateKey: z.string(),
  chains: z.array(z.object({ chainId: z.number(), rpcUrl: z.string(), name: z.string().optional() })),
  chainId: z.number().optional(),
  reject: z.boolean().default(false),
  autoConnect: z.boolean().default(false),
  announce: z.boolean().default(true),
  injectGlobal: z.boolean().default(true),
  info: z
    .object({ uuid: z.string(), name: z.string(), icon: z.string(), rdns: z.string() })
    .partial()
    .optional(),
})

/** What `evm-wallet.js` reads from `window.__FOYER_DEV_WALLET__` (the extension has it baked in). */
export type DevEvmWalletConfig = z.input<typeof configSchema>

const globals = window as unknown as {
  __FOYER_DEV_WALLET__?: unknown
  foyerDevEvmProvider?: unknown
}
const source = globals.__FOYER_DEV_WALLET__ ?? __FOYER_BAKED_EVM_CONFIG__
const parsed = configSchema.safeParse(source)
if (!parsed.success) {
  console.error(
    `[foyer dev wallet] window.__FOYER_DEV_WALLET__ is invalid:\n${z.prettifyError(parsed.error)}`,
  )
} else {
  const config = parsed.data
  // Like a real extension, the wallet remembers per site that it is connected and which chain it is on, so a reload
  // finds it still authorised.
  const memory = rememberPerSite(`__foyer_dev_wallet__:${config.privateKey.slice(-8).toLowerCase()}`)
  const remembered = memory.read()
  const provider = createDevEvmProvider({
    privateKey: config.privateKey as `0x${string}`,
    chains: config.chains,
    chainId: remembered.chainId ?? config.chainId,
    reject: config.reject,
    autoConnect: config.autoConnect || remembered.connected === true,
  })
  provider.on('accountsChanged', (accounts: unknown) =>
    memory.write({ connected: Array.isArray(accounts) && accounts.length > 0 }),
  )
  provider.on('chainChanged', (chainId: unknown) => memory.write({ chainId: Number(chainId) }))
  globals.foyerDevEvmProvider = provider
  if (config.announce)
    announceEip6963(
      window,
      provider,
      { ...devEvmWalletInfo, ...config.info },
      { injectGlobal: config.injectGlobal },
    )
  else if (config.injectGlobal) (window as unknown as { ethereum?: unknown }).ethereum = provider
}

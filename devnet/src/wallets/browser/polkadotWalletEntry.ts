import * as z from 'zod'
import { createDevPolkadotExtension, devPolkadotExtensionId } from '../polkadot/createDevPolkadotExtension.js'

const configSchema = z.object({
  uri: z.string().optional(),
  name: z.string().optional(),
  reject: z.boolean().default(false),
})

/** What `polkadot-wallet.js` reads from `window.__FOYER_DEV_POLKADOT_WALLET__` (optional). */
export type DevPolkadotWalletConfig = z.input<typeof configSchema>

type PolkadotWindow = {
  __FOYER_DEV_POLKADOT_WALLET__?: unknown
  injectedWeb3?: Record<string, { version: string; enable(origin: string): Promise<unknown> }>
}

const globals = window as unknown as PolkadotWindow
const parsed = configSchema.safeParse(globals.__FOYER_DEV_POLKADOT_WALLET__ ?? {})
if (!parsed.success) {
  console.error(
    `[foyer dev wallet] window.__FOYER_DEV_POLKADOT_WALLET__ is invalid:\n${z.prettifyError(parsed.error)}`,
  )
} else {
  // The key needs the sr25519 WASM, which loads asynchronously; `enable` waits for it.
  const extension = createDevPolkadotExtension(parsed.data)
  extension.catch((error: unknown) =>
    console.error('[foyer dev wallet] polkadot extension failed to start', error),
  )
  globals.injectedWeb3 = {
    ...globals.injectedWeb3,
    [devPolkadotExtensionId]: {
      version: '0.1.0',
      enable: async (origin: string) => (await extension).enable(origin),
    },
  }
}

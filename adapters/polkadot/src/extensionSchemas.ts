import { configureZod } from '@foyer/core/eager'
import * as z from 'zod/mini'

configureZod()

/** `InjectedAccount` of @polkadot/extension-inject. */
export const injectedAccountsSchema = z.array(
  z.looseObject({
    address: z.string().check(z.minLength(1)),
    name: z.optional(z.string()),
    genesisHash: z.optional(z.nullable(z.string())),
    type: z.optional(z.string()),
  }),
)

/** `Injected`: what `enable(origin)` resolves to. */
export const injectedSchema = z.looseObject({
  accounts: z.looseObject({
    get: z.custom<(anyType?: boolean) => Promise<unknown>>((value) => typeof value === 'function'),
    subscribe: z.optional(
      z.custom<(callback: (accounts: unknown) => void) => unknown>((value) => typeof value === 'function'),
    ),
  }),
  signer: z.looseObject({
    signRaw: z.optional(z.custom<(raw: unknown) => Promise<unknown>>((value) => typeof value === 'function')),
    signPayload: z.optional(
      z.custom<(payload: unknown) => Promise<unknown>>((value) => typeof value === 'function'),
    ),
  }),
})

/** `SignerResult`. */
export const signerResultSchema = z.looseObject({
  id: z.number(),
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)),
})

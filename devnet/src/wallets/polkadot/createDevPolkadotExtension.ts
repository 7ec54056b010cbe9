import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { isHex, u8aEq, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, decodeAddress } from '@polkadot/util-crypto'
import * as z from 'zod'
import { devWalletName } from '../devWalletIcon.js'
import {
  DevWalletOptionsError,
  InvalidWalletParamsError,
  UnauthorizedWalletRequestError,
  UserRejectedRequestError,
} from '../walletErrors.js'
import { encodeSignerPayload, type SignerPayloadJson } from './encodeSignerPayload.js'

export type InjectedAccount = {
  address: string
  genesisHash?: string | null
  name?: string
  type?: 'sr25519'
}

export type SignerRaw = { address: string; data: string; type: 'bytes' | 'payload' }
export type SignerResult = { id: number; signature: `0x${string}` }

/** What `enable(origin)` resolves to: the `Injected` shape of @polkadot/extension-inject. */
export type DevPolkadotInjected = {
  accounts: {
    get(anyType?: boolean): Promise<InjectedAccount[]>
    subscribe(callback: (accounts: InjectedAccount[]) => void): () => void
  }
  signer: {
    signRaw(raw: SignerRaw): Promise<SignerResult>
    signPayload(payload: SignerPayloadJson): Promise<SignerResult>
  }
}

/** One entry of `window.injectedWeb3`. */
export type DevPolkadotExtension = {
  readonly version: string
  enable(origin: string): Promise<DevPolkadotInjected>
  /** Dev-only: the account's SS58 address (generic prefix 42) and a switch for rejecting later requests. */
  readonly address: string
  setReject(reject: boolean | ((method: string) => boolean)): void
}

export type CreateDevPolkadotExtensionParameters = {
  /** A secret URI for the sr25519 key. Default `//Alice`, the account every substrate dev chain funds. */
  uri?: string
  /** The account's display name. */
  name?: string
  /** `true` rejects `enable`, `signRaw` and `signPayload` with 4001; a function is asked per method. */
  reject?: boolean | ((method: string) => boolean)
}

export const devPolkadotExtensionId = 'foyer-dev'

const parametersSchema = z.object({
  uri: z.string().min(1).default('//Alice'),
  name: z.string().min(1).default(`${devWalletName} (sr25519)`),
  reject: z.union([z.boolean(), z.function()]).default(false),
})

const signRawSchema = z.object({
  address: z.string().min(1),
  data: z.string(),
  type: z.enum(['bytes', 'payload']).default('bytes'),
})

/**
 * Creates a polkadot-js style injected extension over one sr25519 key. Signing raw bytes wraps them in
 * `<Bytes>…</Bytes>` first, as the polkadot-js extension does, so `signatureVerify` accepts the result.
 * Awaits `cryptoWaitReady()` (the WASM sr25519) before it returns.
 */
export async function createDevPolkadotExtension(
  parameters: CreateDevPolkadotExtensionParameters = {},
): Promise<DevPolkadotExtension> {
  const parsed = parametersSchema.safeParse(parameters)
  if (!parsed.success) throw new DevWalletOptionsError('Polkadot', z.prettifyError(parsed.error))
  const options = parsed.data
  await cryptoWaitReady()
  let pair: KeyringPair
  try {
    pair = new Keyring({ type: 'sr25519', ss58Format: 42 }).addFromUri(options.uri, { name: options.name })
  } catch (cause) {
    throw new DevWalletOptionsError(
      'Polkadot',
      `uri: ${cause instanceof Error ? cause.message : String(cause)}`,
    )
  }
  let reject = parameters.reject ?? false
  let nextId = 1
  const account: InjectedAccount = {
    address: pair.address,
    name: options.name,
    type: 'sr25519',
    genesisHash: null,
  }
  const enabledOrigins = new Set<string>()

  const isOwnAddress = (address: string) => {
    try {
      return u8aEq(decodeAddress(address), pair.publicKey)
    } catch {
      return false
    }
  }
  const approve = (method: string) => {
    if (typeof reject === 'function' ? reject(method) : reject) throw new UserRejectedRequestError(method)
  }
  // By public key, as extensions look keys up: a chain may re-encode the address with its own SS58 prefix.
  const assertOwnAddress = (method: string, address: string) => {
    if (!isOwnAddress(address))
      throw new InvalidWalletParamsError(method, `address: this extension only holds ${pair.address}`)
  }

  const injected = (origin: string): DevPolkadotInjected => ({
    accounts: {
      async get() {
        return enabledOrigins.has(origin) ? [{ ...account }] : []
      },
      subscribe(callback) {
        queueMicrotask(() => callback(enabledOrigins.has(origin) ? [{ ...account }] : []))
        return () => {}
      },
    },
    signer: {
      async signRaw(raw) {
        if (!enabledOrigins.has(origin)) throw new UnauthorizedWalletRequestError('signRaw')
        const result = signRawSchema.safeParse(raw)
        if (!result.success) throw new InvalidWalletParamsError('signRaw', z.prettifyError(result.error))
        assertOwnAddress('signRaw', result.data.address)
        approve('signRaw')
        const data = isHex(result.data.data) ? result.data.data : new TextEncoder().encode(result.data.data)
        const message = result.data.type === 'bytes' ? u8aWrapBytes(data) : data
        return { id: nextId++, signature: u8aToHex(pair.sign(message)) }
      },
      async signPayload(payload) {
        if (!enabledOrigins.has(origin)) throw new UnauthorizedWalletRequestError('signPayload')
        if (typeof payload !== 'object' || payload === null)
          throw new InvalidWalletParamsError('signPayload', 'expected a SignerPayloadJSON object')
        assertOwnAddress('signPayload', payload.address)
        let encoded: Uint8Array
        try {
          encoded = encodeSignerPayload(payload)
        } catch (cause) {
          throw new InvalidWalletParamsError(
            'signPayload',
            cause instanceof Error ? cause.message : String(cause),
          )
        }
        approve('signPayload')
        // A MultiSignature: the variant byte 0x01 marks sr25519.
        const signature = pair.sign(encoded, { withType: true })
        return { id: nextId++, signature: u8aToHex(signature) }
      },
    },
  })

  return {
    version: '0.1.0',
    address: pair.address,
    async enable(origin) {
      if (typeof origin !== 'string' || origin.length === 0)
        throw new InvalidWalletParamsError('enable', 'origin: name the dapp asking')
      approve('enable')
      enabledOrigins.add(origin)
      return injected(origin)
    },
    setReject(value) {
      reject = value
    },
  }
}

import { addListener, request } from '@sats-connect/core'
import type * as z from 'zod/mini'
import type { BitcoinWallet, BitcoinWalletAddress, BitcoinWalletEvent } from './BitcoinWallet.js'
import type { InvalidBitcoinWalletResponseError, toBitcoinWalletError } from './errors.js'
import type { SatsConnectProviderInfo } from './SatsConnectProvider.js'
import {
  satsConnectAccountChangeSchema,
  satsConnectAccountSchema,
  satsConnectAddressesSchema,
  satsConnectResponseSchema,
  satsConnectSendTransferSchema,
  satsConnectSignMessageSchema,
  satsConnectSignPsbtSchema,
} from './satsConnectSchemas.js'

/** sats-connect's "access denied": the site has no permission (yet, or any more). */
const accessDenied = -32002

/** Calls the library makes with any method name; answers are checked here, whatever its types promise. */
type Request = (method: string, params: unknown, providerId: string) => Promise<unknown>
type AddListener = (
  listener: { eventName: 'accountChange' | 'disconnect'; cb: (event: unknown) => void },
  providerId: string,
) => () => void

export type SatsConnectWalletErrors = {
  toWalletError: typeof toBitcoinWalletError
  InvalidResponseError: typeof InvalidBitcoinWalletResponseError
}

/**
 * A sats-connect wallet's calls through sats-connect's `request` and `addListener`, for the provider at `info.id` on
 * `window` (the library finds it there). Every answer's shape and result is checked. Loaded on first use.
 */
export function createSatsConnectWallet(
  info: SatsConnectProviderInfo,
  // From the caller: imported here, errors.ts would become a chunk of its own on the first load (the bundler splits
  // out what the page and this lazy chunk share), which costs more than this whole module saves.
  errors: SatsConnectWalletErrors,
): Omit<BitcoinWallet, 'connector'> {
  const { toWalletError, InvalidResponseError } = errors
  const call = async <T extends z.ZodMiniType>(
    method: string,
    params: unknown,
    schema: T,
  ): Promise<z.output<T>> => {
    let answer: unknown
    try {
      answer = await (request as Request)(method, params, info.id)
    } catch (cause) {
      throw toWalletError(method, cause)
    }
    const response = satsConnectResponseSchema.safeParse(answer)
    if (!response.success) throw new InvalidResponseError({ method, error: response.error })
    if (response.data.status === 'error') throw toWalletError(method, response.data.error)
    const result = schema.safeParse(response.data.result)
    if (!result.success) throw new InvalidResponseError({ method, error: result.error })
    return result.data
  }

  return {
    async connect(silent) {
      if (silent) {
        try {
          const account = await call('wallet_getAccount', undefined, satsConnectAccountSchema)
          return toAddresses(account.addresses)
        } catch (error) {
          if ((error as { code?: unknown }).code === accessDenied) return []
          throw error
        }
      }
      try {
        const account = await call(
          'wallet_connect',
          { addresses: ['payment', 'ordinals'], message: 'Connect to this site' },
          satsConnectAccountSchema,
        )
        return toAddresses(account.addresses)
      } catch (error) {
        // Providers from before `wallet_connect` (sats-connect 1.x) only know `getAddresses`.
        if ((error as { code?: unknown }).code !== -32601) throw error
        const { addresses } = await call(
          'getAddresses',
          { purposes: ['payment', 'ordinals'] },
          satsConnectAddressesSchema,
        )
        return toAddresses(addresses)
      }
    },
    async disconnect() {
      await (request as Request)('wallet_disconnect', undefined, info.id)
    },
    async signMessage({ address, message, protocol }) {
      const result = await call(
        'signMessage',
        { address, message, ...(protocol ? { protocol } : {}) },
        satsConnectSignMessageSchema,
      )
      return {
        address: result.address ?? address,
        signature: result.signature,
        protocol: result.protocol,
        messageHash: result.messageHash,
      }
    },
    signPsbt: ({ psbt, signInputs, broadcast }) =>
      call('signPsbt', { psbt, broadcast, ...(signInputs ? { signInputs } : {}) }, satsConnectSignPsbtSchema),
    async sendTransfer(recipients) {
      const { txid } = await call('sendTransfer', { recipients }, satsConnectSendTransferSchema)
      return txid
    },
    onEvent(listener) {
      const onAccountChange = (event: unknown) => {
        const parsed = satsConnectAccountChangeSchema.safeParse(event)
        // An account change without addresses asks the site to read them again; it cannot, silently.
        const addresses = parsed.success && parsed.data.addresses ? toAddresses(parsed.data.addresses) : []
        listener(
          addresses.length > 0
            ? { type: 'accounts', addresses }
            : ({ type: 'disconnect' } as BitcoinWalletEvent),
        )
      }
      const add = addListener as AddListener
      const stops = [
        add({ eventName: 'accountChange', cb: onAccountChange }, info.id),
        add({ eventName: 'disconnect', cb: () => listener({ type: 'disconnect' }) }, info.id),
      ]
      return () => {
        for (const stop of stops) stop?.()
      }
    },
  }
}

/** Payment and ordinals addresses only (sats-connect also shares Stacks and Spark ones), payment first. */
function toAddresses(
  addresses: readonly {
    address: string
    purpose: string
    publicKey?: string | undefined
    addressType?: string | undefined
  }[],
): BitcoinWalletAddress[] {
  const known = addresses.filter(
    (entry): entry is typeof entry & { purpose: 'payment' | 'ordinals' } =>
      entry.purpose === 'payment' || entry.purpose === 'ordinals',
  )
  return [
    ...known.filter((entry) => entry.purpose === 'payment'),
    ...known.filter((entry) => entry.purpose === 'ordinals'),
  ].map((entry) => ({
    address: entry.address,
    purpose: entry.purpose,
    publicKey: entry.publicKey,
    addressType: entry.addressType,
  }))
}

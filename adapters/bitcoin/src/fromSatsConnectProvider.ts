import type { Connector } from '@foyer/core'
import type * as z from 'zod/mini'
import type { BitcoinWallet, BitcoinWalletAddress, BitcoinWalletEvent } from './BitcoinWallet.js'
import { InvalidBitcoinWalletResponseError, toBitcoinWalletError } from './errors.js'
import type { SatsConnectProvider, SatsConnectProviderInfo } from './SatsConnectProvider.js'
import {
  satsConnectAccountChangeSchema,
  satsConnectAccountSchema,
  satsConnectAddressesSchema,
  satsConnectEnvelopeSchema,
  satsConnectSendTransferSchema,
  satsConnectSignMessageSchema,
  satsConnectSignPsbtSchema,
} from './satsConnectSchemas.js'

/** sats-connect's "access denied": the site has no permission (yet, or any more). */
const accessDenied = -32002

/** A sats-connect provider as a `BitcoinWallet`: every answer's envelope and result is checked. */
export function fromSatsConnectProvider(
  provider: SatsConnectProvider,
  info: SatsConnectProviderInfo,
): BitcoinWallet {
  const connector: Connector = {
    id: `sats-connect:${info.id}`,
    type: 'INJECTED',
    name: info.name,
    namespace: 'bip122',
    installed: true,
    ...(info.icon ? { imageUrl: info.icon } : {}),
  }

  const call = async <T extends z.ZodMiniType>(
    method: string,
    params: unknown,
    schema: T,
  ): Promise<z.output<T>> => {
    let answer: unknown
    try {
      answer = await provider.request(method, params)
    } catch (cause) {
      throw toBitcoinWalletError(method, cause)
    }
    const envelope = satsConnectEnvelopeSchema.safeParse(answer)
    if (!envelope.success) throw new InvalidBitcoinWalletResponseError({ method, error: envelope.error })
    if ('error' in envelope.data) throw toBitcoinWalletError(method, envelope.data.error)
    const result = schema.safeParse(envelope.data.result)
    if (!result.success) throw new InvalidBitcoinWalletResponseError({ method, error: result.error })
    return result.data
  }

  return {
    connector,
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
      await provider.request('wallet_disconnect', undefined)
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
      const add = provider.addListener?.bind(provider)
      if (!add) return () => {}
      const stops = [
        add('accountChange', (event) => {
          const parsed = satsConnectAccountChangeSchema.safeParse(event)
          // An account change without addresses asks the site to read them again; it cannot, silently.
          const addresses = parsed.success && parsed.data.addresses ? toAddresses(parsed.data.addresses) : []
          listener(
            addresses.length > 0
              ? { type: 'accounts', addresses }
              : ({ type: 'disconnect' } as BitcoinWalletEvent),
          )
        }),
        add('disconnect', () => listener({ type: 'disconnect' })),
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

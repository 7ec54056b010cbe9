import type { Connector } from '@foyer/core/eager'
import * as z from 'zod/mini'
import type { BitcoinWallet, BitcoinWalletAddress } from './BitcoinWallet.js'
import { InvalidBitcoinWalletResponseError, toBitcoinWalletError } from './errors.js'
import { base64ToHex, hexToBase64 } from './psbtEncoding.js'

/** Leather's `window.LeatherProvider`: one JSON-RPC `request(method, params)` that resolves `{ result }` or rejects `{ error }`. */
export type LeatherProvider = { request(method: string, params?: unknown): Promise<unknown> }

export function isLeatherProvider(value: unknown): value is LeatherProvider {
  return typeof (value as { request?: unknown } | null)?.request === 'function'
}

const txidSchema = z.string().check(z.regex(/^[0-9a-f]{64}$/))
const resultOf = <T extends z.ZodMiniType>(schema: T) => z.looseObject({ result: schema })
const schemas = {
  getAddresses: resultOf(
    z.looseObject({
      addresses: z.array(
        z.looseObject({
          symbol: z.optional(z.string()),
          type: z.optional(z.string()),
          address: z.string().check(z.minLength(1)),
          publicKey: z.optional(z.string()),
        }),
      ),
    }),
  ),
  signMessage: resultOf(z.looseObject({ signature: z.string().check(z.minLength(1)), address: z.string() })),
  sendTransfer: resultOf(z.looseObject({ txid: txidSchema })),
  signPsbt: resultOf(
    z.looseObject({ hex: z.string().check(z.regex(/^([0-9a-fA-F]{2})+$/)), txid: z.optional(txidSchema) }),
  ),
}

/** Leather's address types: native segwit pays, taproot holds ordinals; its Stacks entries are left out. */
const purposeOfType: Record<string, BitcoinWalletAddress['purpose']> = { p2wpkh: 'payment', p2tr: 'ordinals' }

/** Leather as a `BitcoinWallet`: messages are signed BIP-322 by the address type asked for; every answer is checked. */
export function fromLeatherProvider(provider: LeatherProvider): BitcoinWallet {
  const connector: Connector = {
    id: 'injected:LeatherProvider',
    type: 'INJECTED',
    name: 'Leather',
    namespace: 'bip122',
    installed: true,
  }
  let addresses: BitcoinWalletAddress[] = []
  const call = async <T extends z.ZodMiniType<{ result: unknown }>>(
    method: string,
    params: unknown,
    schema: T,
  ) => {
    let answer: unknown
    try {
      answer = await provider.request(method, params)
    } catch (cause) {
      throw toBitcoinWalletError(method, (cause as { error?: unknown } | null)?.error ?? cause)
    }
    const parsed = schema.safeParse(answer)
    if (!parsed.success) throw new InvalidBitcoinWalletResponseError({ method, error: parsed.error })
    return (parsed.data as z.output<T>).result as z.output<T>['result']
  }
  return {
    connector,
    async connect(silent) {
      // Leather has no silent account read: restoring asks again only when the app had a session.
      if (silent && addresses.length === 0) return []
      const result = await call('getAddresses', undefined, schemas.getAddresses)
      addresses = result.addresses.flatMap((entry) => {
        const purpose = entry.type ? purposeOfType[entry.type] : undefined
        if (!purpose || (entry.symbol !== undefined && entry.symbol !== 'BTC')) return []
        return [{ address: entry.address, purpose, addressType: entry.type, publicKey: entry.publicKey }]
      })
      return addresses.sort((a, b) => (a.purpose === b.purpose ? 0 : a.purpose === 'payment' ? -1 : 1))
    },
    async disconnect() {
      addresses = []
    },
    async signMessage({ address, message }) {
      const paymentType = addresses.find((entry) => entry.address === address)?.addressType ?? 'p2wpkh'
      const result = await call('signMessage', { message, paymentType }, schemas.signMessage)
      return { address: result.address || address, signature: result.signature, protocol: 'BIP322' }
    },
    async signPsbt({ psbt, signInputs, broadcast }) {
      const signAtIndex = signInputs ? Object.values(signInputs).flat() : undefined
      const result = await call(
        'signPsbt',
        { hex: base64ToHex(psbt), broadcast, ...(signAtIndex ? { signAtIndex } : {}) },
        schemas.signPsbt,
      )
      return { psbt: hexToBase64(result.hex), ...(result.txid ? { txid: result.txid } : {}) }
    },
    async sendTransfer(recipients) {
      const result = await call(
        'sendTransfer',
        { recipients: recipients.map(({ address, amount }) => ({ address, amount: String(amount) })) },
        schemas.sendTransfer,
      )
      return result.txid
    },
    // Leather emits no account events to sites.
    onEvent: () => () => {},
  }
}

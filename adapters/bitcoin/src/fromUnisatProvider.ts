import type { Connector } from '@foyer/core/eager'
import * as z from 'zod/mini'
import type { BitcoinWallet, BitcoinWalletEvent } from './BitcoinWallet.js'
import { InvalidBitcoinWalletResponseError, toBitcoinWalletError } from './errors.js'
import { base64ToHex, hexToBase64 } from './psbtEncoding.js'

/** The injected API Unisat started and OKX (`okxwallet.bitcoin`) follows: one account, PSBTs as hex. */
export type UnisatStyleProvider = {
  requestAccounts(): Promise<unknown>
  getAccounts(): Promise<unknown>
  getPublicKey?: (() => Promise<unknown>) | undefined
  signMessage(message: string, type?: 'ecdsa' | 'bip322-simple'): Promise<unknown>
  signPsbt(psbtHex: string, options?: unknown): Promise<unknown>
  sendBitcoin(to: string, satoshis: number): Promise<unknown>
  on?: ((event: string, listener: (value: unknown) => void) => void) | undefined
  removeListener?: ((event: string, listener: (value: unknown) => void) => void) | undefined
}

export function isUnisatStyleProvider(value: unknown): value is UnisatStyleProvider {
  const candidate = value as Partial<Record<keyof UnisatStyleProvider, unknown>> | null
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    ['requestAccounts', 'getAccounts', 'signMessage', 'signPsbt', 'sendBitcoin'].every(
      (method) => typeof candidate[method as keyof UnisatStyleProvider] === 'function',
    )
  )
}

const accountsSchema = z.array(z.string().check(z.minLength(1)))
const stringSchema = z.string().check(z.minLength(1))
const hexSchema = z.string().check(z.regex(/^([0-9a-fA-F]{2})+$/))

/** A Unisat-style injected provider as a `BitcoinWallet` (payment address only); every answer is checked. */
export function fromUnisatProvider(
  provider: UnisatStyleProvider,
  info: { id: string; name: string },
): BitcoinWallet {
  const connector: Connector = {
    id: `injected:${info.id}`,
    type: 'INJECTED',
    name: info.name,
    namespace: 'bip122',
    installed: true,
  }
  const call = async <T extends z.ZodMiniType>(method: string, run: () => Promise<unknown>, schema: T) => {
    let answer: unknown
    try {
      answer = await run()
    } catch (cause) {
      throw toBitcoinWalletError(method, cause)
    }
    const parsed = schema.safeParse(answer)
    if (!parsed.success) throw new InvalidBitcoinWalletResponseError({ method, error: parsed.error })
    return parsed.data as z.output<T>
  }
  const addresses = async (method: 'requestAccounts' | 'getAccounts') => {
    const accounts = await call(method, () => provider[method](), accountsSchema)
    const publicKey =
      accounts.length > 0 && provider.getPublicKey
        ? await call('getPublicKey', () => provider.getPublicKey?.() ?? Promise.resolve(''), z.string())
        : undefined
    return accounts.slice(0, 1).map((address) => ({
      address,
      purpose: 'payment' as const,
      ...(publicKey ? { publicKey } : {}),
    }))
  }
  return {
    connector,
    connect: (silent) => addresses(silent ? 'getAccounts' : 'requestAccounts'),
    // These providers have no way for a site to disconnect itself.
    async disconnect() {},
    async signMessage({ address, message, protocol }) {
      const type = protocol === 'BIP322' ? 'bip322-simple' : 'ecdsa'
      const signature = await call('signMessage', () => provider.signMessage(message, type), stringSchema)
      return { address, signature, protocol: protocol === 'BIP322' ? 'BIP322' : 'ECDSA' }
    },
    async signPsbt({ psbt, signInputs, broadcast }) {
      const toSignInputs = signInputs
        ? Object.entries(signInputs).flatMap(([address, indexes]) =>
            indexes.map((index) => ({ index, address })),
          )
        : undefined
      const signedHex = await call(
        'signPsbt',
        () =>
          provider.signPsbt(base64ToHex(psbt), {
            autoFinalized: broadcast,
            ...(toSignInputs ? { toSignInputs } : {}),
          }),
        hexSchema,
      )
      if (!broadcast) return { psbt: hexToBase64(signedHex) }
      // Unisat-style providers push finalized PSBTs with `pushPsbt`; without it the app broadcasts.
      const push = (provider as { pushPsbt?: (hex: string) => Promise<unknown> }).pushPsbt
      if (!push) return { psbt: hexToBase64(signedHex) }
      const txid = await call(
        'pushPsbt',
        () => push.call(provider, signedHex),
        z.string().check(z.regex(/^[0-9a-f]{64}$/)),
      )
      return { psbt: hexToBase64(signedHex), txid }
    },
    async sendTransfer(recipients) {
      const [recipient, ...rest] = recipients
      if (!recipient || rest.length > 0)
        throw toBitcoinWalletError('sendBitcoin', new Error('This wallet pays one recipient per transfer.'))
      return call(
        'sendBitcoin',
        () => provider.sendBitcoin(recipient.address, recipient.amount),
        z.string().check(z.regex(/^[0-9a-f]{64}$/)),
      )
    },
    onEvent(listener) {
      if (!provider.on) return () => {}
      const onAccounts = (value: unknown) => {
        const parsed = accountsSchema.safeParse(value)
        const [address] = parsed.success ? parsed.data : []
        listener(
          address
            ? { type: 'accounts', addresses: [{ address, purpose: 'payment' }] }
            : ({ type: 'disconnect' } as BitcoinWalletEvent),
        )
      }
      provider.on('accountsChanged', onAccounts)
      return () => provider.removeListener?.('accountsChanged', onAccounts)
    },
  }
}

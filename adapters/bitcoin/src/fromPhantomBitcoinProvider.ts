import type { Connector } from '@foyer/core/eager'
import * as z from 'zod/mini'
import type { BitcoinWallet, BitcoinWalletAddress } from './BitcoinWallet.js'
import { InvalidBitcoinWalletResponseError, toBitcoinWalletError } from './errors.js'
import { base64ToBytes, bytesToBase64 } from './psbtEncoding.js'

/** Phantom's `window.phantom.bitcoin`: accounts with purposes, byte messages and byte PSBTs, no transfers. */
export type PhantomBitcoinProvider = {
  requestAccounts(): Promise<unknown>
  signMessage(address: string, message: Uint8Array): Promise<unknown>
  signPSBT(
    psbt: Uint8Array,
    options: { inputsToSign: { address: string; signingIndexes: number[] }[] },
  ): Promise<unknown>
  on?: ((event: string, listener: (value: unknown) => void) => void) | undefined
  removeListener?: ((event: string, listener: (value: unknown) => void) => void) | undefined
}

export function isPhantomBitcoinProvider(value: unknown): value is PhantomBitcoinProvider {
  const candidate = value as Partial<Record<keyof PhantomBitcoinProvider, unknown>> | null
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    ['requestAccounts', 'signMessage', 'signPSBT'].every(
      (method) => typeof candidate[method as keyof PhantomBitcoinProvider] === 'function',
    )
  )
}

const bytesSchema = z.instanceof(Uint8Array)
const accountsSchema = z.array(
  z.looseObject({
    address: z.string().check(z.minLength(1)),
    publicKey: z.optional(z.string()),
    addressType: z.optional(z.string()),
    purpose: z.enum(['payment', 'ordinals']),
  }),
)
const schemas = {
  signMessage: z.looseObject({ signature: bytesSchema }),
  signPSBT: bytesSchema,
}

/** Phantom's Bitcoin provider as a `BitcoinWallet`; messages are BIP-322 signed, every answer is checked. */
export function fromPhantomBitcoinProvider(provider: PhantomBitcoinProvider): BitcoinWallet {
  const connector: Connector = {
    id: 'injected:phantom.bitcoin',
    type: 'INJECTED',
    name: 'Phantom',
    namespace: 'bip122',
    installed: true,
  }
  let addresses: BitcoinWalletAddress[] = []
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
  const toAddresses = (accounts: z.output<typeof accountsSchema>): BitcoinWalletAddress[] =>
    accounts
      .map(({ address, publicKey, addressType, purpose }) => ({ address, publicKey, addressType, purpose }))
      .sort((a, b) => (a.purpose === b.purpose ? 0 : a.purpose === 'payment' ? -1 : 1))
  return {
    connector,
    async connect() {
      // Phantom answers `requestAccounts` without a prompt once the site is trusted, so a restore uses it too.
      addresses = toAddresses(await call('requestAccounts', () => provider.requestAccounts(), accountsSchema))
      return addresses
    },
    async disconnect() {
      addresses = []
    },
    async signMessage({ address, message }) {
      const bytes = new TextEncoder().encode(message)
      const result = await call(
        'signMessage',
        () => provider.signMessage(address, bytes),
        schemas.signMessage,
      )
      return { address, signature: bytesToBase64(result.signature), protocol: 'BIP322' }
    },
    async signPsbt({ psbt, signInputs }) {
      const inputsToSign = Object.entries(
        signInputs ?? Object.fromEntries(addresses.slice(0, 1).map((entry) => [entry.address, []])),
      ).map(([address, signingIndexes]) => ({ address, signingIndexes }))
      const signed = await call(
        'signPSBT',
        () => provider.signPSBT(base64ToBytes(psbt), { inputsToSign }),
        schemas.signPSBT,
      )
      // Phantom only signs; the app finalizes and broadcasts.
      return { psbt: bytesToBase64(signed) }
    },
    async sendTransfer() {
      throw toBitcoinWalletError(
        'sendTransfer',
        new Error('Phantom does not send Bitcoin transfers for sites.'),
      )
    },
    onEvent(listener) {
      if (!provider.on) return () => {}
      const onAccounts = (value: unknown) => {
        const parsed = accountsSchema.safeParse(value)
        if (parsed.success && parsed.data.length > 0) {
          addresses = toAddresses(parsed.data)
          listener({ type: 'accounts', addresses })
        } else listener({ type: 'disconnect' })
      }
      provider.on('accountsChanged', onAccounts)
      return () => provider.removeListener?.('accountsChanged', onAccounts)
    },
  }
}

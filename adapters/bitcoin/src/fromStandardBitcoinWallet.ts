import type { Connector } from '@foyer/core/eager'
import * as z from 'zod/mini'
import type { BitcoinWallet, BitcoinWalletAddress } from './BitcoinWallet.js'
import { InvalidBitcoinWalletResponseError, toBitcoinWalletError } from './errors.js'
import { base64ToBytes, bytesToBase64 } from './psbtEncoding.js'
import type { StandardWallet } from './watchStandardWallets.js'

/** A wallet-standard wallet that connects with `bitcoin:connect` (or `standard:connect`) and holds `bitcoin:` chains or features. */
export function isBitcoinStandardWallet(wallet: StandardWallet): boolean {
  const features = Object.keys(wallet.features)
  return (
    (features.includes('bitcoin:connect') || features.includes('standard:connect')) &&
    (wallet.chains.some((chain) => chain.startsWith('bitcoin:')) ||
      features.some((feature) => feature.startsWith('bitcoin:')))
  )
}

const bytes = z.instanceof(Uint8Array)
const account = z.looseObject({
  address: z.string().check(z.minLength(1)),
  publicKey: z.optional(bytes),
  purpose: z.optional(z.string()),
})
type StandardAccount = z.output<typeof account>
const schemas = {
  connect: z.looseObject({ accounts: z.array(account) }),
  signMessage: z.tuple([z.looseObject({ signature: bytes })]),
  signTransaction: z.tuple([z.looseObject({ signedPsbt: bytes })]),
  signAndSendTransaction: z.tuple([z.looseObject({ txId: z.string().check(z.regex(/^[0-9a-f]{64}$/)) })]),
}

/** Taproot addresses (`bc1p`, `tb1p`, `bcrt1p`) hold ordinals unless the account says its purpose. */
const purposeOf = (entry: StandardAccount): BitcoinWalletAddress['purpose'] =>
  entry.purpose === 'payment' || entry.purpose === 'ordinals'
    ? entry.purpose
    : /^(bc|tb|bcrt)1p/.test(entry.address)
      ? 'ordinals'
      : 'payment'

const hex = (value: Uint8Array) => Array.from(value, (byte) => byte.toString(16).padStart(2, '0')).join('')

/** A wallet-standard Bitcoin wallet (`bitcoin:connect`, `bitcoin:signMessage`, `bitcoin:signTransaction`, ...) as a `BitcoinWallet`. */
export function fromStandardBitcoinWallet(wallet: StandardWallet): BitcoinWallet {
  const connector: Connector = {
    id: `wallet-standard:${wallet.name}`,
    type: 'ANNOUNCED',
    name: wallet.name,
    namespace: 'bip122',
    installed: true,
    ...(wallet.icon ? { imageUrl: wallet.icon } : {}),
  }
  let accounts: StandardAccount[] = []
  const call = async <T extends z.ZodMiniType>(
    feature: string,
    method: string,
    inputs: unknown[],
    schema: T,
  ) => {
    const found = wallet.features[feature] as Record<string, unknown> | undefined
    const run = found?.[method]
    if (typeof run !== 'function')
      throw toBitcoinWalletError(feature, new Error(`${wallet.name} has no "${feature}" feature.`))
    let answer: unknown
    try {
      answer = await run.apply(found, inputs)
    } catch (cause) {
      throw toBitcoinWalletError(feature, cause)
    }
    const parsed = schema.safeParse(answer)
    if (!parsed.success) throw new InvalidBitcoinWalletResponseError({ method: feature, error: parsed.error })
    return parsed.data as z.output<T>
  }
  const accountFor = (address: string) => {
    const found = accounts.find((entry) => entry.address === address)
    if (!found)
      throw toBitcoinWalletError('bitcoin', new Error(`${address} is not an account ${wallet.name} shared.`))
    return found
  }
  const toAddresses = (): BitcoinWalletAddress[] =>
    accounts
      .map((entry) => ({
        address: entry.address,
        purpose: purposeOf(entry),
        ...(entry.publicKey ? { publicKey: hex(entry.publicKey) } : {}),
      }))
      .sort((a, b) => (a.purpose === b.purpose ? 0 : a.purpose === 'payment' ? -1 : 1))
  return {
    connector,
    async connect(silent) {
      const result =
        'bitcoin:connect' in wallet.features
          ? await call('bitcoin:connect', 'connect', [{ purposes: ['payment', 'ordinals'] }], schemas.connect)
          : await call('standard:connect', 'connect', [{ silent }], schemas.connect)
      accounts = result.accounts
      return toAddresses()
    },
    async disconnect() {
      accounts = []
      if ('standard:disconnect' in wallet.features)
        await call('standard:disconnect', 'disconnect', [], z.unknown())
    },
    async signMessage({ address, message }) {
      const [signed] = await call(
        'bitcoin:signMessage',
        'signMessage',
        [{ account: accountFor(address), message: new TextEncoder().encode(message) }],
        schemas.signMessage,
      )
      return { address, signature: bytesToBase64(signed.signature) }
    },
    async signPsbt({ psbt, signInputs, broadcast }) {
      const plan = signInputs ?? Object.fromEntries(accounts.slice(0, 1).map((entry) => [entry.address, []]))
      const input = {
        psbt: base64ToBytes(psbt),
        inputsToSign: Object.entries(plan).map(([address, signingIndexes]) => ({
          account: accountFor(address),
          signingIndexes,
        })),
      }
      if (broadcast && 'bitcoin:signAndSendTransaction' in wallet.features) {
        const [sent] = await call(
          'bitcoin:signAndSendTransaction',
          'signAndSendTransaction',
          [input],
          schemas.signAndSendTransaction,
        )
        return { psbt, txid: sent.txId }
      }
      const [signed] = await call(
        'bitcoin:signTransaction',
        'signTransaction',
        [input],
        schemas.signTransaction,
      )
      return { psbt: bytesToBase64(signed.signedPsbt) }
    },
    async sendTransfer() {
      throw toBitcoinWalletError(
        'sendTransfer',
        new Error(`${wallet.name} takes PSBTs through wallet-standard, not transfers.`),
      )
    },
    onEvent(listener) {
      const events = wallet.features['standard:events'] as
        | { on(event: 'change', listener: (properties: { accounts?: unknown }) => void): () => void }
        | undefined
      if (typeof events?.on !== 'function') return () => {}
      return events.on('change', ({ accounts: changed }) => {
        if (changed === undefined) return
        const parsed = z.array(account).safeParse(changed)
        accounts = parsed.success ? parsed.data : []
        listener(
          accounts.length > 0 ? { type: 'accounts', addresses: toAddresses() } : { type: 'disconnect' },
        )
      })
    },
  }
}

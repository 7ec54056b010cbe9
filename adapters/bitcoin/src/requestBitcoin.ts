import * as z from 'zod/mini'
import type { BitcoinWallet, BitcoinWalletAddress } from './BitcoinWallet.js'
import { BitcoinMethodNotSupportedError, InvalidBitcoinRequestError } from './errors.js'

const protocol = z.optional(z.enum(['ECDSA', 'BIP322', 'ecdsa', 'bip322']))

/** WalletConnect's bip122 method params (SPEC.md §7); `account` is the address the request is for. */
const schemas = {
  signMessage: z.looseObject({
    account: z.optional(z.string()),
    address: z.optional(z.string()),
    message: z.string(),
    protocol,
  }),
  sendTransfer: z.looseObject({
    account: z.optional(z.string()),
    recipientAddress: z.string().check(z.minLength(1)),
    /** Satoshis, as a decimal string or a number. */
    amount: z.union([z.string().check(z.regex(/^[1-9]\d*$/)), z.int().check(z.positive())]),
  }),
  signPsbt: z.looseObject({
    account: z.optional(z.string()),
    psbt: z.string().check(z.minLength(1)),
    signInputs: z.optional(
      z.array(z.looseObject({ address: z.string(), index: z.int().check(z.nonnegative()) })),
    ),
    broadcast: z.optional(z.boolean()),
  }),
  getAccountAddresses: z.optional(
    z.looseObject({ account: z.optional(z.string()), intentions: z.optional(z.array(z.string())) }),
  ),
}

export type BitcoinRequestContext = { wallet: BitcoinWallet; addresses: readonly BitcoinWalletAddress[] }

/**
 * Runs a bip122 request (`signMessage`, `sendTransfer`, `signPsbt`, `getAccountAddresses`, in WalletConnect's shapes)
 * on the connected wallet; answers in the same shapes: `{ address, signature }`, `{ txid }`, `{ psbt, txid? }`.
 */
export async function requestBitcoin(
  { wallet, addresses }: BitcoinRequestContext,
  method: string,
  params: unknown,
): Promise<unknown> {
  const parse = <T extends z.ZodMiniType>(schema: T): z.output<T> => {
    const result = schema.safeParse(params)
    if (!result.success) throw new InvalidBitcoinRequestError({ method, error: result.error })
    return result.data
  }
  const payment = addresses.find((entry) => entry.purpose === 'payment') ?? addresses[0]
  switch (method) {
    case 'signMessage': {
      const request = parse(schemas.signMessage)
      const address = request.address ?? request.account ?? payment?.address ?? ''
      const result = await wallet.signMessage({
        address,
        message: request.message,
        protocol: request.protocol?.toUpperCase() as 'ECDSA' | 'BIP322' | undefined,
      })
      return {
        address: result.address,
        signature: result.signature,
        ...(result.protocol ? { protocol: result.protocol } : {}),
        ...(result.messageHash ? { messageHash: result.messageHash } : {}),
      }
    }
    case 'sendTransfer': {
      const request = parse(schemas.sendTransfer)
      const txid = await wallet.sendTransfer([
        { address: request.recipientAddress, amount: Number(request.amount) },
      ])
      return { txid }
    }
    case 'signPsbt': {
      const request = parse(schemas.signPsbt)
      let signInputs: Record<string, number[]> | undefined
      for (const input of request.signInputs ?? []) {
        signInputs ??= {}
        const list = signInputs[input.address] ?? []
        list.push(input.index)
        signInputs[input.address] = list
      }
      const result = await wallet.signPsbt({
        psbt: request.psbt,
        signInputs,
        broadcast: request.broadcast ?? false,
      })
      return { psbt: result.psbt, ...(result.txid ? { txid: result.txid } : {}) }
    }
    case 'getAccountAddresses': {
      const request = parse(schemas.getAccountAddresses)
      const wanted = request?.intentions
      return addresses
        .filter((entry) => !wanted || wanted.includes(entry.purpose))
        .map((entry) => ({
          address: entry.address,
          ...(entry.publicKey ? { publicKey: entry.publicKey } : {}),
          intention: entry.purpose,
        }))
    }
    default:
      throw new BitcoinMethodNotSupportedError({ method })
  }
}

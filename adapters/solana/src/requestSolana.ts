import { configureZod } from '@foyer/core/eager'
import { base58, base64 } from '@scure/base'
import * as z from 'zod/mini'
import { InvalidSolanaRequestError, SolanaMethodNotSupportedError } from './errors.js'
import type { SolanaSendOptions, SolanaWallet } from './SolanaWallet.js'
import { signatureOf } from './solanaRpc.js'

configureZod()

const base58String = z.string().check(
  z.refine((value) => {
    try {
      base58.decode(value)
      return true
    } catch {
      return false
    }
  }, 'expected base58'),
)
const base64String = z.string().check(
  z.refine((value) => {
    try {
      base64.decode(value)
      return true
    } catch {
      return false
    }
  }, 'expected base64'),
)
const sendOptions = z.optional(
  z.looseObject({
    skipPreflight: z.optional(z.boolean()),
    preflightCommitment: z.optional(z.string()),
    maxRetries: z.optional(z.int().check(z.nonnegative())),
    minContextSlot: z.optional(z.int().check(z.nonnegative())),
  }),
)

const schemas = {
  solana_signMessage: z.looseObject({ message: base58String, pubkey: z.optional(base58String) }),
  solana_signTransaction: z.looseObject({ transaction: base64String }),
  solana_signAllTransactions: z.looseObject({ transactions: z.array(base64String).check(z.minLength(1)) }),
  solana_signAndSendTransaction: z.looseObject({ transaction: base64String, sendOptions }),
}

export type SolanaRequestSession = {
  wallet: SolanaWallet
  address: string
  chain: string
  /** Sends signed wire bytes on the active network when the wallet cannot send itself. */
  sendRawTransaction(bytes: Uint8Array, options: SolanaSendOptions): Promise<string>
}

/**
 * Executes a `solana_*` request in WalletConnect's Solana RPC shapes: messages in base58, transactions as base64
 * wire bytes, signatures in base58.
 */
export async function requestSolana(
  session: SolanaRequestSession,
  method: string,
  params: unknown,
): Promise<unknown> {
  const { wallet, address, chain } = session
  const parse = <K extends keyof typeof schemas>(key: K): z.infer<(typeof schemas)[K]> => {
    const parsed = schemas[key].safeParse(params)
    if (!parsed.success) throw new InvalidSolanaRequestError({ method, error: parsed.error })
    return parsed.data as z.infer<(typeof schemas)[K]>
  }
  switch (method) {
    case 'solana_getAccounts':
    case 'solana_requestAccounts':
      return wallet.accounts().map((pubkey) => ({ pubkey }))
    case 'solana_signMessage': {
      const { message } = parse('solana_signMessage')
      return { signature: base58.encode(await wallet.signMessage(address, base58.decode(message))) }
    }
    case 'solana_signTransaction': {
      const { transaction } = parse('solana_signTransaction')
      const [signed] = await wallet.signTransactions(address, [base64.decode(transaction)], chain)
      if (!signed) throw new Error('unreachable: the wallet signs one transaction per input')
      return { signature: await signatureOf(signed, address), transaction: base64.encode(signed) }
    }
    case 'solana_signAllTransactions': {
      const { transactions } = parse('solana_signAllTransactions')
      const signed = await wallet.signTransactions(address, transactions.map(base64.decode), chain)
      return { transactions: signed.map(base64.encode) }
    }
    case 'solana_signAndSendTransaction': {
      const { transaction, sendOptions: options = {} } = parse('solana_signAndSendTransaction')
      const bytes = base64.decode(transaction)
      const sent = await wallet.signAndSendTransaction(address, bytes, chain, options)
      if (sent) return { signature: sent }
      const [signed] = await wallet.signTransactions(address, [bytes], chain)
      if (!signed) throw new Error('unreachable: the wallet signs one transaction per input')
      return { signature: await session.sendRawTransaction(signed, options) }
    }
    default:
      throw new SolanaMethodNotSupportedError({ method })
  }
}

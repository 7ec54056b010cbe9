import { UserRejectedRequestError } from '@foyer/core'
import * as z from 'zod/mini'
import { encodeErc20Transfer } from './encodeErc20Transfer.js'
import { SendTransactionError } from './errors.js'
import type { SendFee } from './estimateSendFee.js'
import { getSolanaRpc } from './getSolanaRpc.js'
import type { SendContext } from './SendContext.js'
import type { PendingTransaction, SendToken } from './send.js'

const hashSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/, 'Expected a transaction hash'))
const signatureSchema = z.object({ signature: z.string().check(z.minLength(1)) })
const txidSchema = z.object({
  txid: z.string().check(z.regex(/^[0-9a-fA-F]{64}$/, 'Expected a transaction id')),
})
const polkadotSentSchema = z.object({
  hash: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/, 'Expected an extrinsic hash')),
})
const blockhashSchema = z.object({
  value: z.object({ blockhash: z.string(), lastValidBlockHeight: z.number() }),
})
const mintAccountSchema = z.object({ value: z.nullable(z.object({ owner: z.string() })) })

export type SendTokensParameters = {
  token: SendToken
  /** Base units. */
  amount: bigint
  to: string
  /** The fee the review showed; on eip155 its gas and gas price go with the transaction. */
  fee?: SendFee | undefined
}

/**
 * Sends the transfer through the kernel's `request` (so the allow-list, the plugins' vetoes and the approval view
 * apply, with any adapter): `eth_sendTransaction` of the native coin or of ERC-20 `transfer`, or
 * `solana_signAndSendTransaction`. Then shows 'Transaction started', emits `send:pendingTransaction` and returns
 * it. A refused signature rethrows UserRejectedRequestError untouched (the review stays as it was); any other
 * failure is a SendTransactionError with SPEC.md §8's message and the wallet's own.
 */
export async function sendTokens(
  context: SendContext,
  { token, amount, to, fee }: SendTokensParameters,
): Promise<PendingTransaction> {
  const network = context.getNetwork()
  const namespace = network.activeNamespace
  const from = context.getAccount().address
  if (
    (namespace !== 'eip155' &&
      namespace !== 'solana' &&
      namespace !== 'bip122' &&
      namespace !== 'polkadot') ||
    !from ||
    !network.caipNetworkId
  )
    throw new SendTransactionError({
      namespace: namespace ?? 'none',
      cause: 'No connected account to send from.',
    })
  let hash: string
  try {
    hash =
      namespace === 'eip155'
        ? await sendEvm(context, { from, to, token, amount, fee })
        : namespace === 'solana'
          ? await sendSolana(context, { from, to, token, amount })
          : namespace === 'polkadot'
            ? z.parse(polkadotSentSchema, await requestTransfer(context, { from, to, amount })).hash
            : z.parse(txidSchema, await requestTransfer(context, { from, to, amount })).txid
  } catch (error) {
    if (isUserRejection(error)) throw error
    throw new SendTransactionError({ namespace, cause: error })
  }
  const pending: PendingTransaction = {
    hash,
    namespace,
    caipNetworkId: network.caipNetworkId,
    from,
    to,
    token: {
      symbol: token.symbol,
      decimals: token.decimals,
      ...(token.address ? { address: token.address } : {}),
    },
    amount: amount.toString(),
    sentAt: Date.now(),
  }
  context.showSnackbar({ message: 'Transaction started', variant: 'success' })
  context.events.emit('pendingTransaction', pending)
  return pending
}

async function sendEvm(
  context: SendContext,
  { from, to, token, amount, fee }: SendTokensParameters & { from: string },
): Promise<string> {
  const gas = fee ? { gas: hex(fee.gas), gasPrice: hex(fee.gasPrice) } : {}
  const transaction = token.address
    ? { from, to: token.address, data: encodeErc20Transfer(to, amount), value: '0x0', ...gas }
    : { from, to, value: hex(amount), ...gas }
  return z.parse(hashSchema, await context.request({ method: 'eth_sendTransaction', params: [transaction] }))
}

async function sendSolana(
  context: SendContext,
  { from, to, token, amount }: SendTokensParameters & { from: string },
): Promise<string> {
  const rpc = getSolanaRpc(context)
  const [latest, mint, { buildSolanaTransfer }] = await Promise.all([
    rpc.request({
      method: 'getLatestBlockhash',
      params: [{ commitment: 'confirmed' }],
      schema: blockhashSchema,
    }),
    token.address
      ? rpc.request({
          method: 'getAccountInfo',
          params: [token.address, { encoding: 'base64', commitment: 'confirmed' }],
          schema: mintAccountSchema,
        })
      : undefined,
    // @solana/kit and the program clients load with the first Solana send, not with the plugin.
    import('./buildSolanaTransfer.js'),
  ])
  const transaction = await buildSolanaTransfer({
    from,
    to,
    token,
    amount,
    blockhash: latest.value.blockhash,
    tokenProgram: mint?.value?.owner,
  })
  const answer = await context.request({
    method: 'solana_signAndSendTransaction',
    params: { transaction },
  })
  return z.parse(signatureSchema, answer).signature
}

/**
 * `sendTransfer` with bip122's params, of `amount` in the chain's smallest unit. Bitcoin: the wallet picks the coins
 * and the fee, and answers the txid. Polkadot: the adapter signs `balances.transferKeepAlive` with the extension and
 * answers once the transfer is in a block (a transfer the chain refused there throws).
 */
function requestTransfer(
  context: SendContext,
  { from, to, amount }: { from: string; to: string; amount: bigint },
): Promise<unknown> {
  return context.request({
    method: 'sendTransfer',
    params: { account: from, recipientAddress: to, amount: amount.toString() },
  })
}

const hex = (value: bigint) => `0x${value.toString(16)}`

/** A signature the user refused: the kernel's error, or EIP-1193's 4001 from a wallet that answered directly. */
export function isUserRejection(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth++) {
    if (current instanceof UserRejectedRequestError) return true
    if ((current as { code?: unknown }).code === 4001) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

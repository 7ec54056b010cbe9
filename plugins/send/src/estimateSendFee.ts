import * as z from 'zod/mini'
import {
  bitcoinTransferVbytes,
  defaultBitcoinFeeRate,
  defaultGasUnits,
  lamportsPerSignature,
} from './constants.js'
import { encodeErc20Transfer } from './encodeErc20Transfer.js'
import type { SendContext } from './SendContext.js'
import type { SendToken } from './send.js'

const quantitySchema = z.string().check(z.regex(/^0x[0-9a-fA-F]+$/, 'Expected a hex quantity'))

export type SendFee = {
  /** Wei per gas (eip155), lamports per signature (solana) or satoshis per vbyte (bip122). */
  gasPrice: bigint
  /** Gas units (eip155), signatures (solana) or vbytes (bip122). */
  gas: bigint
  /** gasPrice × gas, in the native coin's base units. */
  fee: bigint
}

export type EstimateSendFeeParameters = {
  token: SendToken
  /** Default: the sender itself (what Max uses before a receiver is known). */
  to?: string | undefined
  /** Base units; default 0. */
  amount?: bigint
}

/**
 * The network fee of a transfer: on eip155 the chain's gas price times its gas estimate (both read through the
 * kernel's `request`; SPEC.md §9's 150000 units when the estimate fails), on Solana the fee of one signature.
 */
export async function estimateSendFee(
  context: SendContext,
  { token, to, amount = 0n }: EstimateSendFeeParameters,
): Promise<SendFee> {
  const namespace = context.getNetwork().activeNamespace
  if (namespace === 'solana') return { gasPrice: lamportsPerSignature, gas: 1n, fee: lamportsPerSignature }
  if (namespace === 'polkadot') return estimatePolkadotFee(context, { to, amount })
  if (namespace === 'bip122') {
    // The wallet picks its own fee: this is the network's next-block rate for a typical transfer.
    const feeRate = await readBitcoinFeeRate(context)
    return { gasPrice: feeRate, gas: bitcoinTransferVbytes, fee: feeRate * bitcoinTransferVbytes }
  }
  const from = context.getAccount().address
  const receiver = to ?? from
  const gasPrice = BigInt(
    z.parse(quantitySchema, await context.request({ method: 'eth_gasPrice', params: [] })),
  )
  let gas = defaultGasUnits
  if (from && receiver) {
    const transaction = token.address
      ? { from, to: token.address, data: encodeErc20Transfer(receiver, amount) }
      : { from, to: receiver, value: `0x${amount.toString(16)}` }
    try {
      gas = BigInt(
        z.parse(quantitySchema, await context.request({ method: 'eth_estimateGas', params: [transaction] })),
      )
    } catch {
      // A reverting estimate (a token amount above the balance, say) is caught by the balance check instead.
    }
  }
  return { gasPrice, gas, fee: gasPrice * gas }
}

const polkadotFeeSchema = z.object({ fee: z.string().check(z.regex(/^\d+$/)) })

/** Polkadot: the fee the chain quotes for the transfer (`partialFee`, planck), through the adapter. */
async function estimatePolkadotFee(
  context: SendContext,
  { to, amount }: { to: string | undefined; amount: bigint },
): Promise<SendFee> {
  const from = context.getAccount().address
  const answer = await context.request({
    method: 'estimateTransferFee',
    params: { account: from, recipientAddress: to ?? from, amount: amount.toString() },
  })
  const fee = BigInt(z.parse(polkadotFeeSchema, answer).fee)
  return { gasPrice: fee, gas: 1n, fee }
}

const feeEstimatesSchema = z.record(z.string(), z.number())

/** Satoshis per vbyte for the next block, from the active network's Esplora API (`GET /fee-estimates`). */
async function readBitcoinFeeRate(context: SendContext): Promise<bigint> {
  const url = context.getNetwork().caipNetwork?.rpcUrls.default.http[0]
  if (!url) return defaultBitcoinFeeRate
  try {
    const response = await fetch(`${url.replace(/\/+$/, '')}/fee-estimates`)
    const estimates = z.parse(feeEstimatesSchema, await response.json())
    const rate = estimates['1']
    return rate && rate > 0 ? BigInt(Math.ceil(rate)) : defaultBitcoinFeeRate
  } catch {
    return defaultBitcoinFeeRate
  }
}

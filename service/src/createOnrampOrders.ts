import type { Address, Hex } from 'viem'
import * as z from 'zod'
import type { ServiceStore } from './storage/serviceStore.js'

export type OnrampOrder = {
  id: string
  /** The EVM chain id; 0 for an order on another network (`network`). */
  chainId: number
  /** The CAIP-2 network of a non-EVM order (`solana:…`); null for EVM orders. */
  network: string | null
  address: Address
  symbol: string
  /** The token's address; the native sentinel for native coins (EVM), `native` elsewhere. */
  tokenAddress: Address
  decimals: number
  paymentAmount: number
  paymentCurrency: 'USD' | 'EUR'
  purchaseAmount: bigint
  status: 'open' | 'paying' | 'paid'
  /** The dev account that sent the purchase, once paid. */
  funder: Address | null
  transactionHash: Hex | null
  /** Unix milliseconds. */
  paidAt: number | null
}

export type OnrampOrders = {
  create: (order: Omit<OnrampOrder, 'status' | 'funder' | 'transactionHash' | 'paidAt'>) => Promise<void>
  get: (id: string) => Promise<OnrampOrder | undefined>
  /**
   * Moves an open order to `paying` and returns it, or returns `undefined` when it is not open (paid, or
   * being paid by this or another process): one conditional update, so of racing payers one wins.
   */
  claim: (id: string) => Promise<OnrampOrder | undefined>
  /** Gives a claimed order back (its payment failed). */
  release: (id: string) => Promise<void>
  markPaid: (id: string, paid: { funder: Address; transactionHash: Hex; paidAt: number }) => Promise<void>
  /** Deletes the oldest open orders, keeping the newest `keep`. */
  forgetOldestOpen: (keep: number) => Promise<void>
  /** Paid orders to `address`, newest first. */
  paidTo: (address: string) => Promise<OnrampOrder[]>
}

const orderRow = z
  .object({
    id: z.string(),
    chain_id: z.coerce.number().int(),
    network: z.string().nullable(),
    address: z.string(),
    symbol: z.string(),
    token_address: z.string(),
    decimals: z.coerce.number().int(),
    payment_amount: z.coerce.number(),
    payment_currency: z.enum(['USD', 'EUR']),
    purchase_amount: z.union([z.string(), z.number()]).transform((value) => BigInt(value)),
    status: z.enum(['open', 'paying', 'paid']),
    funder: z.string().nullable(),
    transaction_hash: z.string().nullable(),
    paid_at: z.coerce.number().int().nullable(),
  })
  .transform(
    (row): OnrampOrder => ({
      id: row.id,
      chainId: row.chain_id,
      network: row.network,
      address: row.address as Address,
      symbol: row.symbol,
      tokenAddress: row.token_address as Address,
      decimals: row.decimals,
      paymentAmount: row.payment_amount,
      paymentCurrency: row.payment_currency,
      purchaseAmount: row.purchase_amount,
      status: row.status,
      funder: row.funder as Address | null,
      transactionHash: row.transaction_hash as Hex | null,
      paidAt: row.paid_at,
    }),
  )
const columns =
  'id, chain_id, network, address, symbol, token_address, decimals, payment_amount, payment_currency, purchase_amount::text AS purchase_amount, status, funder, transaction_hash, paid_at'

/** The on-ramp's orders, in the service's store. */
export function createOnrampOrders(store: ServiceStore): OnrampOrders {
  return {
    async create(order) {
      await store.execute(
        `INSERT INTO onramp_orders (id, chain_id, address, symbol, token_address, decimals, payment_amount,
           payment_currency, purchase_amount, status, created_at, network)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::numeric, 'open', $10, $11)`,
        [
          order.id,
          order.chainId,
          order.address,
          order.symbol,
          order.tokenAddress,
          order.decimals,
          order.paymentAmount,
          order.paymentCurrency,
          order.purchaseAmount.toString(),
          Date.now(),
          order.network,
        ],
      )
    },
    get: async (id) =>
      (await store.query(orderRow, `SELECT ${columns} FROM onramp_orders WHERE id = $1`, [id]))[0],
    claim: async (id) =>
      (
        await store.query(
          orderRow,
          `UPDATE onramp_orders SET status = 'paying' WHERE id = $1 AND status = 'open' RETURNING ${columns}`,
          [id],
        )
      )[0],
    async release(id) {
      await store.execute("UPDATE onramp_orders SET status = 'open' WHERE id = $1 AND status = 'paying'", [
        id,
      ])
    },
    async markPaid(id, paid) {
      await store.execute(
        "UPDATE onramp_orders SET status = 'paid', funder = $2, transaction_hash = $3, paid_at = $4 WHERE id = $1",
        [id, paid.funder, paid.transactionHash, paid.paidAt],
      )
    },
    async forgetOldestOpen(keep) {
      await store.execute(
        `DELETE FROM onramp_orders WHERE id IN (
           SELECT id FROM onramp_orders WHERE status = 'open' ORDER BY seq DESC OFFSET $1
         )`,
        [keep],
      )
    },
    paidTo: (address) =>
      store.query(
        orderRow,
        `SELECT ${columns} FROM onramp_orders WHERE address = $1 AND status = 'paid' ORDER BY paid_at DESC, id`,
        [address],
      ),
  }
}

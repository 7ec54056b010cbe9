import * as z from 'zod'
import type { ServiceStore } from './storage/serviceStore.js'

/**
 * Names registered through `POST /v1/profile/account` end with this suffix (AppKit's cloud uses its own;
 * the devnet uses `.foyer.eth`): a user picks `alice`, the name is `alice.foyer.eth`.
 */
export const nameSuffix = '.foyer.eth'

export type NameRecord = {
  name: string
  address: string
  coinType: number
  /** Unix seconds. */
  registered: number
  updated: number
  attributes: Record<string, string>
}

export type NameRegistry = {
  byName: (name: string) => Promise<NameRecord | undefined>
  /** Every name of `address`, oldest first (the first is its primary name). */
  byAddress: (address: string) => Promise<NameRecord[]>
  /**
   * Registers `record`, or updates it when `address` already owns the name (keeping its registration time).
   * Resolves `undefined` when another address owns the name.
   */
  register: (record: NameRecord) => Promise<NameRecord | undefined>
  /** How many names are registered. */
  size: () => Promise<number>
}

const seconds = z.coerce.number().int()
const nameRow = z
  .object({
    name: z.string(),
    address: z.string(),
    coin_type: seconds,
    registered: seconds,
    updated: seconds,
    attributes: z.record(z.string(), z.string()),
  })
  .transform(
    (row): NameRecord => ({
      name: row.name,
      address: row.address,
      coinType: row.coin_type,
      registered: row.registered,
      updated: row.updated,
      attributes: row.attributes,
    }),
  )
const columns = 'name, address, coin_type, registered, updated, attributes'

/** The name registry behind identity and profile lookups, in the service's store. */
export function createNameRegistry(store: ServiceStore): NameRegistry {
  return {
    byName: async (name) =>
      (await store.query(nameRow, `SELECT ${columns} FROM names WHERE name = $1`, [name.toLowerCase()]))[0],
    byAddress: (address) =>
      store.query(
        nameRow,
        `SELECT ${columns} FROM names WHERE lower(address) = $1 ORDER BY registered, name`,
        [address.toLowerCase()],
      ),
    async register(record) {
      // The owner check is part of the upsert, so two addresses racing for one name cannot both get it.
      const [stored] = await store.query(
        nameRow,
        `INSERT INTO names (${columns}) VALUES ($1, $2, $3, $4, $5, $6::jsonb)
         ON CONFLICT (name) DO UPDATE SET coin_type = excluded.coin_type, updated = excluded.updated,
           attributes = excluded.attributes
         WHERE names.address = excluded.address
         RETURNING ${columns}`,
        [
          record.name,
          record.address,
          record.coinType,
          record.registered,
          record.updated,
          JSON.stringify(record.attributes),
        ],
      )
      return stored
    },
    size: async () =>
      (
        await store.query(z.object({ count: z.coerce.number().int() }), 'SELECT count(*) AS count FROM names')
      )[0]?.count ?? 0,
  }
}

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
  byName: (name: string) => NameRecord | undefined
  /** Every name of `address`, oldest first (the first is its primary name). */
  byAddress: (address: string) => NameRecord[]
  register: (record: NameRecord) => NameRecord
  size: () => number
}

/** The local name registry behind identity and profile lookups. */
export function createNameRegistry(): NameRegistry {
  const names = new Map<string, NameRecord>()
  return {
    byName: (name) => names.get(name.toLowerCase()),
    byAddress: (address) =>
      [...names.values()]
        .filter((record) => record.address.toLowerCase() === address.toLowerCase())
        .sort((a, b) => a.registered - b.registered),
    register(record) {
      const existing = names.get(record.name)
      const stored = existing ? { ...record, registered: existing.registered } : record
      names.set(record.name, stored)
      return stored
    },
    size: () => names.size,
  }
}

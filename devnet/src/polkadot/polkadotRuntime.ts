import { Metadata, TypeRegistry } from '@polkadot/types'
import type { RuntimeVersion } from '@polkadot/types/interfaces'
import staticPolkadotMetadata from '@polkadot/types-support/metadata/static-polkadot'
import { compactToU8a, u8aConcat, u8aToHex } from '@polkadot/util'
import type { HexString } from '@polkadot/util/types'
import { blake2AsU8a, xxhashAsU8a } from '@polkadot/util-crypto'

/**
 * The runtime the ledger presents: Polkadot's own metadata (v14, spec 1_002_005) as `@polkadot/types-support`
 * ships it, so `@polkadot/api` decorates the same calls, storage and events it would against a Polkadot node.
 */
export type PolkadotRuntime = {
  registry: TypeRegistry
  metadata: Metadata
  metadataHex: HexString
  specName: string
  specVersion: number
  transactionVersion: number
  palletIndex(pallet: string): number
  /** `palletIndex ++ variant ++ fields` of a pallet's event, encoded through the metadata's type. */
  encodeEvent(pallet: string, event: Record<string, unknown>): Uint8Array
  /** A `DispatchError::Module` for one of a pallet's errors. */
  moduleError(pallet: string, error: string): { Module: { index: number; error: HexString } }
}

/** `twox128(pallet) ++ twox128(item)`: the prefix of a storage item's keys. */
export function storagePrefix(pallet: string, item: string): Uint8Array {
  return u8aConcat(xxhashAsU8a(pallet, 128), xxhashAsU8a(item, 128))
}

/** The key of `System.Account(accountId)`: the prefix, then `blake2_128(id) ++ id` (Blake2_128Concat). */
export function systemAccountKey(accountId: Uint8Array): HexString {
  return u8aToHex(u8aConcat(storagePrefix('System', 'Account'), blake2AsU8a(accountId, 128), accountId))
}

export const systemEventsKey: HexString = u8aToHex(storagePrefix('System', 'Events'))

/** `Vec<EventRecord>` with every record in phase `ApplyExtrinsic(index)` and no topics. */
export function encodeEventRecords(records: readonly { extrinsicIndex: number; event: Uint8Array }[]) {
  const parts = records.map(({ extrinsicIndex, event }) => {
    const phase = new Uint8Array(5)
    new DataView(phase.buffer).setUint32(1, extrinsicIndex, true)
    return u8aConcat(phase, event, compactToU8a(0))
  })
  return u8aToHex(u8aConcat(compactToU8a(records.length), ...parts))
}

export function createPolkadotRuntime(): PolkadotRuntime {
  const registry = new TypeRegistry()
  const metadata = new Metadata(registry, staticPolkadotMetadata)
  registry.setMetadata(metadata)
  const pallets = metadata.asLatest.pallets
  const pallet = (name: string) => {
    const found = pallets.find((entry) => entry.name.toString() === name)
    if (!found) throw new Error(`the Polkadot metadata has no pallet ${name}`)
    return found
  }
  const version = registry.createType<RuntimeVersion>('RuntimeVersion', readVersionConstant(pallet('System')))
  return {
    registry,
    metadata,
    metadataHex: staticPolkadotMetadata as HexString,
    specName: version.specName.toString(),
    specVersion: version.specVersion.toNumber(),
    transactionVersion: version.transactionVersion.toNumber(),
    palletIndex: (name) => pallet(name).index.toNumber(),
    encodeEvent(name, event) {
      const entry = pallet(name)
      const type = registry.lookup.getTypeDef(entry.events.unwrap().type).lookupName
      if (!type) throw new Error(`no event type for ${name}`)
      return u8aConcat(Uint8Array.of(entry.index.toNumber()), registry.createType(type, event).toU8a())
    },
    moduleError(name, error) {
      const entry = pallet(name)
      const type = registry.lookup.getSiType(entry.errors.unwrap().type)
      const variant = type.def.asVariant.variants.find((item) => item.name.toString() === error)
      if (!variant) throw new Error(`${name} has no error ${error}`)
      const bytes = new Uint8Array(4)
      bytes[0] = variant.index.toNumber()
      return { Module: { index: entry.index.toNumber(), error: u8aToHex(bytes) } }
    },
  }
}

function readVersionConstant(system: {
  constants: Iterable<{ name: { toString(): string }; value: { toU8a(bare: boolean): Uint8Array } }>
}) {
  for (const constant of system.constants)
    if (constant.name.toString() === 'Version') return constant.value.toU8a(true)
  throw new Error('the Polkadot metadata has no System.Version constant')
}

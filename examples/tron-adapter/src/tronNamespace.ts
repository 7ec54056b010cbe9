import { defineChainNamespace } from '@foyer/core/eager'

declare module '@foyer/core' {
  interface ChainNamespaces {
    /** Tron accounts are plain key pairs. */
    tron: 'eoa'
  }
}

/** A Tron address as wallets show it: base58check, version byte 0x41, so it starts with "T" (34 characters). */
const addressPattern = /^T[1-9A-HJ-NP-Za-km-z]{33}$/

/** What Foyer needs to know about Tron: its CAIP-2 ids (`tron:0x2b6653dc`), addresses, methods and accounts. */
export const tronNamespace = defineChainNamespace({
  namespace: 'tron',
  name: 'Tron networks',
  // CAIP-2 for Tron: the last 4 bytes of the genesis block hash, 0x-prefixed.
  isReference: (reference) => /^0x[0-9a-f]{8}$/.test(reference),
  isAddress: (address) => addressPattern.test(address),
  rpcMethods: {
    readOnly: ['tron_getBalance'],
    approval: ['tron_signMessage'],
  },
  accountTypes: ['eoa'],
})

import type { ChainNamespace } from '../caip/chainNamespaces.js'

/** CAIP-2's reference: 1 to 32 of letters, digits, `-` and `_`. */
const caipReference = /^[-_a-zA-Z0-9]{1,32}$/

/**
 * The CAIP-2 reference a wallet's chain id stands for: `1`, `'1'`, `'0x1'` and `'eip155:1'` all give `'1'`; a Solana or
 * Bitcoin reference passes through. `undefined` when the answer names no chain: `NaN`, `Infinity`, `'0xZZ'`, `null`,
 * `0`, a number past 2^53, another namespace's id.
 */
export function toChainReference(namespace: ChainNamespace, chainId: unknown): string | undefined {
  let value = chainId
  if (typeof value === 'string' && value.includes(':')) {
    const [prefix, reference, ...rest] = value.split(':')
    if (prefix !== namespace || rest.length) return undefined
    value = reference
  }
  if (namespace !== 'eip155') {
    if (typeof value === 'number')
      return Number.isSafeInteger(value) && value >= 0 ? String(value) : undefined
    return typeof value === 'string' && caipReference.test(value) ? value : undefined
  }
  const id =
    typeof value === 'number'
      ? value
      : typeof value !== 'string'
        ? Number.NaN
        : /^0x[0-9a-f]{1,14}$/i.test(value)
          ? Number.parseInt(value, 16)
          : /^[1-9][0-9]{0,15}$/.test(value)
            ? Number(value)
            : Number.NaN
  return Number.isSafeInteger(id) && id > 0 ? String(id) : undefined
}

/** The reference a placeholder network gets when the wallet's answer names no chain. */
export function unknownChainReference(namespace: ChainNamespace): string {
  return namespace === 'eip155' ? '0' : 'unknown'
}

/**
 * The ENSIP-11 coin type of an EVM chain: its id with the high bit set (SPEC.md §9). Chain ids above 0x7fffffff
 * have no coin type.
 */
export function toCoinType(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId <= 0 || chainId > 0x7fffffff)
    throw new RangeError(`No ENSIP-11 coin type for chain id ${chainId}`)
  return (0x80000000 | chainId) >>> 0
}

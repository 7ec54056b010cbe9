/** `transfer(address,uint256)`'s selector: the first 4 bytes of its keccak-256. */
const transferSelector = '0xa9059cbb'

/** The calldata of ERC-20 `transfer(to, amount)`: the selector and two 32-byte words. */
export function encodeErc20Transfer(to: string, amount: bigint): `0x${string}` {
  if (!/^0x[0-9a-fA-F]{40}$/.test(to)) throw new TypeError(`Expected a 0x-prefixed EVM address, got ${to}`)
  if (amount < 0n || amount >= 2n ** 256n) throw new RangeError('Expected a uint256 amount')
  return `${transferSelector}${to.slice(2).toLowerCase().padStart(64, '0')}${amount.toString(16).padStart(64, '0')}`
}

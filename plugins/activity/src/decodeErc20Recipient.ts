/** `transfer(address,uint256)`'s selector. */
const transferSelector = '0xa9059cbb'

/** The recipient of ERC-20 `transfer` calldata (checksum left to the reader), or undefined for any other call. */
export function decodeErc20Recipient(data: string | undefined): string | undefined {
  if (!data || data.length !== 2 + 8 + 64 * 2 || data.slice(0, 10).toLowerCase() !== transferSelector)
    return undefined
  const word = data.slice(10, 74)
  if (!/^0{24}[0-9a-fA-F]{40}$/.test(word)) return undefined
  return `0x${word.slice(24)}`
}

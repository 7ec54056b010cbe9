const headLength = 4
const tailLength = 6

/** SPEC.md §9: the first 4 and last 6 characters around an ellipsis; shorter strings come back as is. */
export function truncateAddress(address: string): string {
  if (address.length <= headLength + tailLength + 1) return address
  return `${address.slice(0, headLength)}…${address.slice(-tailLength)}`
}

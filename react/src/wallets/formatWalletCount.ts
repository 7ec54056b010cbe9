/** The "All Wallets" badge: exact below 10, else rounded down to tens with a plus ("430+"). */
export function formatWalletCount(count: number): string {
  return count < 10 ? String(count) : `${Math.floor(count / 10) * 10}+`
}

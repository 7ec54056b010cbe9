import { recentWalletsMax } from '../constants/limits.js'

/** Puts `wallet` first, drops any older entry with the same id, keeps at most 2 (SPEC.md §5). */
export function addRecentWallet<wallet extends { id: string }>(
  list: readonly wallet[],
  wallet: wallet,
  max: number = recentWalletsMax,
): wallet[] {
  return [wallet, ...list.filter((entry) => entry.id !== wallet.id)].slice(0, max)
}

import type { Transaction } from './activity.js'

export type TransactionsByMonth = { year: number; months: { month: number; transactions: Transaction[] }[] }

/**
 * Groups transactions by the year, then the month (0 to 11, UTC) they were mined, keeping their order: newest
 * first when the list is (SPEC.md §3 `transactionsByYear`).
 */
export function groupTransactions(transactions: readonly Transaction[]): TransactionsByMonth[] {
  const years: TransactionsByMonth[] = []
  for (const transaction of transactions) {
    const date = new Date(transaction.metadata.minedAt)
    const year = date.getUTCFullYear()
    const month = date.getUTCMonth()
    let group = years.find((entry) => entry.year === year)
    if (!group) {
      group = { year, months: [] }
      years.push(group)
    }
    let bucket = group.months.find((entry) => entry.month === month)
    if (!bucket) {
      bucket = { month, transactions: [] }
      group.months.push(bucket)
    }
    bucket.transactions.push(transaction)
  }
  return years
}

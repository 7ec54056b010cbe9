// @foyer/plugin-activity: the Account view's Activity tab, headless (no React). Views: `@foyer/plugin-activity/react`.
export {
  type ActivityOptions,
  type ActivityPlugin,
  type ActivityState,
  activity,
  type PendingTransaction,
  type Transaction,
} from '../activity.js'
export {
  type FetchHistoryParameters,
  fetchHistory,
  fetchTransactionsFailedMessage,
  isShown,
} from '../fetchHistory.js'
export { groupTransactions, type TransactionsByMonth } from '../groupTransactions.js'
export { PendingEventSchema } from '../PendingEventSchema.js'

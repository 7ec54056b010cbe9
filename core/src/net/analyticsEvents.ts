/** The analytics events the product sends (SPEC.md §7). */
export const analyticsEvents = [
  'SWAP_SUCCESS',
  'SWAP_ERROR',
  'SWAP_APPROVAL_ERROR',
  'ERROR_FETCH_TRANSACTIONS',
  'SIWX_AUTH_SUCCESS',
  'SIWX_AUTH_ERROR',
  'CLICK_CANCEL_SIWX',
] as const

export type AnalyticsEventName = (typeof analyticsEvents)[number]

/** SPEC.md §9 sizes, counts and lifetimes (durations in milliseconds). */

export const featuredWalletsPageSize = 4
export const recommendedWalletsCount = 4
export const walletsPerPage = 40
export const walletSearchMaxResults = 100
/** A wallet search shows its loading state for at least this long, so results don't flicker. */
export const walletSearchMinWaitMs = 300
export const debounceMs = 500

/** After a balance fetch fails, no retry for this long. */
export const balanceRetryWaitMs = 30_000
export const portfolioCacheMs = 30_000
export const nativeBalanceCacheMs = 30_000
export const ensCacheMs = 300_000
export const identityCacheMs = 300_000

export const pairingLifetimeMs = 240_000
/** A pairing URI counts as expired when less than this much of its lifetime remains. */
export const pairingExpiryMarginMs = 10_000
export const emailResendCooldownMs = 30_000
export const imagePreloadTimeoutMs = 2_000
export const recentWalletsMax = 2
export const pendingTransactionsMax = 99

/** Connect email, device, OTP, social and social-redirect frame events time out after this long. */
export const frameEventTimeoutMs = 30_000
export const authProviderPollingIntervalMs = 4_000

/** The EVM chain used when none is stored. */
export const defaultChainId = 1

/** At most this many analytics events wait to be sent; a new one beyond it drops the oldest. */
export const analyticsQueueMax = 100
/** A tracked analytics event's properties may take at most this many characters as JSON. */
export const analyticsPropertiesMaxLength = 8_192

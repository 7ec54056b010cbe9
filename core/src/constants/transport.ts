/** SPEC.md §9 JSON-RPC HTTP transport defaults. */

export const transportTimeoutMs = 10_000
export const transportBatchSize = 1000
export const transportBatchWaitMs = 0
export const jsonRpcVersion = '2.0'
/** A Wallet API, Blockchain API or analytics request that gets no answer within this long fails with a timeout. */
export const httpRequestTimeoutMs = 10_000
/** A request timer that fires more than `lateTimerToleranceMs` after its deadline (the thread was busy) gives the
 * answer `lateTimerGraceMs` more first. */
export const lateTimerToleranceMs = 50
export const lateTimerGraceMs = 1_000

/** Analytics batching: queued events are sent this long after the first of them is due. */
export const analyticsFlushDelayMs = 1_000
/** At most this many events wait to be sent; a new one beyond it drops the oldest. */
export const analyticsQueueMax = 100
/** A tracked event's properties may take at most this many characters as JSON. */
export const analyticsPropertiesMaxLength = 8_192

/** SPEC.md §2 and §9 durations, in milliseconds. */

/** Replacing an open snackbar closes it and shows the new message after this delay. */
export const snackbarReplaceDelayMs = 150
export const headerTextAnimationMs = 120
export const modalHeightAnimationMs = 150
export const viewTransitionMs = 150
export const shakeDurationMs = 500
/** A rejected RPC method opens the modal, then shows its error after this delay. */
export const errorMessageDelayMs = 300

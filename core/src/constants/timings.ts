/** SPEC.md §2 and §9 durations, in milliseconds. */

/** Replacing an open snackbar closes it and shows the new message after this delay. */
export const snackbarReplaceDelayMs = 150
export const headerTextAnimationMs = 120
export const modalHeightAnimationMs = 150
export const viewTransitionMs = 150
export const shakeDurationMs = 500
/** A rejected RPC method opens the modal, then shows its error after this delay. */
export const errorMessageDelayMs = 300
/** A `shouldAllowRpcRequest` tap that has not answered after this long counts as a veto (the guard fails closed). */
export const rpcVetoTimeoutMs = 10_000
/** A plugin's async tap (`beforeOpen`, `afterConnect`, `disconnect`, async `setup`) that has not settled after this long is skipped. */
export const pluginHookTimeoutMs = 5_000
/** A wallet that has not answered a connection request after this long: the attempt is abandoned, with a retry. */
export const connectTimeoutMs = 60_000
/** WalletConnect: the relay must be reached and a pairing code shown within this long, else an error and a retry. */
export const walletConnectPairingTimeoutMs = 15_000
/** Analytics batching: queued events are sent this long after the first of them is due. */
export const analyticsFlushDelayMs = 1_000

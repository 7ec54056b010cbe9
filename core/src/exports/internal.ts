// For Foyer's own packages (react, adapters, devnet): not a public API, may change in any release.
export { interpretHook } from '../hooks/interpretHook.js'
export { createKernelHooks } from '../hooks/createKernelHooks.js'
export { createStore } from '../state/createStore.js'
export { selectStable } from '../actions/watchState.js'
export { deepEqual } from '../utils/deepEqual.js'
export { isMobile } from '../utils/isMobile.js'
export { unsupportedNetwork } from '../actions/syncNetwork.js'
export * from '../net/schemas/index.js'

// For Foyer's own packages (react, adapters, devnet): not a public API, may change in any release.

export { unsupportedNetwork } from '../actions/syncNetwork.js'
export { selectStable } from '../actions/watchState.js'
export { createKernelHooks } from '../hooks/createKernelHooks.js'
export { interpretHook } from '../hooks/interpretHook.js'
export * from '../net/schemas/index.js'
export { createInitialState } from '../state/createInitialState.js'
export { createStore } from '../state/createStore.js'
export { deepEqual } from '../utils/deepEqual.js'
export { getAdapter } from '../utils/getAdapter.js'
export { getNamespaceOwners } from '../utils/getNamespaceOwners.js'
export { isMobile } from '../utils/isMobile.js'
export { configureZod } from '../zodConfig.js'

// The kernel's code that the first paint of the button does not need, in one chunk (`loadAfterFirstPaint`): the RPC
// guard with its method lists and parameter schemas, and the identity lookups with the Blockchain API client and the
// JSON-RPC transport. Lazy code imports each module from here only.

export { resolveIdentity } from '../identity/resolveIdentity.js'
export { runRequest } from '../actions/runRequest.js'
export { runSwitchNetwork } from '../actions/runSwitchNetwork.js'

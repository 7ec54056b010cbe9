// The kernel's code the first paint of the button does not need, in one chunk (`loadAfterFirstPaint`): the RPC guard
// with its method lists and parameter schemas, network switching, the identity lookups with the Blockchain API client
// and the JSON-RPC transport, and the Wallet API client (`createLazyWalletApi`). No first-load module may import these
// statically (`exports/eager.test.ts`), or the bundler puts them back on the first load.

export { runRequest } from '../actions/runRequest.js'
export { runSwitchNetwork } from '../actions/runSwitchNetwork.js'
export { resolveIdentity } from '../identity/resolveIdentity.js'
export { resolveRegistryName } from '../identity/resolveRegistryName.js'
export { createWalletApi } from '../net/createWalletApi.js'

// @foyer/react/core: createAppKit and AppKit without the hooks and components, for apps that drive the modal from
// plain script (AppKit's `@reown/appkit` and `@reown/appkit/core`). With no `adapters`, WalletConnect serves every
// configured namespace: AppKit's basic mode.
export type { CaipAddress, CaipNetwork, CaipNetworkId } from '@foyer/core'
export { AppKit, type AppKitOptions, type CreateAppKit } from '../AppKit.js'
export {
  type AppKitAccount,
  type AppKitNetwork,
  type AppKitState,
  type CreateAppKitParameters,
  createAppKit,
} from '../createAppKit.js'
export type { CustomCaipNetwork, InferredCaipNetwork } from '../types/CustomCaipNetwork.js'
export type { Provider } from '../types/Provider.js'
export {
  UniversalConnector,
  type UniversalConnectorConfig,
  type UniversalConnectorNamespace,
  type UniversalConnectorProvider,
  type UniversalConnectorSession,
} from '../UniversalConnector.js'

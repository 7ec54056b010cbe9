// The names AppKit apps import from `@reown/appkit/react` beyond the hooks and components: AppKit's class and option
// type names, its CAIP types, the read-only network hook and the provider type.
export type { CaipAddress, CaipNetwork, CaipNetworkId } from '@foyer/core/eager'
export { AppKit, type AppKitOptions, type CreateAppKit } from '../AppKit.js'
export type { UseAppKitAccountReturnType as UseAppKitAccountReturn } from '../hooks/useAppKitAccount.js'
export type { UseAppKitNetworkReturnType as UseAppKitNetworkReturn } from '../hooks/useAppKitNetwork.js'
export { type UseAppKitNetworkCoreReturnType, useAppKitNetworkCore } from '../hooks/useAppKitNetworkCore.js'
export type { CustomCaipNetwork, InferredCaipNetwork } from '../types/CustomCaipNetwork.js'
export type { Provider } from '../types/Provider.js'

import type { ConnectMethod } from '../constants/features.js'
import type { Kernel } from '../kernel/Kernel.js'
import { getConnectMethodsOrder } from '../router/getConnectMethodsOrder.js'

/** The Connect view's sections in order, for the current connectors and options (SPEC.md §2). */
export function getConnectMethods(kernel: Kernel): ConnectMethod[] {
  const { features } = kernel.store.getState()
  const socials = features.socials
  return getConnectMethodsOrder({
    hostOrder: features.connectMethodsOrder ?? kernel.options.connectMethodsOrder,
    hasUsableWallet: kernel.store
      .getState()
      .connectors.some((connector) => connector.type === 'INJECTED' || connector.type === 'ANNOUNCED'),
    emailEnabled: features.email,
    socialsEnabled: Array.isArray(socials) && socials.length > 0,
  })
}

'use client'
import type { ConnectMethod } from '@foyer/core'
import { getConnectMethods, pushView } from '@foyer/core'
import { useMemo } from 'react'
import { useKernel } from '../context/appKitInstance.js'
import { getViewRegistry } from '../modal/viewRegistry.js'
import { isOfferedIn } from './parts/isOfferedIn.js'
import { PluginSlot } from './parts/PluginSlot.js'
import { slotViewIds } from './parts/slotViewIds.js'
import { useKernelSnapshot } from './parts/useKernelSnapshot.js'
import { useOpenNamespace } from './parts/useOpenNamespace.js'
import { WalletSection } from './parts/WalletSection.js'

/**
 * The sections of the Connect view, in core's `getConnectMethods` order. Email and social login belong to the
 * embedded-wallet plugin, which fills them through `slotViewIds.connectEmail`/`connectSocial`; without that
 * plugin they render nothing.
 */
const sectionSlots: Record<Exclude<ConnectMethod, 'wallet'>, string> = {
  email: slotViewIds.connectEmail,
  social: slotViewIds.connectSocial,
}

export default function Connect() {
  const kernel = useKernel()
  const connectors = useKernelSnapshot((state) => state.connectors)
  const namespace = useOpenNamespace()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the order depends on which connectors are usable
  const methods = useMemo(
    () =>
      getConnectMethods(kernel).filter(
        (method) =>
          method === 'wallet' ||
          // Email and socials only where their wallet works (not when the modal opened for Polkadot, say).
          (getViewRegistry(kernel).has(sectionSlots[method]) &&
            isOfferedIn(kernel, sectionSlots[method], namespace)),
      ),
    [kernel, connectors, namespace],
  )
  return (
    <div className="foyer-view foyer-connect">
      {methods.map((method) =>
        method === 'wallet' ? (
          <WalletSection key={method} onAllWallets={() => pushView(kernel, 'AllWallets')} />
        ) : (
          <div key={method} className="foyer-connect__section" data-method={method}>
            <PluginSlot viewId={sectionSlots[method]} />
          </div>
        ),
      )}
    </div>
  )
}

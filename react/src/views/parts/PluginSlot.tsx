'use client'
import { Component, type ReactNode, Suspense } from 'react'
import { useKernel } from '../../context/appKitInstance.js'
import { PluginViewScope } from '../../context/PluginViewScope.js'
import { useTranslate } from '../../i18n/useTranslate.js'
import { modalMessages } from '../../locales/modalMessages.js'
import { viewRegistryOf } from '../../modal/viewRegistryOf.js'
import { Spinner } from '../../ui/Spinner.js'

export type PluginSlotProps = {
  /** The registered view id that fills this slot (see `slotViewIds`). */
  viewId: string
  /** Shown when no plugin fills the slot; nothing by default. */
  fallback?: ReactNode
}

/** Renders the view a plugin registered for a part of a core view, loaded lazily, or `fallback` when there is none. */
export function PluginSlot({ viewId, fallback = null }: PluginSlotProps) {
  const kernel = useKernel()
  const entry = viewRegistryOf(kernel).get(viewId)
  const View = entry?.component
  const t = useTranslate(modalMessages)
  if (!View) return <>{fallback}</>
  return (
    <SlotErrorBoundary message={t('error.partFailed')}>
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        <PluginViewScope plugin={entry.plugin}>
          <View />
        </PluginViewScope>
      </Suspense>
    </SlotErrorBoundary>
  )
}

class SlotErrorBoundary extends Component<{ children: ReactNode; message: string }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? (
      <p className="foyer-view__notice foyer-view__notice--error" role="alert">
        {this.props.message}
      </p>
    ) : (
      this.props.children
    )
  }
}

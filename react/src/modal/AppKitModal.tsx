'use client'
import { getModalState } from '@foyer/core'
import { lazy, Suspense } from 'react'
import { useKernelRead } from '../hooks/useKernelRead.js'
import { loadModal } from './loadModal.js'

const LazyModal = lazy(loadModal)

/**
 * The modal inside the host's own tree, for `disableAppend` or `enableEmbedded` setups (otherwise `createAppKit`
 * mounts it in its own container). Its code loads the first time the modal opens.
 */
export function AppKitModal() {
  const { open } = useKernelRead(getModalState)
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <LazyModal />
    </Suspense>
  )
}

'use client'
import { getModalState, getSnackbar } from '@foyer/core/eager'
import { lazy, Suspense, useState } from 'react'
import { useKernelRead } from '../hooks/useKernelRead.js'
import { loadModal } from './loadModal.js'

const LazyModal = lazy(loadModal)

/**
 * The modal inside the host's own tree, for `disableAppend` or `enableEmbedded` setups (otherwise `createAppKit`
 * mounts it in its own container). Its code loads the first time the modal opens or a snackbar shows; from then on
 * it stays mounted, as the appended modal does, so snackbars shown while the modal is closed are seen.
 */
export function AppKitModal() {
  const { open } = useKernelRead(getModalState)
  const snackbar = useKernelRead(getSnackbar)
  const [mounted, setMounted] = useState(false)
  const show = mounted || open || snackbar.open
  if (show && !mounted) setMounted(true)
  if (!show) return null
  return (
    <Suspense fallback={null}>
      <LazyModal />
    </Suspense>
  )
}

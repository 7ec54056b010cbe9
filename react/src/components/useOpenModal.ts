'use client'
import { BaseError, type ChainNamespace, openModal, UnknownError, type ViewName } from '@foyer/core/eager'
import { useCallback } from 'react'
import { useAppKitInstance } from '../context/appKitInstance.js'

/** A button's click handler opening `view`, and a preload handler (of the modal and `view`) for hover, focus and touch. */
export function useOpenModal(view: ViewName, namespace?: ChainNamespace) {
  const instance = useAppKitInstance()
  const open = useCallback(() => {
    const options = namespace ? { view, namespace } : { view }
    const opening = instance.open ? instance.open(options) : openModal(instance.kernel, options)
    opening.catch((error: unknown) => {
      const reported = error instanceof BaseError ? error : new UnknownError({ cause: error })
      instance.kernel.events.emit('error', { error: reported })
    })
  }, [instance, view, namespace])
  const preload = useCallback(() => {
    instance.preloadModal?.(view).catch(() => {})
  }, [instance, view])
  return { open, preload }
}

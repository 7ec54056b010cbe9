'use client'
import { type ChainNamespace, closeModal, openModal, type ViewName } from '@foyer/core/eager'
import { useMemo } from 'react'
import { useAppKitInstance } from '../context/appKitInstance.js'

export type UseAppKitReturnType = {
  /** Opens the modal (on `view`, or the view the open rules pick). */
  open(options?: {
    view?: ViewName
    namespace?: ChainNamespace
    data?: Record<string, unknown>
  }): Promise<void>
  /** Closes the modal unless a plugin vetoes it. */
  close(): Promise<void>
}

export function useAppKit(): UseAppKitReturnType {
  const instance = useAppKitInstance()
  return useMemo(
    () => ({
      open: (options = {}) => (instance.open ? instance.open(options) : openModal(instance.kernel, options)),
      close: async () => {
        closeModal(instance.kernel)
      },
    }),
    [instance],
  )
}

import type { ComponentType } from 'react'

let loading: Promise<{ default: ComponentType }> | undefined

/** Imports the modal's chunk once; every caller shares the promise (a failed load is retried next time). */
export function loadModal(): Promise<{ default: ComponentType }> {
  loading ??= import('./Modal.js').catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

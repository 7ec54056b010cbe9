type ModalModule = typeof import('./Modal.js')

let loading: Promise<ModalModule> | undefined

/** Imports the modal's chunk once; every caller shares the promise (a failed load is retried next time). */
export function loadModal(): Promise<ModalModule> {
  loading ??= import('./Modal.js').catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

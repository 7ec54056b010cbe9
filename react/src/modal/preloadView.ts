import type { Kernel } from '@foyer/core/eager'
import { loadModal } from './loadModal.js'

/**
 * Starts loading a view's module ahead of showing it (hover on a control that opens it), with the modal's code. The
 * public entry goes through the modal's chunk so the view registry stays off the host's first load.
 */
export function preloadView(kernel: Kernel, id: string): void {
  loadModal()
    .then((modal) => modal.preloadView(kernel, id))
    .catch(() => {})
}

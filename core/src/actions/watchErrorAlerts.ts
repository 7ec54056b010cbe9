import type { KernelEventMap } from '../events/KernelEventMap.js'
import type { Kernel } from '../kernel/Kernel.js'
import { type AlertMessage, toAlertMessage } from '../utils/toAlertMessage.js'
import { showSnackbar } from './showSnackbar.js'

/** Alerts about the app's setup are shown once per kernel; a missing network is shown each time it is asked for. */
const shownOnce: ReadonlySet<AlertMessage> = new Set(['Invalid App Configuration', 'Session Expired'])

/**
 * Shows the alert SPEC.md §8 gives for a reported error that is about the app's setup or session: a refused project
 * or origin ('Invalid App Configuration'), an expired session token ('Session Expired'), a network the app does not
 * list ('Network Not Found'). Returns the cleanup.
 */
export function watchErrorAlerts(kernel: Kernel): () => void {
  const shown = new Set<AlertMessage>()
  const onError = ({ error }: KernelEventMap['error']) => {
    const message = toAlertMessage(error)
    if (!message || shown.has(message)) return
    if (shownOnce.has(message)) shown.add(message)
    showSnackbar(kernel, { message, variant: 'error' })
  }
  kernel.events.on('error', onError)
  return () => kernel.events.off('error', onError)
}

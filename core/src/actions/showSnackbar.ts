import { snackbarReplaceDelayMs } from '../constants/timings.js'
import type { ShowSnackbarParameters } from '../kernel/actionTypes.js'
import type { Kernel } from '../kernel/Kernel.js'
import { getKernelInternals, setKernelState } from '../kernel/kernelInternals.js'
import type { SnackbarState } from '../types/Snackbar.js'

export type { ShowSnackbarParameters }

/** How long a self-closing snackbar stays up. */
export const snackbarAutoCloseMs = 2_200

/**
 * Shows a loading, success or error message. Replacing an open one closes it first and shows the new one after
 * 150 ms (SPEC.md §2).
 */
export function showSnackbar(
  kernel: Kernel,
  { message, variant, svg, autoClose }: ShowSnackbarParameters,
): void {
  const next: SnackbarState = {
    open: true,
    message,
    variant,
    autoClose: autoClose ?? variant !== 'loading',
    ...(svg ? { svg } : {}),
  }
  clearSnackbarTimers(kernel)
  const show = () => {
    setKernelState(kernel, { snackbar: next })
    if (next.autoClose) schedule(kernel, snackbarAutoCloseMs, () => hideSnackbar(kernel))
  }
  if (kernel.store.getState().snackbar.open) {
    setKernelState(kernel, ({ snackbar }) => ({ snackbar: { ...snackbar, open: false } }))
    schedule(kernel, snackbarReplaceDelayMs, show)
  } else show()
}

export function hideSnackbar(kernel: Kernel): void {
  clearSnackbarTimers(kernel)
  setKernelState(kernel, ({ snackbar }) => (snackbar.open ? { snackbar: { ...snackbar, open: false } } : {}))
}

const snackbarTimers = new WeakMap<Kernel, Set<ReturnType<typeof setTimeout>>>()

function schedule(kernel: Kernel, delay: number, run: () => void): void {
  const timers = snackbarTimers.get(kernel) ?? new Set()
  snackbarTimers.set(kernel, timers)
  const timer = setTimeout(() => {
    timers.delete(timer)
    getKernelInternals(kernel).timers.delete(timer)
    run()
  }, delay)
  timers.add(timer)
  getKernelInternals(kernel).timers.add(timer)
}

function clearSnackbarTimers(kernel: Kernel): void {
  const timers = snackbarTimers.get(kernel)
  if (!timers) return
  for (const timer of timers) {
    clearTimeout(timer)
    getKernelInternals(kernel).timers.delete(timer)
  }
  timers.clear()
}

import type { Kernel } from '../kernel/Kernel.js'
import { setKernelState } from '../kernel/kernelInternals.js'
import { watchState } from './watchState.js'

/** The UI language asked for (`options.locale` or `setLocale`); undefined while it follows the browser. */
export function getLocale(kernel: Kernel): string | undefined {
  return kernel.store.getState().locale
}

/** Switches the UI language at run time; `undefined` goes back to following the browser's languages. */
export function setLocale(kernel: Kernel, locale: string | undefined): void {
  setKernelState(kernel, () => ({ locale }))
}

export function watchLocale(
  kernel: Kernel,
  { onChange }: { onChange(locale: string | undefined, previous: string | undefined): void },
): () => void {
  return watchState(kernel, (state) => state.locale, { onChange })
}

import type { Kernel } from '../kernel/Kernel.js'
import type { SnackbarState } from '../types/Snackbar.js'
import { watchState } from './watchState.js'

export function getSnackbar(kernel: Kernel): SnackbarState {
  return kernel.store.getState().snackbar
}

export function watchSnackbar(
  kernel: Kernel,
  { onChange }: { onChange(snackbar: SnackbarState, previous: SnackbarState): void },
): () => void {
  return watchState(kernel, (state) => state.snackbar, { onChange })
}

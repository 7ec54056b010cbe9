import type { Kernel } from '../kernel/Kernel.js'
import type { ThemeState } from '../kernel/KernelState.js'
import { setKernelState } from '../kernel/kernelInternals.js'
import { watchState } from './watchState.js'

export function getTheme(kernel: Kernel): ThemeState {
  return kernel.store.getState().theme
}

export function watchTheme(
  kernel: Kernel,
  { onChange }: { onChange(theme: ThemeState, previous: ThemeState): void },
): () => void {
  return watchState(kernel, (state) => state.theme, { onChange })
}

export function setThemeMode(kernel: Kernel, themeMode: ThemeState['themeMode']): void {
  setKernelState(kernel, ({ theme }) => ({ theme: { ...theme, themeMode } }))
}

/** Merges variables into the current ones (AppKit's `setThemeVariables`). */
export function setThemeVariables(kernel: Kernel, themeVariables: ThemeState['themeVariables']): void {
  setKernelState(kernel, ({ theme }) => ({
    theme: { ...theme, themeVariables: { ...theme.themeVariables, ...themeVariables } },
  }))
}

/** Replaces the mode and every variable at once (a preset or `createTheme` result replacing the previous theme). */
export function setTheme(kernel: Kernel, theme: ThemeState): void {
  setKernelState(kernel, () => ({
    theme: { themeMode: theme.themeMode, themeVariables: { ...theme.themeVariables } },
  }))
}

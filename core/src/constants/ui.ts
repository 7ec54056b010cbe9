/** SPEC.md §9 UI defaults. */

export const modalWidthPx = 360
export const defaultZIndex = 999
export const fontSizeMaster = '10px'
export const borderRadiusMaster = '4px'
export const themeModes = ['dark', 'light', 'system'] as const
export type ThemeMode = (typeof themeModes)[number]
export const defaultThemeMode: ThemeMode = 'dark'

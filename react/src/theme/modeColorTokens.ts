/** The mode-dependent colour tokens (`--foyer-<name>`, overridable per mode as `--foyer-dark-<name>`). */
export const modeColorTokens = [
  'base',
  'surface',
  'surface-hover',
  'border',
  'foreground',
  'foreground-muted',
  'accent-foreground',
  'accent-text',
  'success',
  'warning',
  'error',
  'error-background',
  'error-foreground',
  'overlay',
  'focus',
  'shadow',
  'qr-background',
  'qr-foreground',
] as const

export type ModeColorToken = (typeof modeColorTokens)[number]

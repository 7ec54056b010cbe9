import {
  adjustUntil,
  contrastRatio,
  InvalidOptionsError,
  isHexColor,
  relativeLuminance,
  type ThemeState,
} from '@foyer/core'
import { type ModeColorToken, modeColorTokens } from './modeColorTokens.js'
import { darkPalette, lightPalette, type ThemePalette } from './themePalettes.js'

/** What `createAppKit` (or `appKit.setTheme`) takes: spread it into the options. */
export type FoyerTheme = {
  themeMode: ThemeState['themeMode']
  themeVariables: Record<string, string>
}

export type CreateThemeOptions = {
  /** The brand colour, `#rrggbb` or `#rgb`; moved the least needed to keep WCAG AA contrast. */
  accent: string
  /** Default `system`: the theme covers both modes. */
  themeMode?: ThemeState['themeMode'] | undefined
  /** Colour tokens to change in the dark palette (hex for everything text or accents are checked against). */
  dark?: Partial<ThemePalette> | undefined
  light?: Partial<ThemePalette> | undefined
  /** `--foyer-border-radius-master` in px. */
  borderRadius?: number | undefined
  fontFamily?: string | undefined
}

/** WCAG 2.x AA: 4.5:1 for text, 3:1 for user-interface components. */
export const textContrast = 4.5
export const uiContrast = 3

type Mode = 'dark' | 'light'

const backgroundsOf = (palette: ThemePalette) => [palette.base, palette.surface, palette['surface-hover']]

function meets(color: string, backgrounds: readonly string[], ratio: number): boolean {
  return backgrounds.every((background) => contrastRatio(color, background) >= ratio)
}

/** The accepted colour nearest to `hex` (fewest mixing steps), lighter or darker; undefined when neither exists. */
function nearestAccepted(hex: string, accept: (hex: string) => boolean): string | undefined {
  if (accept(hex)) return hex
  const candidates = (['lighter', 'darker'] as const)
    .map((direction) => adjustUntil(hex, direction, accept))
    .filter(accept)
  return candidates.sort(
    (a, b) =>
      Math.abs(relativeLuminance(a) - relativeLuminance(hex)) -
      Math.abs(relativeLuminance(b) - relativeLuminance(hex)),
  )[0]
}

/**
 * A full theme from one accent colour: the accent fill keeps 3:1 against every background of the modes used, the
 * text on it (white or near-black) 4.5:1, and each mode's accent-coloured text and focus ring 4.5:1 against its
 * backgrounds. Throws `InvalidOptionsError` for a colour that is not hex or palettes no accent can satisfy.
 */
export function createTheme(options: CreateThemeOptions): FoyerTheme {
  const themeMode = options.themeMode ?? 'system'
  if (!isHexColor(options.accent))
    throw new InvalidOptionsError({
      field: 'createTheme.accent',
      details: `${options.accent} is not a hex colour.`,
    })
  const modes: Mode[] = themeMode === 'system' ? ['dark', 'light'] : [themeMode]
  const palettes: Record<Mode, ThemePalette> = {
    dark: { ...darkPalette, ...options.dark },
    light: { ...lightPalette, ...options.light },
  }
  const allBackgrounds = modes.flatMap((mode) => backgroundsOf(palettes[mode]).slice(0, 2))
  const accent = nearestAccepted(options.accent.toLowerCase(), (hex) =>
    meets(hex, allBackgrounds, uiContrast),
  )
  if (!accent)
    throw new InvalidOptionsError({
      field: 'createTheme',
      details: `No colour near ${options.accent} keeps 3:1 against the backgrounds of ${modes.join(' and ')}.`,
    })
  // White when it reaches 4.5:1 on the accent, else black (which then always does: max of the two is at least 4.58).
  const accentForeground = contrastRatio('#ffffff', accent) >= textContrast ? '#ffffff' : '#000000'

  const themeVariables: Record<string, string> = { '--foyer-accent': accent }
  if (options.borderRadius !== undefined)
    themeVariables['--foyer-border-radius-master'] = `${options.borderRadius}px`
  if (options.fontFamily !== undefined) themeVariables['--foyer-font-family'] = options.fontFamily
  for (const mode of modes) {
    const palette = palettes[mode]
    const direction = relativeLuminance(palette.base) < 0.5 ? 'lighter' : 'darker'
    const accentText = adjustUntil(accent, direction, (hex) =>
      meets(hex, backgroundsOf(palette), textContrast),
    )
    const derived: Partial<ThemePalette> = {
      'accent-foreground': accentForeground,
      'accent-text': accentText,
      focus: accentText,
    }
    for (const token of modeColorTokens as readonly ModeColorToken[])
      themeVariables[`--foyer-${mode}-${token}`] = derived[token] ?? palette[token]
  }
  return { themeMode, themeVariables }
}

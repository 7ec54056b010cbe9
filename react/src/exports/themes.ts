// `@foyer/react/themes`: presets and `createTheme`. Its own entry so none of it loads unless an app imports it.
export { contrastRatio, relativeLuminance } from '@foyer/core'
export {
  type CreateThemeOptions,
  createTheme,
  type FoyerTheme,
  textContrast,
  uiContrast,
} from '../theme/createTheme.js'
export { type ModeColorToken, modeColorTokens } from '../theme/modeColorTokens.js'
export { darkTheme, lightTheme, midnightTheme, type PresetOptions } from '../theme/presets.js'
export { darkPalette, lightPalette, midnightPalette, type ThemePalette } from '../theme/themePalettes.js'

import { getNumberFormat, type LocaleOptions } from './getNumberFormat.js'

/** A percentage given in percent (`0.85` → `'0.85%'`), in the user's locale, with at most 2 decimals. */
export function formatPercent(percent: number, { locale }: LocaleOptions = {}): string {
  return getNumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    Number.isFinite(percent) ? percent / 100 : 0,
  )
}

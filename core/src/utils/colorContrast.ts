/** sRGB channels 0–255. */
export type Rgb = readonly [number, number, number]

const hexPattern = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i

export function isHexColor(value: string): boolean {
  return hexPattern.test(value)
}

/** `#rgb` or `#rrggbb` to channels; throws on anything else (callers validate first). */
export function parseHex(hex: string): Rgb {
  const match = hexPattern.exec(hex)
  if (!match?.[1]) throw new TypeError(`Not a hex colour: ${hex}`)
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1]
  return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16)) as unknown as Rgb
}

export function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`
}

/** WCAG 2 relative luminance. */
export function relativeLuminance(hex: string): number {
  const [red, green, blue] = parseHex(hex).map((channel) => {
    const value = channel / 255
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }) as unknown as Rgb
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue
}

/** WCAG 2 contrast ratio, 1–21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ]
  return (lighter + 0.05) / (darker + 0.05)
}

/** `hex` moved `amount` (0–1) of the way towards `target` in sRGB. */
export function mixHex(hex: string, target: string, amount: number): string {
  const from = parseHex(hex)
  const to = parseHex(target)
  return toHex(
    from.map((channel, index) => channel + ((to[index] ?? 0) - channel) * amount) as unknown as Rgb,
  )
}

/**
 * The least change of `hex` towards white or black (whichever `direction` says) that satisfies `accept`; `hex`
 * itself when it already does. Pure white or black when nothing short of them does.
 */
export function adjustUntil(
  hex: string,
  direction: 'lighter' | 'darker',
  accept: (hex: string) => boolean,
): string {
  const target = direction === 'lighter' ? '#ffffff' : '#000000'
  for (let step = 0; step <= 100; step++) {
    const candidate = mixHex(hex, target, step / 100)
    if (accept(candidate)) return candidate
  }
  return target
}

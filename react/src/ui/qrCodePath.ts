import { encode } from 'uqr'

export type QrCodePathParameters = {
  value: string
  /** Leaves a square hole of this fraction of the code's width in the middle, for a logo (use with ecc 'H'). */
  holeFraction?: number
  ecc?: 'L' | 'M' | 'Q' | 'H'
}

export type QrCodePathReturnType = {
  /** Modules per side, quiet zone included. */
  size: number
  /** One SVG path drawing every dark module, in module units. */
  path: string
  /** The hole's side and top-left offset in module units (0 when there is none). */
  hole: { offset: number; side: number }
}

/** Encodes `value` and draws its dark modules as a single path of horizontal runs (compact, no inline styles). */
export function qrCodePath({
  value,
  holeFraction = 0,
  ecc = 'M',
}: QrCodePathParameters): QrCodePathReturnType {
  const { data, size } = encode(value, { ecc, border: 2 })
  const side = holeFraction > 0 ? Math.ceil(size * holeFraction) | 1 : 0
  const offset = (size - side) / 2
  const inHole = (x: number, y: number) =>
    side > 0 && x >= offset && x < offset + side && y >= offset && y < offset + side
  let path = ''
  data.forEach((row, y) => {
    let runStart = -1
    for (let x = 0; x <= row.length; x++) {
      const dark = x < row.length && row[x] === true && !inHole(x, y)
      if (dark && runStart < 0) runStart = x
      if (!dark && runStart >= 0) {
        path += `M${runStart} ${y}h${x - runStart}v1h${runStart - x}z`
        runStart = -1
      }
    }
  })
  return { size, path, hole: { offset, side } }
}

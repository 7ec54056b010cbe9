'use client'
import { toSafeUrl } from '@foyer/core'
import { useMemo } from 'react'
import { classNames } from './classNames.js'
import { qrCodePath } from './qrCodePath.js'

export type QrCodeProps = {
  /** What the code encodes (a WalletConnect URI, an address, ...). */
  value: string
  /** The accessible name, e.g. "WalletConnect QR code" or "QR code of your address". */
  label: string
  /** Rendered width and height in CSS pixels. */
  size?: number
  /** A logo drawn in the middle (error correction goes up to 'H' to make room); left out unless an image URL. */
  imageSrc?: string | undefined
  className?: string
}

/** A QR code as one SVG path (uqr), dark on light in both themes so every scanner reads it. */
export function QrCode({ value, label, size = 280, imageSrc: url, className }: QrCodeProps) {
  const imageSrc = toSafeUrl(url, 'image')
  const {
    size: modules,
    path,
    hole,
  } = useMemo(
    () => qrCodePath(imageSrc ? { value, ecc: 'H', holeFraction: 0.22 } : { value, ecc: 'M' }),
    [value, imageSrc],
  )
  return (
    <svg
      className={classNames('foyer-qr-code', className)}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect className="foyer-qr-code__background" width={modules} height={modules} />
      <path className="foyer-qr-code__modules" d={path} />
      {imageSrc && hole.side > 0 ? (
        <image
          href={imageSrc}
          x={hole.offset + 0.5}
          y={hole.offset + 0.5}
          width={hole.side - 1}
          height={hole.side - 1}
        />
      ) : null}
    </svg>
  )
}

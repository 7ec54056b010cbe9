'use client'
import { toSafeUrl } from '@foyer/core'
import { useState } from 'react'
import { classNames } from './classNames.js'

export type WalletImageProps = {
  /** The wallet's (or network's, token's) name: the image's alt text and the fallback's initial. */
  name: string
  src?: string | null | undefined
  size?: 'xs' | 'sm' | 'md' | 'lg'
  /** Set when a visible label beside the image already names it: the image becomes decoration. */
  decorative?: boolean
  className?: string
}

/**
 * A wallet (or network, token) image with alt text; falls back to the name's initial when it is missing, fails, or
 * is not an image URL `toSafeUrl` allows.
 */
export function WalletImage({
  name,
  src: url,
  size = 'md',
  decorative = false,
  className,
}: WalletImageProps) {
  const [failed, setFailed] = useState<string | undefined>(undefined)
  const src = toSafeUrl(url, 'image')
  const classes = classNames('foyer-wallet-image', `foyer-wallet-image--${size}`, className)
  if (src && failed !== src) {
    return (
      <img
        className={classes}
        src={src}
        alt={decorative ? '' : name}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(src)}
      />
    )
  }
  return (
    <span
      className={classNames(classes, 'foyer-wallet-image--fallback')}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  )
}

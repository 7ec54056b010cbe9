'use client'
import { imagePreloadTimeoutMs, toSafeUrl } from '@foyer/core/eager'
import { useEffect, useRef, useState } from 'react'
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
 * is not an image URL `toSafeUrl` allows. The fallback is an image too: its initial is no text of the page.
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
  const image = useRef<HTMLImageElement>(null)
  // An image server that never answers would leave an empty box: once the image has been in view for SPEC.md
  // §9's preload timeout (2 s) without loading, show the fallback. Out of view, a lazy image isn't requested yet.
  useEffect(() => {
    if (!src || failed === src) return
    let inViewTicks = 0
    const timer = setInterval(() => {
      const element = image.current
      // `complete` is also true for a broken image, which onError already handles.
      if (!element || element.complete) return clearInterval(timer)
      const box = element.getBoundingClientRect()
      const inView =
        box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth
      inViewTicks = inView ? inViewTicks + 1 : 0
      if (inViewTicks >= 2) setFailed(src)
    }, imagePreloadTimeoutMs / 2)
    return () => clearInterval(timer)
  }, [src, failed])
  const classes = classNames('foyer-wallet-image', `foyer-wallet-image--${size}`, className)
  if (src && failed !== src) {
    return (
      <img
        ref={image}
        className={classes}
        src={src}
        alt={decorative ? '' : name}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(src)}
      />
    )
  }
  // The initial is drawn by CSS from `data-initial`: it is never text, so it never joins a label ("WWalletConnect").
  return (
    <span
      className={classNames(classes, 'foyer-wallet-image--fallback')}
      data-initial={name.trim().charAt(0).toUpperCase() || '?'}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    />
  )
}

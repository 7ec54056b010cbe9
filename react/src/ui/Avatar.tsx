'use client'
import { toSafeUrl } from '@foyer/core/eager'
import { useState } from 'react'
import { classNames } from './classNames.js'
import { hashString } from './hashString.js'

/** How many identicon gradients `foyer.css` defines (`.foyer-avatar--g0` ... `--g11`). */
export const avatarGradientCount = 12

export type AvatarProps = {
  /** The account address; picks the identicon when there is no image. */
  address: string
  /** The profile image (ENS avatar, ...), if any. */
  src?: string | null | undefined
  /** Text alternative; defaults to "Avatar of <address>". Pass `alt=""` when a label beside it says the same. */
  alt?: string
  size?: 'xs' | 'sm' | 'md' | 'lg'
  className?: string
}

/**
 * An account's picture: the profile image when it loads, else a gradient identicon chosen by hashing the address.
 * The identicon uses CSS classes only (no inline style), so server-rendered markup passes a strict CSP.
 */
export function Avatar({ address, src: url, alt, size = 'md', className }: AvatarProps) {
  const [failed, setFailed] = useState<string | undefined>(undefined)
  // A profile image comes from a name service record: anything but an image URL gets the identicon.
  const src = toSafeUrl(url, 'image')
  const text = alt ?? `Avatar of ${address}`
  const classes = classNames('foyer-avatar', `foyer-avatar--${size}`, className)
  if (src && failed !== src) {
    return <img className={classes} src={src} alt={text} onError={() => setFailed(src)} />
  }
  const gradient = hashString(address.toLowerCase()) % avatarGradientCount
  return (
    <span
      className={classNames(classes, 'foyer-avatar--identicon', `foyer-avatar--g${gradient}`)}
      {...(text ? { role: 'img', 'aria-label': text } : { 'aria-hidden': true })}
    />
  )
}

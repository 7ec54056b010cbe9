'use client'
import type { ReactNode } from 'react'
import { classNames } from './classNames.js'

export type TagProps = {
  children: ReactNode
  variant?: 'neutral' | 'accent' | 'success' | 'error'
  className?: string
}

/** A small uppercase label: "INSTALLED", "RECENT", "QR CODE". */
export function Tag({ children, variant = 'neutral', className }: TagProps) {
  return <span className={classNames('foyer-tag', `foyer-tag--${variant}`, className)}>{children}</span>
}

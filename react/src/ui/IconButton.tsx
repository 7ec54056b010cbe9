'use client'
import type { ComponentPropsWithRef, ReactNode } from 'react'
import { classNames } from './classNames.js'

export type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'type' | 'children'> & {
  /** The accessible name (the button shows only an icon). */
  label: string
  icon: ReactNode
  size?: 'sm' | 'md'
}

/** A square button showing only an icon; `label` becomes its `aria-label` and tooltip. */
export function IconButton({ label, icon, size = 'md', className, ...rest }: IconButtonProps) {
  return (
    <button
      {...rest}
      type="button"
      aria-label={label}
      title={label}
      className={classNames('foyer-icon-button', `foyer-icon-button--${size}`, className)}
    >
      {icon}
    </button>
  )
}

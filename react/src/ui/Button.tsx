'use client'
import type { ComponentPropsWithRef, ReactNode } from 'react'
import { classNames } from './classNames.js'
import { Spinner } from './Spinner.js'

export type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'type'> & {
  /** 'accent' (default): the main action; 'neutral': secondary; 'danger': destructive; 'ghost': text only. */
  variant?: 'accent' | 'neutral' | 'danger' | 'ghost'
  size?: 'sm' | 'md' | 'lg'
  /** Shows a spinner, disables the button and sets `aria-busy`. The label stays readable. */
  loading?: boolean
  fullWidth?: boolean
  /** Decoration before the label (an `<Icon>` or image); hidden from assistive tech by the caller. */
  icon?: ReactNode
  type?: 'button' | 'submit' | 'reset'
}

/** The modal's button. Defaults to `type="button"` so it never submits a form by accident. */
export function Button({
  variant = 'accent',
  size = 'md',
  loading = false,
  fullWidth = false,
  icon,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={classNames(
        'foyer-button',
        `foyer-button--${variant}`,
        `foyer-button--${size}`,
        fullWidth && 'foyer-button--full',
        className,
      )}
    >
      {loading ? <Spinner size="sm" /> : icon}
      <span className="foyer-button__label">{children}</span>
    </button>
  )
}

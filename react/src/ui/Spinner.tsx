'use client'
import { classNames } from './classNames.js'

export type SpinnerProps = {
  size?: 'sm' | 'md' | 'lg'
  /** When given, the spinner is announced (`role="status"`); without it, it is decoration. */
  label?: string
  className?: string
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const spinner = (
    <svg className="foyer-spinner__svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle className="foyer-spinner__track" cx="12" cy="12" r="10" fill="none" strokeWidth="3" />
      <circle className="foyer-spinner__arc" cx="12" cy="12" r="10" fill="none" strokeWidth="3" />
    </svg>
  )
  const classes = classNames('foyer-spinner', `foyer-spinner--${size}`, className)
  if (!label) {
    return (
      <span className={classes} aria-hidden="true">
        {spinner}
      </span>
    )
  }
  return (
    <span className={classes} role="status">
      {spinner}
      <span className="foyer-visually-hidden">{label}</span>
    </span>
  )
}

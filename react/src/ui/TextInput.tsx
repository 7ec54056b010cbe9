'use client'
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react'
import { classNames } from './classNames.js'

export type TextInputProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  /** The visible label (or, with `hideLabel`, the accessible one). */
  label: string
  hideLabel?: boolean
  /** An error shown under the input; sets `aria-invalid` and is announced. */
  error?: string | undefined
  /** Help text under the input. */
  hint?: ReactNode
  /** Decoration inside the input, before the text (an `<Icon>`). */
  icon?: ReactNode
  /** A control at the end of the input (a clear or max button). */
  end?: ReactNode
  id?: string
}

/** A labelled text input; `error` and `hint` are tied to it through `aria-describedby`. */
export function TextInput({
  label,
  hideLabel = false,
  error,
  hint,
  icon,
  end,
  id,
  className,
  type = 'text',
  ...rest
}: TextInputProps) {
  const generated = useId()
  const inputId = id ?? `${generated}-input`
  const hintId = hint ? `${generated}-hint` : undefined
  const errorId = error ? `${generated}-error` : undefined
  const describedBy = [rest['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={classNames('foyer-text-input', error && 'foyer-text-input--invalid', className)}>
      <label
        className={classNames('foyer-text-input__label', hideLabel && 'foyer-visually-hidden')}
        htmlFor={inputId}
      >
        {label}
      </label>
      <div className="foyer-text-input__field">
        {icon ? (
          <span className="foyer-text-input__icon" aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <input
          {...rest}
          id={inputId}
          type={type}
          className="foyer-text-input__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {end}
      </div>
      {hint ? (
        <p className="foyer-text-input__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="foyer-text-input__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

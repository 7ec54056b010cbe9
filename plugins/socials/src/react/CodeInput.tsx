'use client'
import { classNames } from '@foyer/react/ui'
import { type ClipboardEvent, useEffect, useId, useRef, useState } from 'react'

export type CodeInputProps = {
  label: string
  value: string
  onChange: (value: string) => void
  /** Called once the last digit is in (typed or pasted): the form submits itself. */
  onComplete: (code: string) => void
  length?: number
  disabled?: boolean
  error?: string | undefined
}

/** The digits of whatever the user typed or pasted ("123 456", "Code: 123456"), at most `length`. */
export const toCodeDigits = (text: string, length: number) => text.replace(/\D/g, '').slice(0, length)

/**
 * A one-time code as a row of digit boxes. One real input lies over the boxes, so a paste fills them all, Backspace
 * empties the last and moves back, the browser's one-time-code autofill works, and a screen reader meets one field.
 */
export function CodeInput({
  label,
  value,
  onChange,
  onComplete,
  length = 6,
  disabled = false,
  error,
}: CodeInputProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const errorId = `${id}-error`
  const [focused, setFocused] = useState(false)

  // The field takes the focus when it appears and again once a check is over, ready for the (next) code.
  useEffect(() => {
    if (!disabled) input.current?.focus()
  }, [disabled])

  function update(text: string) {
    const digits = toCodeDigits(text, length)
    onChange(digits)
    if (digits.length === length && digits !== value) onComplete(digits)
  }

  function paste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = toCodeDigits(event.clipboardData.getData('text'), length)
    if (!pasted) return
    event.preventDefault()
    update(pasted)
  }

  const active = Math.min(value.length, length - 1)
  return (
    <div className={classNames('foyer-code-input', error && 'foyer-code-input--invalid')}>
      <label className="foyer-code-input__label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <div className="foyer-code-input__field">
        <div className="foyer-code-input__boxes" aria-hidden="true">
          {Array.from({ length }, (_, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, fixed in number.
              key={index}
              className={classNames(
                'foyer-code-input__box',
                value[index] !== undefined && 'foyer-code-input__box--filled',
                focused && index === active && 'foyer-code-input__box--active',
              )}
              data-box=""
            >
              {value[index] ?? ''}
            </span>
          ))}
        </div>
        <input
          ref={input}
          id={`${id}-input`}
          className="foyer-code-input__input"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          spellCheck={false}
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => update(event.currentTarget.value)}
          onPaste={paste}
          onFocus={(event) => {
            setFocused(true)
            const end = event.currentTarget.value.length
            event.currentTarget.setSelectionRange(end, end)
          }}
          onBlur={() => setFocused(false)}
        />
      </div>
      {error ? (
        <p className="foyer-code-input__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

// @vitest-environment jsdom
import { act, useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CodeInput, toCodeDigits } from './CodeInput.js'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [value, setValue] = useState('')
  return <CodeInput label="Code sent to a@b.c" value={value} onChange={setValue} onComplete={onComplete} />
}

function renderCodeInput(onComplete = vi.fn()) {
  const container = document.body.appendChild(document.createElement('div'))
  root = createRoot(container)
  act(() => root?.render(<Harness onComplete={onComplete} />))
  const input = container.querySelector('input') as HTMLInputElement
  const boxes = () => [...container.querySelectorAll('[data-box]')].map((box) => box.textContent)
  const active = () =>
    [...container.querySelectorAll('[data-box]')].findIndex((box) =>
      box.classList.contains('foyer-code-input__box--active'),
    )
  return { container, input, boxes, active, onComplete }
}

/** Sets the field's value as typing does (React listens to the native setter and the input event). */
function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  act(() => {
    setter?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

function paste(input: HTMLInputElement, text: string) {
  const event = new Event('paste', { bubbles: true, cancelable: true })
  Object.assign(event, { clipboardData: { getData: () => text } })
  act(() => {
    input.dispatchEvent(event)
  })
  return event
}

describe('CodeInput', () => {
  it('is one labelled numeric one-time-code field; the six boxes are hidden from assistive tech', () => {
    const { container, input, boxes } = renderCodeInput()
    expect(input.labels?.[0]?.textContent).toBe('Code sent to a@b.c')
    expect(input.getAttribute('autocomplete')).toBe('one-time-code')
    expect(input.getAttribute('inputmode')).toBe('numeric')
    expect(boxes()).toHaveLength(6)
    expect(container.querySelector('.foyer-code-input__boxes')?.getAttribute('aria-hidden')).toBe('true')
    // It takes the focus as it appears: the user types the code at once.
    expect(document.activeElement).toBe(input)
  })

  it('a paste fills every box (digits only) and submits the code once', () => {
    const { input, boxes, onComplete } = renderCodeInput()
    const event = paste(input, ' 123 456\n')
    expect(event.defaultPrevented).toBe(true)
    expect(input.value).toBe('123456')
    expect(boxes()).toEqual(['1', '2', '3', '4', '5', '6'])
    expect(onComplete).toHaveBeenCalledTimes(1)
    expect(onComplete).toHaveBeenCalledWith('123456')
  })

  it('typing moves along the boxes, Backspace moves back, and the sixth digit submits', () => {
    const { input, boxes, active, onComplete } = renderCodeInput()
    act(() => input.focus())
    type(input, '12')
    expect(boxes()).toEqual(['1', '2', '', '', '', ''])
    expect(active()).toBe(2)
    type(input, '1') // Backspace
    expect(boxes()).toEqual(['1', '', '', '', '', ''])
    expect(active()).toBe(1)
    type(input, '1a2') // a letter is dropped
    expect(input.value).toBe('12')
    expect(onComplete).not.toHaveBeenCalled()
    type(input, '12345')
    expect(onComplete).not.toHaveBeenCalled()
    type(input, '123456')
    expect(onComplete).toHaveBeenCalledWith('123456')
    type(input, '1234567') // no seventh digit, no second submit
    expect(input.value).toBe('123456')
    expect(onComplete).toHaveBeenCalledTimes(1)
  })

  it('keeps the digits of a pasted message, at most six', () => {
    expect(toCodeDigits('Your code: 987-654 (valid 10 min)', 6)).toBe('987654')
  })
})

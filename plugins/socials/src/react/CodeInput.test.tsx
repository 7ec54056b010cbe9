// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CodeInput, toCodeDigits } from './CodeInput.js'

afterEach(cleanup)

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [value, setValue] = useState('')
  return <CodeInput label="Code sent to a@b.c" value={value} onChange={setValue} onComplete={onComplete} />
}

function renderCodeInput(onComplete = vi.fn()) {
  const user = userEvent.setup()
  const { container } = render(<Harness onComplete={onComplete} />)
  const input = screen.getByLabelText<HTMLInputElement>('Code sent to a@b.c')
  const boxes = () => [...container.querySelectorAll('[data-box]')].map((box) => box.textContent)
  const active = () =>
    [...container.querySelectorAll('[data-box]')].findIndex((box) =>
      box.classList.contains('foyer-code-input__box--active'),
    )
  return { container, input, boxes, active, onComplete, user }
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

  it('a paste fills every box (digits only) and submits the code once', async () => {
    const { input, boxes, onComplete, user } = renderCodeInput()
    const pastes: Event[] = []
    input.addEventListener('paste', (event) => pastes.push(event))
    await user.paste(' 123 456\n')
    expect(pastes.map((event) => event.defaultPrevented)).toEqual([true])
    expect(input.value).toBe('123456')
    expect(boxes()).toEqual(['1', '2', '3', '4', '5', '6'])
    expect(onComplete).toHaveBeenCalledTimes(1)
    expect(onComplete).toHaveBeenCalledWith('123456')
  })

  it('typing moves along the boxes, Backspace moves back, and the sixth digit submits', async () => {
    const { input, boxes, active, onComplete, user } = renderCodeInput()
    expect(document.activeElement).toBe(input)
    await user.keyboard('12')
    expect(boxes()).toEqual(['1', '2', '', '', '', ''])
    expect(active()).toBe(2)
    await user.keyboard('{Backspace}')
    expect(boxes()).toEqual(['1', '', '', '', '', ''])
    expect(active()).toBe(1)
    await user.keyboard('a2') // a letter is dropped
    expect(input.value).toBe('12')
    expect(onComplete).not.toHaveBeenCalled()
    await user.keyboard('345')
    expect(onComplete).not.toHaveBeenCalled()
    await user.keyboard('6')
    expect(onComplete).toHaveBeenCalledWith('123456')
    await user.keyboard('7') // no seventh digit, no second submit
    expect(input.value).toBe('123456')
    expect(onComplete).toHaveBeenCalledTimes(1)
  })

  it('keeps the digits of a pasted message, at most six', () => {
    expect(toCodeDigits('Your code: 987-654 (valid 10 min)', 6)).toBe('987654')
  })
})

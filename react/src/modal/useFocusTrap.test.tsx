// @vitest-environment jsdom
import { act, useRef } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { useFocusTrap } from './useFocusTrap.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function Trap({ label }: { label: string }) {
  const ref = useRef<HTMLDivElement>(null)
  useFocusTrap(ref)
  return (
    <div ref={ref} tabIndex={-1}>
      <button type="button">{label} first</button>
      <button type="button">{label} last</button>
    </div>
  )
}

const roots: (() => void)[] = []
afterEach(() => {
  for (const unmount of roots.splice(0)) act(unmount)
  document.body.innerHTML = ''
})

function mount(element: React.ReactNode) {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  act(() => root.render(element))
  roots.push(() => root.unmount())
  return () => act(() => root.unmount())
}

describe('useFocusTrap', () => {
  it('two open traps do not fight: the innermost keeps focus, the outer one takes over when it closes', () => {
    const outside = document.createElement('button')
    outside.textContent = 'outside'
    document.body.append(outside)
    mount(<Trap label="outer" />)
    expect(document.activeElement?.textContent).toBe('outer first')
    const unmountInner = mount(<Trap label="inner" />)
    expect(document.activeElement?.textContent).toBe('inner first')
    act(() => outside.focus())
    expect(document.activeElement?.textContent).toBe('inner first')
    unmountInner()
    act(() => outside.focus())
    expect(document.activeElement?.textContent).toBe('outer first')
  })
})

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

  it('returns focus to the opener on close, inside a shadow root too (a button in <appkit-button>)', () => {
    const host = document.createElement('div')
    document.body.append(host)
    const shadow = host.attachShadow({ mode: 'open' })
    const opener = document.createElement('button')
    shadow.append(opener)
    opener.focus()
    expect(shadow.activeElement).toBe(opener)
    const unmount = mount(<Trap label="modal" />)
    expect(document.activeElement?.textContent).toBe('modal first')
    unmount()
    expect(shadow.activeElement).toBe(opener)
  })

  it("after connecting, focus goes to the button that took the opener's place (Connect became Account)", async () => {
    const place = document.createElement('div')
    document.body.append(place)
    const opener = document.createElement('button')
    opener.textContent = 'Connect Wallet'
    place.append(opener)
    opener.focus()
    const unmount = mount(<Trap label="modal" />)
    opener.remove()
    unmount()
    const account = document.createElement('button')
    account.textContent = '0x1234…abcd'
    place.append(account)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(document.activeElement).toBe(account)
  })

  it('keeps focus inside a trap rendered in a shadow root', () => {
    const host = document.createElement('div')
    document.body.append(host)
    const shadow = host.attachShadow({ mode: 'open' })
    const outside = document.createElement('button')
    document.body.append(outside)
    const root = createRoot(shadow)
    act(() => root.render(<Trap label="shadow" />))
    roots.push(() => root.unmount())
    expect(shadow.activeElement?.textContent).toBe('shadow first')
    act(() => (shadow.querySelectorAll('button')[1] as HTMLButtonElement).focus())
    // Focus moving inside the shadow root stays where it went; focus leaving it is pulled back.
    expect(shadow.activeElement?.textContent).toBe('shadow last')
    act(() => outside.focus())
    expect(shadow.activeElement?.textContent).toBe('shadow first')
  })
})

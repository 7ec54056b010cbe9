// @vitest-environment jsdom
import { act, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { encode } from 'uqr'
import { afterEach, describe, expect, it } from 'vitest'
import { Avatar } from './Avatar.js'
import { Button } from './Button.js'
import { List } from './List.js'
import { ListItem } from './ListItem.js'
import { QrCode } from './QrCode.js'
import { qrCodePath } from './qrCodePath.js'
import { Tabs } from './Tabs.js'
import { TextInput } from './TextInput.js'
import { WalletImage } from './WalletImage.js'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) act(cleanup)
})
function render(element: React.ReactNode) {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  act(() => root.render(element))
  cleanups.push(() => {
    root.unmount()
    container.remove()
  })
  return container
}

describe('QrCode', () => {
  it('draws exactly the dark modules as one path, without style attributes', () => {
    const value = 'wc:abc@2?relay-protocol=irn&symKey=123'
    const { size, path } = qrCodePath({ value })
    const { data } = encode(value, { ecc: 'M', border: 2 })
    expect(size).toBe(data.length)
    const dark = new Set<string>()
    for (const match of path.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
      const [x, y, length] = [Number(match[1]), Number(match[2]), Number(match[3])]
      for (let offset = 0; offset < length; offset++) dark.add(`${x + offset},${y}`)
    }
    const expected = new Set<string>()
    data.forEach((row, y) => {
      row.forEach((on, x) => {
        if (on) expected.add(`${x},${y}`)
      })
    })
    expect(dark).toEqual(expected)
    const html = renderToString(<QrCode value={value} label="WalletConnect QR code" />)
    expect(html).toContain('role="img"')
    expect(html).toContain('aria-label="WalletConnect QR code"')
    expect(html).not.toContain('style')
  })

  it('leaves a hole for a logo', () => {
    const { hole, path } = qrCodePath({ value: 'hello', ecc: 'H', holeFraction: 0.22 })
    expect(hole.side).toBeGreaterThan(0)
    const center = Math.floor(hole.offset + hole.side / 2)
    expect(path).not.toMatch(new RegExp(`M${center} ${center}h`))
  })
})

function Demo() {
  const [selected, setSelected] = useState('mobile')
  return (
    <Tabs
      label="Platform"
      tabs={[
        { id: 'mobile', label: 'Mobile' },
        { id: 'browser', label: 'Browser' },
        { id: 'desktop', label: 'Desktop' },
      ]}
      selected={selected}
      onSelect={setSelected}
    >
      <p>Panel {selected}</p>
    </Tabs>
  )
}

describe('primitives', () => {
  it('Tabs: roving focus and arrow keys select', () => {
    const container = render(<Demo />)
    const tabs = () => Array.from(container.querySelectorAll<HTMLButtonElement>('[role="tab"]'))
    expect(container.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('Platform')
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([0, -1, -1])
    tabs()[0]?.focus()
    act(() => {
      tabs()[0]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }))
    })
    expect(tabs()[2]?.getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(tabs()[2])
    const panel = container.querySelector('[role="tabpanel"]')
    expect(panel?.textContent).toBe('Panel desktop')
    expect(panel?.getAttribute('aria-labelledby')).toBe(tabs()[2]?.id)
    // Only the selected tab controls the (one) rendered panel, which Tab reaches.
    expect(tabs().map((tab) => tab.getAttribute('aria-controls'))).toEqual([null, null, panel?.id])
    expect(panel?.getAttribute('tabindex')).toBe('0')
    act(() => {
      tabs()[2]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true }))
    })
    expect(document.activeElement).toBe(tabs()[0])
    act(() => {
      tabs()[0]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
    })
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([-1, 0, -1])
    expect(document.activeElement).toBe(tabs()[1])
  })

  it('TextInput: labelled, error described and announced', () => {
    const container = render(<TextInput label="Email" error="Invalid email" hint="We send a code" />)
    const input = container.querySelector('input')
    const label = container.querySelector('label')
    expect(label?.htmlFor).toBe(input?.id)
    expect(input?.getAttribute('aria-invalid')).toBe('true')
    const described = input?.getAttribute('aria-describedby')?.split(' ') ?? []
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'We send a code',
      'Invalid email',
    ])
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Invalid email')
  })

  it('images have alt text; decoration is hidden', () => {
    const html = renderToString(
      <>
        <WalletImage name="MetaMask" src="/metamask.png" />
        <WalletImage name="Rainbow" />
        <WalletImage name="Trust" decorative />
        <Avatar address="0xabc" />
      </>,
    )
    expect(html).toContain('alt="MetaMask"')
    expect(html).toContain('role="img" aria-label="Rainbow"')
    expect(html).toMatch(/data-initial="T" aria-hidden="true"><\/span>/)
    expect(html).toMatch(/data-initial="R" role="img" aria-label="Rainbow"><\/span>/)
    expect(html).toContain('aria-label="Avatar of 0xabc"')
    expect(html).toMatch(/foyer-avatar--g\d+/)
  })

  it('List and ListItem: list semantics, button rows, selection', () => {
    let clicked = 0
    const container = render(
      <List aria-label="Networks">
        <ListItem label="Ethereum" selected onClick={() => clicked++} />
        <ListItem label="Docs" href="https://example.org" />
        <ListItem label="Static" description="text" />
      </List>,
    )
    const items = container.querySelectorAll('ul > li')
    expect(items).toHaveLength(3)
    const first = items[0]?.querySelector('button')
    expect(first?.getAttribute('aria-current')).toBe('true')
    act(() => first?.click())
    expect(clicked).toBe(1)
    expect(items[1]?.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('Button: loading disables and marks busy', () => {
    const container = render(<Button loading>Send</Button>)
    const button = container.querySelector('button')
    expect(button?.disabled).toBe(true)
    expect(button?.getAttribute('aria-busy')).toBe('true')
    expect(button?.type).toBe('button')
  })
})

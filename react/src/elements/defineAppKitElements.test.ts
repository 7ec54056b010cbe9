// @vitest-environment jsdom
import { connect } from '@foyer/core'
import { waitFor } from '@testing-library/react'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestAppKit } from '../createAppKit.test-utils.js'
import { buttonStyles, tokenStyles } from '../styles/buttonStyles.generated.js'
import { adoptedText, fakeAdoptedStyleSheets } from '../styles/fakeAdoptedStyleSheets.test-utils.js'
import { accessibleText } from '../ui/accessibleText.test-utils.js'
import { defineAppKitElements } from './defineAppKitElements.js'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const cleanups: (() => void)[] = []
afterEach(async () => {
  await act(async () => {
    for (const cleanup of cleanups.splice(0)) cleanup()
  })
})

async function place(html: string) {
  const host = document.createElement('div')
  host.innerHTML = html
  await act(async () => document.body.append(host))
  cleanups.push(() => host.remove())
  return host
}
const shadowButton = (element: Element | null | undefined) => element?.shadowRoot?.querySelector('button')

describe('custom elements', () => {
  it('are defined once by createAppKit, idempotently', () => {
    const { appKit } = createTestAppKit()
    cleanups.push(() => appKit.destroy())
    for (const name of [
      'appkit-button',
      'appkit-connect-button',
      'appkit-account-button',
      'appkit-network-button',
    ]) {
      expect(customElements.get(name)).toBeDefined()
    }
    const before = customElements.get('appkit-button')
    defineAppKitElements()
    expect(customElements.get('appkit-button')).toBe(before)
  })

  it("adopt the buttons' constructed stylesheet, not the page's stylesheets, where the browser can", async () => {
    cleanups.push(fakeAdoptedStyleSheets())
    const { appKit } = createTestAppKit()
    cleanups.push(() => appKit.destroy())
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = '/page.css'
    document.head.append(link)
    cleanups.push(() => link.remove())
    const host = await place('<appkit-button></appkit-button><appkit-network-button></appkit-network-button>')
    for (const element of host.children) {
      const shadow = element.shadowRoot
      if (!shadow) throw new Error('no shadow root')
      expect(adoptedText(shadow)).toEqual([buttonStyles])
      expect(shadow.querySelector('link')).toBeNull()
      expect(shadowButton(element)).toBeTruthy()
    }
    expect(adoptedText(document)).toContain(tokenStyles)
  })

  it('render the React buttons in a shadow root, follow attributes and the connection', async () => {
    const { appKit, kernel } = createTestAppKit()
    cleanups.push(() => appKit.destroy())
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = '/foyer.css'
    document.head.append(link)
    cleanups.push(() => link.remove())
    const host = await place(
      '<appkit-button></appkit-button><appkit-connect-button label="Sign in"></appkit-connect-button><appkit-network-button></appkit-network-button><appkit-account-button></appkit-account-button>',
    )
    const [button, connectButton, networkButton, accountButton] = Array.from(host.children)
    expect(host.querySelectorAll('button')).toHaveLength(0)
    expect(shadowButton(button)?.textContent).toBe('Connect Wallet')
    expect(shadowButton(connectButton)?.textContent).toBe('Sign in')
    expect(accessibleText(shadowButton(networkButton))).toBe('Network: Ethereum')
    expect(accountButton?.shadowRoot?.querySelector('button')).toBeNull()
    expect(button?.shadowRoot?.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe(
      '/foyer.css',
    )

    await act(async () => connectButton?.setAttribute('label', 'Log in'))
    expect(shadowButton(connectButton)?.textContent).toBe('Log in')
    await act(async () => connectButton?.setAttribute('disabled', ''))
    expect(shadowButton(connectButton)?.disabled).toBe(true)

    await act(() => connect(kernel, { namespace: 'eip155', connectorId: 'io.testwallet' }))
    // The account buttons read the balance as soon as the account connects.
    await waitFor(() => expect(shadowButton(button)?.textContent).toBe('1.234 ETH0x12…345678'))
    expect(shadowButton(accountButton)?.textContent).toBe('1.234 ETH0x12…345678')

    await act(async () => shadowButton(networkButton)?.click())
    await waitFor(() =>
      expect(kernel.store.getState().router).toMatchObject({ open: true, view: 'Networks' }),
    )
  })

  it('unmount when removed from the page', async () => {
    const { appKit } = createTestAppKit()
    cleanups.push(() => appKit.destroy())
    const host = await place('<appkit-button></appkit-button>')
    const element = host.firstElementChild
    expect(shadowButton(element)).toBeDefined()
    await act(async () => element?.remove())
    expect(element?.shadowRoot?.childNodes.length).toBe(0)
  })
})

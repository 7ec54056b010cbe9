import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createTestAppKit } from './createAppKit.test-utils.js'
import { modalModuleState } from './modal/modalModuleState.js'
import { SsrApp } from './ssrApp.test-utils.js'

describe('server rendering (no window, no document)', () => {
  it('creates the AppKit and renders hooks and buttons', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
    const { appKit } = createTestAppKit()
    const html = renderToString(<SsrApp />)
    expect(html.replaceAll('<!-- -->', '')).toContain(
      'disconnected false eip155:1 false dark none MODAL_CREATED',
    )
    expect(html).toContain('Connect Wallet')
    expect(html).toContain('Sign in')
    expect(html).toContain(
      '<span class="foyer-visually-hidden">Network: </span><span class="foyer-network-button__name">Ethereum</span>',
    )
    expect(html).toContain('<appkit-button balance="hide"></appkit-button>')
    expect(modalModuleState.evaluated).toBe(false)
    appKit.destroy()
  })

  it('open() on a server sets the state without loading the modal', async () => {
    const { appKit } = createTestAppKit()
    await appKit.open()
    expect(appKit.getState().open).toBe(true)
    expect(modalModuleState.evaluated).toBe(false)
    appKit.destroy()
  })
})

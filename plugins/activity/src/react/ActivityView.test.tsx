// @vitest-environment jsdom
import { connect, truncateAddress } from '@foyer/core'
import { mainnet } from '@foyer/core/networks'
import { createMockAdapter } from '@foyer/core/testing'
import { createAppKit } from '@foyer/react'
import axe from 'axe-core'
import { act } from 'react'
import { describe, expect, inject, it } from 'vitest'
import { activity } from '../exports/react.js'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const { serviceUrl, receiver, sender } = inject('activityDevnet')

describe('ActivityView', () => {
  it('is reached by keyboard and lists the history by year and month, with the next page on demand; axe finds nothing', async () => {
    const appKit = createAppKit({
      projectId: 'foyer-dev',
      apiUrl: serviceUrl,
      networks: [mainnet],
      adapters: [createMockAdapter({ accounts: [receiver] })],
      plugins: [activity()],
    })
    await connect(appKit.kernel, { namespace: 'eip155', connectorId: 'mock' })
    await act(() => appKit.open())
    const tokensTab = await waitFor(() =>
      document.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]'),
    )
    expect(tokensTab.textContent).toBe('Tokens')
    tokensTab.focus()
    // Roving focus: End moves to (and selects) the last tab, Activity.
    act(() => {
      tokensTab.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }))
    })
    expect(document.activeElement?.textContent).toBe('Activity')
    expect(document.activeElement?.getAttribute('aria-selected')).toBe('true')

    const rows = () =>
      [...document.querySelectorAll('.foyer-activity__year li')].map((row) => row.textContent ?? '')
    // Each month's list is windowed: its length is in its rows' aria-setsize, the DOM holds the rows near the view.
    const listed = () =>
      [...document.querySelectorAll('.foyer-activity__year ul')]
        .map((list) => Number(list.querySelector('li')?.getAttribute('aria-setsize') ?? 0))
        .reduce((sum, size) => sum + size, 0)
    await waitFor(() => (rows().length > 0 ? document.body : null))
    expect(listed()).toBe(20)
    expect(rows().length).toBeLessThanOrEqual(20)
    const year = String(new Date().getUTCFullYear())
    expect(document.querySelector('.foyer-activity__year-title')?.textContent).toBe(year)
    expect(document.querySelector('.foyer-activity__month-title')?.textContent).toBe(
      new Date().toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }),
    )
    const short = truncateAddress(sender)
    expect(rows()[0]).toContain('Received')
    expect(rows()[0]).toContain('+0.001 ETH')
    expect(rows()[0]).toContain('Confirmed')
    expect(rows()[0]?.toLowerCase()).toContain(`from ${short}`.toLowerCase())

    const panel = document.querySelector('[role="tabpanel"]') as Element
    const results = await axe.run(panel, { rules: { 'color-contrast': { enabled: false } } })
    expect(results.violations.map((violation) => violation.id)).toEqual([])

    const more = await waitFor(() =>
      [...document.querySelectorAll<HTMLButtonElement>('button')].find(
        (button) => button.textContent === 'Load more transactions',
      ),
    )
    await act(async () => more.click())
    await waitFor(() => (listed() === 24 ? document.body : null))
    // jsdom lays nothing out, so the document stands in for the modal's scroller: scrolled down, the last rows render.
    await act(async () => {
      document.documentElement.scrollTop = 10_000
      document.documentElement.dispatchEvent(new Event('scroll'))
    })
    await waitFor(() => (rows().at(-1)?.includes('+1.5 ETH') ? document.body : null))
    expect(rows().length).toBeLessThan(24)
    expect(rows().at(-2)).toContain('+25 USDC')
    expect(rows().at(-1)).toContain('+1.5 ETH')
    act(() => appKit.destroy())
  })
})

async function waitFor<T extends Element>(find: () => T | null | undefined): Promise<T> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const found = find()
    if (found) return found
    await act(() => new Promise((resolve) => setTimeout(resolve, 25)))
  }
  throw new Error('element did not appear')
}

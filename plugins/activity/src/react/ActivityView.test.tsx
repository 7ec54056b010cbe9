// @vitest-environment jsdom
import { connect, truncateAddress } from '@foyer/core'
import { mainnet } from '@foyer/core/networks'
import { createMockAdapter } from '@foyer/core/testing'
import { createAppKit } from '@foyer/react'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import axe from 'axe-core'
import { act } from 'react'
import { describe, expect, inject, it } from 'vitest'
import { activity } from '../exports/react.js'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const { serviceUrl, receiver, sender } = inject('activityDevnet')

describe('ActivityView', () => {
  it('is reached by keyboard and lists the history by year and month, with the next page on demand; axe finds nothing', async () => {
    const user = userEvent.setup()
    const appKit = createAppKit({
      projectId: 'foyer-dev',
      apiUrl: serviceUrl,
      networks: [mainnet],
      adapters: [createMockAdapter({ accounts: [receiver] })],
      plugins: [activity()],
    })
    await connect(appKit.kernel, { namespace: 'eip155', connectorId: 'mock' })
    await act(() => appKit.open())
    const tokensTab = await screen.findByRole('tab', { selected: true })
    expect(tokensTab.textContent).toBe('Tokens')
    act(() => tokensTab.focus())
    // Roving focus: End moves to (and selects) the last tab, Activity.
    await user.keyboard('{End}')
    expect(document.activeElement?.textContent).toBe('Activity')
    expect(document.activeElement?.getAttribute('aria-selected')).toBe('true')

    const rows = () =>
      [...document.querySelectorAll('.foyer-activity__year li')].map((row) => row.textContent ?? '')
    // Each month's list is windowed: its length is in its rows' aria-setsize, the DOM holds the rows near the view.
    const listed = () =>
      [...document.querySelectorAll('.foyer-activity__year ul')]
        .map((list) => Number(list.querySelector('li')?.getAttribute('aria-setsize') ?? 0))
        .reduce((sum, size) => sum + size, 0)
    await waitFor(() => expect(rows().length).toBeGreaterThan(0))
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

    await user.click(await screen.findByRole('button', { name: 'Load more transactions' }))
    await waitFor(() => expect(listed()).toBe(24))
    // jsdom lays nothing out, so the document stands in for the modal's scroller: scrolled down, the last rows render.
    document.documentElement.scrollTop = 10_000
    fireEvent.scroll(document.documentElement)
    await waitFor(() => expect(rows().at(-1)).toContain('+1.5 ETH'))
    expect(rows().length).toBeLessThan(24)
    expect(rows().at(-2)).toContain('+25 USDC')
    expect(rows().at(-1)).toContain('+1.5 ETH')
    act(() => appKit.destroy())
  })
})

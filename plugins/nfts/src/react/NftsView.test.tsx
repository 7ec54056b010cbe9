// @vitest-environment jsdom
import { connect } from '@foyer/core'
import { mainnet } from '@foyer/core/networks'
import { createMockAdapter } from '@foyer/core/testing'
import { createAppKit } from '@foyer/react'
import { screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import axe from 'axe-core'
import { act } from 'react'
import { describe, expect, inject, it } from 'vitest'
import { nfts } from '../exports/react.js'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const { serviceUrl, holder } = inject('nftsDevnet')

describe('NftsView', () => {
  it('fills the NFTs tab with spam hidden until "Show spam"; axe finds nothing', async () => {
    const user = userEvent.setup()
    const appKit = createAppKit({
      projectId: 'foyer-dev',
      apiUrl: serviceUrl,
      networks: [mainnet],
      adapters: [createMockAdapter({ accounts: [holder] })],
      plugins: [nfts()],
    })
    await connect(appKit.kernel, { namespace: 'eip155', connectorId: 'mock' })
    await act(() => appKit.open())
    await user.click(await screen.findByRole('tab', { name: 'NFTs' }))
    const list = await screen.findByRole('list', { name: 'NFTs' })
    const names = () =>
      [...document.querySelectorAll('ul[aria-label="NFTs"] .foyer-list-item__label')].map(
        (node) => node.textContent,
      )
    expect(names().filter((name) => name?.startsWith('Foyer Badges'))).toEqual([
      'Foyer Badges #2',
      'Foyer Badges #1',
    ])
    expect(names().some((name) => name?.startsWith('Claim Your ETH Rewards'))).toBe(false)
    expect(list.textContent).toContain('Foyer Badges')

    const panel = document.querySelector('[role="tabpanel"]') as Element
    const results = await axe.run(panel, { rules: { 'color-contrast': { enabled: false } } })
    expect(results.violations.map((violation) => violation.id)).toEqual([])

    const toggle = await screen.findByRole('button', { name: /^Show spam/ })
    await user.click(toggle)
    // The button now says what a press does next.
    expect(toggle.textContent).toMatch(/^Hide spam \(\d+\)$/)
    expect(names().some((name) => name?.startsWith('Claim Your ETH Rewards'))).toBe(true)
    expect(document.querySelector('ul[aria-label="NFTs"]')?.textContent).toContain('Spam')
    await user.click(toggle)
    expect(toggle.textContent).toMatch(/^Show spam \(\d+\)$/)
    expect(names().some((name) => name?.startsWith('Claim Your ETH Rewards'))).toBe(false)
    act(() => appKit.destroy())
  })
})

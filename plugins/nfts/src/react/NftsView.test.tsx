// @vitest-environment jsdom
import { connect } from '@foyer/core'
import { mainnet } from '@foyer/core/networks'
import { createMockAdapter } from '@foyer/core/testing'
import { createAppKit } from '@foyer/react'
import axe from 'axe-core'
import { act } from 'react'
import { describe, expect, inject, it } from 'vitest'
import { nfts } from '../exports/react.js'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const { serviceUrl, holder } = inject('nftsDevnet')

describe('NftsView', () => {
  it('fills the NFTs tab with spam hidden until "Show spam"; axe finds nothing', async () => {
    const appKit = createAppKit({
      projectId: 'foyer-dev',
      apiUrl: serviceUrl,
      networks: [mainnet],
      adapters: [createMockAdapter({ accounts: [holder] })],
      plugins: [nfts()],
    })
    await connect(appKit.kernel, { namespace: 'eip155', connectorId: 'mock' })
    await act(() => appKit.open())
    const nftsTab = await waitFor(() =>
      [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((tab) => tab.textContent === 'NFTs'),
    )
    await act(async () => nftsTab.click())
    const list = await waitFor(() => document.querySelector('ul[aria-label="NFTs"]'))
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

    const toggle = await waitFor(() =>
      [...document.querySelectorAll<HTMLButtonElement>('button')].find((button) =>
        button.textContent?.startsWith('Show spam'),
      ),
    )
    await act(async () => toggle.click())
    // The button now says what a press does next.
    expect(toggle.textContent).toMatch(/^Hide spam \(\d+\)$/)
    expect(names().some((name) => name?.startsWith('Claim Your ETH Rewards'))).toBe(true)
    expect(document.querySelector('ul[aria-label="NFTs"]')?.textContent).toContain('Spam')
    await act(async () => toggle.click())
    expect(toggle.textContent).toMatch(/^Show spam \(\d+\)$/)
    expect(names().some((name) => name?.startsWith('Claim Your ETH Rewards'))).toBe(false)
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

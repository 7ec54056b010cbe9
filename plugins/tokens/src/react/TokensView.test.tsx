// @vitest-environment jsdom
import { connect } from '@foyer/core'
import { mainnet } from '@foyer/core/networks'
import { createMockAdapter } from '@foyer/core/testing'
import { createAppKit } from '@foyer/react'
import { screen, within } from '@testing-library/react'
import axe from 'axe-core'
import { act } from 'react'
import { describe, expect, inject, it } from 'vitest'
import { tokens } from '../exports/react.js'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const { serviceUrl, receiver } = inject('tokensDevnet')

describe('TokensView', () => {
  it('loads on first use and fills the Tokens tab: total, icon, quantity, price and value; axe finds nothing', async () => {
    const plugin = tokens()
    expect(plugin.views).toEqual([{ id: 'AccountTokens', title: 'Tokens' }])
    const appKit = createAppKit({
      projectId: 'foyer-dev',
      apiUrl: serviceUrl,
      networks: [mainnet],
      adapters: [createMockAdapter({ accounts: [receiver] })],
      plugins: [plugin],
    })
    await connect(appKit.kernel, { namespace: 'eip155', connectorId: 'mock' })
    await act(() => appKit.open())
    const list = await within(await screen.findByRole('dialog')).findByRole('list', { name: 'Tokens' })
    // Each figure is its own element: name, quantity, value and price never run together.
    const rows = [...list.querySelectorAll('li')].map((row) => ({
      name: row.querySelector('.foyer-list-item__label')?.textContent,
      quantity: row.querySelector('.foyer-list-item__description')?.textContent,
      value: row.querySelector('.foyer-token-row__value')?.textContent,
      price: row.querySelector('.foyer-token-row__price')?.textContent,
    }))
    expect(rows[0]).toMatchObject({ name: 'Ether', price: '$3,000.00 each' })
    expect(rows[0]?.quantity).toMatch(/^[\d,.]+ ETH$/)
    expect(rows[1]).toEqual({ name: 'USD Coin', quantity: '25 USDC', value: '$25.00', price: '$1.00 each' })
    expect(document.querySelector('.foyer-tokens__total')?.textContent).toMatch(/^Total \$\d/)
    const panel = document.querySelector('[role="tabpanel"]') as Element
    const results = await axe.run(panel, { rules: { 'color-contrast': { enabled: false } } })
    expect(results.violations.map((violation) => violation.id)).toEqual([])
    act(() => appKit.destroy())
  })
})

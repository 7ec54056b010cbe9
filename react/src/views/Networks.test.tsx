// @vitest-environment jsdom
import { connect, getNetwork, openModal, pushView } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import Networks from './Networks.js'
import { createViewTestKernel } from './testing/createViewTestKernel.test-utils.js'
import {
  accessibleName,
  click,
  getByRole,
  queryAllByRole,
  renderView,
  waitFor,
} from './testing/renderView.test-utils.js'

describe('Networks', () => {
  it('lists the networks by namespace with the current one marked, and switches the wallet', async () => {
    const { kernel, wallet } = createViewTestKernel({
      connectors: [{ id: 'io.metamask', type: 'ANNOUNCED', name: 'MetaMask', namespace: 'eip155' }],
    })
    await connect(kernel, { namespace: 'eip155', connectorId: 'io.metamask' })
    await openModal(kernel)
    pushView(kernel, 'Networks')
    const view = await renderView(kernel, Networks)
    const list = getByRole(view.container, 'list', 'EVM networks')
    expect(queryAllByRole(list, 'button').map(accessibleName)).toEqual(['Ethereum, Current', 'Arbitrum One'])
    expect(getByRole(list, 'button', /^Ethereum/).getAttribute('aria-current')).toBe('true')

    await click(getByRole(list, 'button', 'Arbitrum One'))
    await waitFor(() => expect(getNetwork(kernel).caipNetworkId).toBe('eip155:42161'))
    expect(wallet.calls).toContain('switch:eip155:42161')
    expect(kernel.store.getState().router.view).toBe('Account')
    await view.unmount()
  })
})

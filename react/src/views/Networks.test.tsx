// @vitest-environment jsdom
import { connect, getNetwork, openModal, pushView, switchNetwork } from '@foyer/core'
import { solana } from '@foyer/core/networks'
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestAdapter as createNamespaceAdapter, type TestWallet } from '../createAppKit.test-utils.js'
import Networks from './Networks.js'
import {
  createViewTestKernel,
  localArbitrum,
  localMainnet,
} from './testing/createViewTestKernel.test-utils.js'
import { accessibleName, getByRole, queryAllByRole, renderView } from './testing/renderView.test-utils.js'

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

    await view.user.click(getByRole(list, 'button', 'Arbitrum One'))
    await waitFor(() => expect(getNetwork(kernel).caipNetworkId).toBe('eip155:42161'))
    expect(wallet.calls).toContain('switch:eip155:42161')
    expect(kernel.store.getState().router.view).toBe('Account')
    await view.unmount()
  })

  it('lists EVM and Solana networks under their headings and switches the active namespace both ways', async () => {
    const solanaWallet: TestWallet = {
      address: '7EYnhQoR9YM3N7UoaKRoA44Uy8JeaZV3qyouov87awMs',
      chainId: solana.id,
      calls: [],
    }
    const { kernel, wallet } = createViewTestKernel({
      networks: [localMainnet, localArbitrum, solana],
      connectors: [{ id: 'io.metamask', type: 'ANNOUNCED', name: 'MetaMask', namespace: 'eip155' }],
      adapters: [
        createNamespaceAdapter(solanaWallet, {
          namespace: 'solana',
          connectors: [{ id: 'app.phantom', type: 'ANNOUNCED', name: 'Phantom', namespace: 'solana' }],
        }),
      ],
    })
    await connect(kernel, { namespace: 'eip155', connectorId: 'io.metamask' })
    await connect(kernel, { namespace: 'solana', connectorId: 'app.phantom' })
    // Start from the EVM namespace.
    await switchNetwork(kernel, localMainnet)
    await openModal(kernel)
    pushView(kernel, 'Networks')
    const view = await renderView(kernel, Networks)
    expect([...view.container.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual([
      'EVM networks',
      'Solana networks',
    ])
    const evmList = getByRole(view.container, 'list', 'EVM networks')
    const solanaList = getByRole(view.container, 'list', 'Solana networks')
    expect(queryAllByRole(evmList, 'button').map(accessibleName)).toEqual([
      'Ethereum, Current',
      'Arbitrum One',
    ])
    expect(queryAllByRole(solanaList, 'button').map(accessibleName)).toEqual(['Solana, Current'])
    expect(kernel.store.getState().network.activeNamespace).toBe('eip155')

    await view.user.click(getByRole(solanaList, 'button', /^Solana/))
    await waitFor(() => expect(kernel.store.getState().network.activeNamespace).toBe('solana'))
    expect(getNetwork(kernel).caipNetworkId).toBe(solana.caipNetworkId)
    expect(solanaWallet.calls).toContain(`switch:${solana.caipNetworkId}`)
    await view.unmount()

    pushView(kernel, 'Networks')
    const again = await renderView(kernel, Networks)
    await again.user.click(
      getByRole(getByRole(again.container, 'list', 'EVM networks'), 'button', 'Arbitrum One'),
    )
    await waitFor(() => expect(kernel.store.getState().network.activeNamespace).toBe('eip155'))
    expect(getNetwork(kernel).caipNetworkId).toBe('eip155:42161')
    expect(wallet.calls).toContain('switch:eip155:42161')
    // The Solana account stays connected on its network.
    expect(getNetwork(kernel, { namespace: 'solana' }).caipNetworkId).toBe(solana.caipNetworkId)
    await again.unmount()
  })
})

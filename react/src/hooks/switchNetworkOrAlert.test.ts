import { createKernel } from '@foyer/core'
import { mainnet, sepolia } from '@foyer/core/networks'
import { describe, expect, it } from 'vitest'
import { switchNetworkOrAlert } from './switchNetworkOrAlert.js'

describe('switchNetworkOrAlert (AppKit switchNetwork)', () => {
  it("a network the app does not list shows 'Network Not Found' and returns, as AppKit does", async () => {
    const kernel = createKernel({ projectId: 'p', networks: [mainnet] })
    await expect(switchNetworkOrAlert(kernel, sepolia)).resolves.toBeUndefined()
    expect(kernel.store.getState().snackbar).toMatchObject({
      open: true,
      message: 'Network Not Found',
      variant: 'error',
    })
    expect(kernel.store.getState().network.active.eip155?.caipNetworkId).toBe('eip155:1')
  })
})

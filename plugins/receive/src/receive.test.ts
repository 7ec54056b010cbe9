import { createKernel, getWalletFeatures } from '@foyer/core'
import { mainnet } from '@foyer/core/networks'
import { describe, expect, it } from 'vitest'
import { receive } from './exports/index.js'
import { receive as receiveWithView } from './exports/react.js'

describe('receive (headless)', () => {
  it('declares the Receive view and the receive feature, without React', () => {
    expect(receive()).toEqual({
      name: 'receive',
      feature: 'receive',
      views: [{ id: 'Receive', title: 'Receive' }],
    })
    const kernel = createKernel({ projectId: 'foyer-dev', networks: [mainnet], plugins: [receive()] })
    expect(kernel.views.Receive).toEqual({ id: 'Receive', title: 'Receive', plugin: 'receive' })
    expect(getWalletFeatures(kernel)).toEqual(['receive'])
  })

  it('is left out when features.receive is off', () => {
    const kernel = createKernel({
      projectId: 'foyer-dev',
      networks: [mainnet],
      features: { receive: false },
      plugins: [receive()],
    })
    expect(kernel.views.Receive).toBeUndefined()
    expect(getWalletFeatures(kernel)).toEqual([])
  })

  it('adds a lazy loader for the view in the React entry', async () => {
    const plugin = receiveWithView()
    expect(plugin.views).toEqual(receive().views)
    const module = await plugin.viewLoaders.Receive?.()
    expect(typeof module?.default).toBe('function')
  })
})

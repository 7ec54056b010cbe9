import { describe, expect, it } from 'vitest'
import { mainnet } from '../chains/index.js'
import { createKernel } from '../createKernel.js'
import { InvalidOptionsError } from '../errors/options.js'
import type { AnyFoyerPlugin } from '../plugins/FoyerPlugin.js'
import { getAccountEntries } from './getAccountEntries.js'
import { getConnectMethods } from './getConnectMethods.js'
import { updateFeatures } from './updateFeatures.js'

const feature = (name: string, title: string): AnyFoyerPlugin => ({
  name,
  feature: name,
  views: [{ id: title, title }],
})

describe('updateFeatures', () => {
  it('changes the given features at once, keeps the rest, and the views that read them follow', () => {
    const kernel = createKernel({
      projectId: 'p',
      networks: [mainnet],
      plugins: [feature('swaps', 'Swap'), feature('receive', 'Receive'), feature('send', 'Send')],
    })
    expect(getAccountEntries(kernel).map((entry) => entry.id)).toEqual(['swaps', 'receive', 'send'])
    updateFeatures(kernel, { swaps: false, walletFeaturesOrder: ['send', 'receive'] })
    expect(getAccountEntries(kernel).map((entry) => entry.id)).toEqual(['send', 'receive'])
    expect(kernel.store.getState().features).toMatchObject({ swaps: false, receive: true, email: true })
    updateFeatures(kernel, { connectMethodsOrder: ['wallet', 'email', 'social'] })
    expect(getConnectMethods(kernel)[0]).toBe('wallet')
    updateFeatures(kernel, { swaps: true, walletFeaturesOrder: ['receive', 'swaps', 'send'] })
    expect(getAccountEntries(kernel).map((entry) => entry.id)).toEqual(['receive', 'swaps', 'send'])
  })

  it('refuses a wrong value naming the feature, and changes nothing', () => {
    const kernel = createKernel({ projectId: 'p', networks: [mainnet] })
    const before = kernel.store.getState().features
    expect(() => updateFeatures(kernel, { swaps: 'on' as unknown as boolean })).toThrow(InvalidOptionsError)
    expect(() => updateFeatures(kernel, { swaps: 'on' as unknown as boolean })).toThrow(
      'Invalid option `features.swaps`.',
    )
    expect(() => updateFeatures(kernel, null as never)).toThrow(InvalidOptionsError)
    expect(kernel.store.getState().features).toBe(before)
  })
})

import { describe, expect, it } from 'vitest'
import { mainnet } from '../chains/index.js'
import { createKernel } from '../createKernel.js'
import type { AnyFoyerPlugin } from '../plugins/FoyerPlugin.js'
import { getAccountEntries } from './getAccountEntries.js'

const feature = (name: string, title: string): AnyFoyerPlugin => ({
  name,
  feature: name,
  views: [{ id: title, title }],
})
const staking: AnyFoyerPlugin = {
  name: 'staking',
  views: [{ id: 'Stake', title: 'Stake' }],
  accountEntry: { id: 'stake', title: 'Stake', view: 'Stake' },
}

describe('getAccountEntries', () => {
  it("keeps the host's feature flags and order for the built-in features, plugin entries after them", () => {
    const kernel = createKernel({
      projectId: 'p',
      networks: [mainnet],
      features: { swaps: false, walletFeaturesOrder: ['send', 'receive', 'onramp', 'swaps'] },
      plugins: [
        staking,
        feature('onramp', 'OnRamp'),
        feature('swaps', 'Swap'),
        feature('receive', 'Receive'),
        feature('send', 'Send'),
      ],
    })
    expect(getAccountEntries(kernel).map((entry) => entry.id)).toEqual(['send', 'receive', 'onramp', 'stake'])
  })

  it('lists no built-in feature without a plugin providing its view', () => {
    const kernel = createKernel({ projectId: 'p', networks: [mainnet], plugins: [staking] })
    expect(getAccountEntries(kernel)).toEqual([
      { id: 'stake', title: 'Stake', view: 'Stake', plugin: 'staking', order: 1000 },
    ])
  })

  it('keeps the title an entry takes once the account has a name, and refuses one that is not a string', () => {
    const naming: AnyFoyerPlugin = {
      name: 'naming',
      views: [{ id: 'Name', title: 'Choose name' }],
      accountEntry: { id: 'name', title: 'Choose name', titleWhenNamed: 'Change name', view: 'Name' },
    }
    const kernel = createKernel({ projectId: 'p', networks: [mainnet], plugins: [naming] })
    expect(getAccountEntries(kernel)).toEqual([
      expect.objectContaining({ id: 'name', title: 'Choose name', titleWhenNamed: 'Change name' }),
    ])
    const wrong = { ...naming, accountEntry: { id: 'name', title: 'Choose name', titleWhenNamed: 1 } }
    expect(() => createKernel({ projectId: 'p', networks: [mainnet], plugins: [wrong as never] })).toThrow(
      'titleWhenNamed',
    )
  })

  it("keeps an entry's namespaces and connectors (only those accounts see it), and refuses connectors that are not ids", () => {
    const settings: AnyFoyerPlugin = {
      name: 'embedded',
      views: [{ id: 'Settings', title: 'Settings' }],
      accountEntry: {
        id: 'settings',
        title: 'Settings',
        view: 'Settings',
        namespaces: ['eip155'],
        connectors: ['ID_AUTH'],
      },
    }
    const kernel = createKernel({ projectId: 'p', networks: [mainnet], plugins: [settings] })
    expect(getAccountEntries(kernel)).toEqual([
      expect.objectContaining({ id: 'settings', namespaces: ['eip155'], connectors: ['ID_AUTH'] }),
    ])
    const wrong = { ...settings, accountEntry: { id: 'x', title: 'X', view: 'Settings', connectors: [1] } }
    expect(() => createKernel({ projectId: 'p', networks: [mainnet], plugins: [wrong as never] })).toThrow(
      'connectors (connector ids)',
    )
  })

  it("gives a plugin's entries its namespaces (an entry's own win), and refuses unknown namespaces", () => {
    const send: AnyFoyerPlugin = { ...feature('send', 'Send'), namespaces: ['eip155', 'solana'] }
    const stake: AnyFoyerPlugin = { ...staking, namespaces: ['eip155'] }
    const dot: AnyFoyerPlugin = {
      ...staking,
      name: 'dot',
      views: [{ id: 'Dot', title: 'Dot' }],
      namespaces: ['eip155'],
      accountEntry: { id: 'dot', title: 'Dot', view: 'Dot', namespaces: ['polkadot'] },
    }
    const kernel = createKernel({ projectId: 'p', networks: [mainnet], plugins: [send, stake, dot] })
    expect(getAccountEntries(kernel).map((entry) => [entry.id, entry.namespaces])).toEqual([
      ['send', ['eip155', 'solana']],
      ['stake', ['eip155']],
      ['dot', ['polkadot']],
    ])
    expect(() =>
      createKernel({
        projectId: 'p',
        networks: [mainnet],
        plugins: [{ ...send, namespaces: ['cosmos'] } as never],
      }),
    ).toThrow('namespaces must list known chain namespaces')
  })

  it('refuses an entry whose view no plugin registers', () => {
    expect(() =>
      createKernel({
        projectId: 'p',
        networks: [mainnet],
        plugins: [{ name: 'lost', accountEntry: { id: 'lost', title: 'Lost' } }],
      }),
    ).toThrow('accountEntry opens view "lost", which no plugin registers.')
  })
})

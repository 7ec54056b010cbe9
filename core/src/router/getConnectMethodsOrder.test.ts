import { describe, expect, it } from 'vitest'
import { createTestAdapter, evmAddress } from '../../test/createTestAdapter.js'
import { getConnectMethods } from '../actions/getConnectMethods.js'
import { getWalletFeatures } from '../actions/getWalletFeatures.js'
import { mainnet } from '../chains/index.js'
import { createKernel } from '../createKernel.js'
import { getConnectMethodsOrder } from './getConnectMethodsOrder.js'
import { getWalletFeaturesOrder } from './getWalletFeaturesOrder.js'

const on = { emailEnabled: true, socialsEnabled: true }

describe('connect methods order (SPEC.md §2)', () => {
  it('defaults to email, social, wallet', () => {
    expect(getConnectMethodsOrder({ hasUsableWallet: false, ...on })).toEqual(['email', 'social', 'wallet'])
  })
  it('puts wallet first when an injected or announced wallet is usable', () => {
    expect(getConnectMethodsOrder({ hasUsableWallet: true, ...on })).toEqual(['wallet', 'email', 'social'])
  })
  it("the host's order wins over both", () => {
    expect(
      getConnectMethodsOrder({ hostOrder: ['social', 'wallet', 'email'], hasUsableWallet: true, ...on }),
    ).toEqual(['social', 'wallet', 'email'])
  })
  it('drops email and social when they are off', () => {
    expect(
      getConnectMethodsOrder({ hasUsableWallet: false, emailEnabled: false, socialsEnabled: false }),
    ).toEqual(['wallet'])
  })
  it('reads the kernel: socials only when the list is non-empty, wallet first with an announced connector', () => {
    const kernel = createKernel({
      projectId: 'p',
      networks: [mainnet],
      adapters: [
        createTestAdapter('eip155', { address: evmAddress, chainId: 1, calls: [] }, [
          {
            id: 'io.metamask',
            type: 'ANNOUNCED',
            name: 'MetaMask',
            namespace: 'eip155',
            rdns: 'io.metamask',
          },
        ]),
      ],
    })
    expect(getConnectMethods(kernel)).toEqual(['wallet', 'email'])
    const withSocials = createKernel({
      projectId: 'p',
      networks: [mainnet],
      features: { socials: ['google'] },
    })
    expect(getConnectMethods(withSocials)).toEqual(['email', 'social', 'wallet'])
  })
})

describe('wallet features order', () => {
  it('defaults to onramp, swaps, receive, send and keeps only enabled ones', () => {
    expect(getWalletFeaturesOrder({ onramp: true, swaps: true, receive: true, send: true })).toEqual([
      'onramp',
      'swaps',
      'receive',
      'send',
    ])
    expect(getWalletFeaturesOrder({ send: true, receive: true })).toEqual(['receive', 'send'])
    expect(getWalletFeaturesOrder({ send: true, receive: true }, ['send', 'receive'])).toEqual([
      'send',
      'receive',
    ])
  })
  it('shows a feature only when its plugin is installed and its flag is on', () => {
    const kernel = createKernel({
      projectId: 'p',
      networks: [mainnet],
      features: { send: false },
      plugins: [
        { name: 'receive', feature: 'receive' },
        { name: 'send', feature: 'send' },
        { name: 'swap', feature: 'swaps' },
      ],
    })
    expect(getWalletFeatures(kernel)).toEqual(['swaps', 'receive'])
  })
})

import { describe, expect, it } from 'vitest'
import { createTestAdapter, evmAddress } from '../test/createTestAdapter.js'
import { mainnet, sepolia, solana } from './chains/index.js'
import { createKernel } from './createKernel.js'
import { InvalidOptionsError, ProjectIdRequiredError, SiwxConflictError } from './errors/options.js'

describe('createKernel options', () => {
  it('fills the defaults of SPEC.md §1', () => {
    const kernel = createKernel({ projectId: 'p', networks: [mainnet] })
    expect(kernel.options.themeMode).toBe('dark')
    expect(kernel.options.enableReconnect).toBe(true)
    expect(kernel.options.allowUnsupportedChain).toBe(false)
    expect(kernel.options.features).toMatchObject({
      swaps: true,
      onramp: true,
      receive: true,
      send: true,
      email: true,
      emailShowWallets: true,
      history: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      socials: [],
    })
    expect(kernel.store.getState().theme).toEqual({ themeMode: 'dark', themeVariables: {} })
  })

  it('keeps the features a host sets and defaults the rest', () => {
    const kernel = createKernel({
      projectId: 'p',
      networks: [mainnet],
      features: { swaps: false, socials: ['google'] },
    })
    expect(kernel.options.features.swaps).toBe(false)
    expect(kernel.options.features.onramp).toBe(true)
    expect(kernel.options.features.socials).toEqual(['google'])
  })

  it('requires a project id', () => {
    expect(() => createKernel({ projectId: '', networks: [mainnet] })).toThrow(ProjectIdRequiredError)
    expect(() => createKernel({ networks: [mainnet] } as never)).toThrow('Project ID Not Configured')
  })

  it('rejects siweConfig together with siwx', () => {
    expect(() => createKernel({ projectId: 'p', networks: [mainnet], siwx: {}, siweConfig: {} })).toThrow(
      SiwxConflictError,
    )
  })

  it('names the bad field', () => {
    const bad = { ...mainnet, nativeCurrency: { ...mainnet.nativeCurrency, decimals: -1 } }
    const error = (() => {
      try {
        createKernel({ projectId: 'p', networks: [bad] })
      } catch (error) {
        return error as InvalidOptionsError
      }
    })()
    expect(error).toBeInstanceOf(InvalidOptionsError)
    expect(error?.shortMessage).toBe('Invalid option `networks.0.nativeCurrency.decimals`.')
    expect(() => createKernel({ projectId: 'p', networks: [mainnet], themeMode: 'blue' as never })).toThrow(
      /themeMode/,
    )
    expect(() => createKernel({ projectId: 'p', networks: [] })).toThrow(/at least one network/)
  })

  it('rejects a default network that is not configured', () => {
    expect(() => createKernel({ projectId: 'p', networks: [mainnet], defaultNetwork: sepolia })).toThrow(
      /defaultNetwork/,
    )
  })

  it("merges plugins' options in plugin order before validating", () => {
    const order: string[] = []
    const record = <T>(name: string, value: T) => {
      order.push(name)
      return value
    }
    const kernel = createKernel({
      projectId: 'p',
      networks: [mainnet],
      plugins: [
        { name: 'post', enforce: 'post', options: () => record('post', { themeMode: 'light' }) },
        {
          name: 'normal',
          options: () => record('normal', { themeMode: 'dark', features: { swaps: false } }),
        },
        { name: 'pre', enforce: 'pre', options: () => record('pre', undefined) },
      ],
    })
    expect(order).toEqual(['pre', 'normal', 'post'])
    expect(kernel.options.themeMode).toBe('light')
    expect(kernel.options.features.swaps).toBe(false)
    expect(kernel.plugins.map((plugin) => plugin.name)).toEqual(['pre', 'normal', 'post'])
  })

  it('starts on the default network of its namespace and the first of the others', () => {
    const wallet = { address: evmAddress, chainId: 1, calls: [] }
    const kernel = createKernel({
      projectId: 'p',
      networks: [mainnet, sepolia, solana],
      defaultNetwork: sepolia,
      adapters: [createTestAdapter('eip155', wallet)],
    })
    const { network } = kernel.store.getState()
    expect(network.activeNamespace).toBe('eip155')
    expect(network.active.eip155?.id).toBe(sepolia.id)
    expect(network.active.solana?.caipNetworkId).toBe(solana.caipNetworkId)
  })

  it('sends no request when created', () => {
    const original = globalThis.fetch
    let calls = 0
    globalThis.fetch = (async () => {
      calls++
      throw new Error('no network in this test')
    }) as typeof fetch
    try {
      createKernel({ projectId: 'p', networks: [mainnet], apiUrl: 'http://127.0.0.1:9/' })
    } finally {
      globalThis.fetch = original
    }
    expect(calls).toBe(0)
  })
})

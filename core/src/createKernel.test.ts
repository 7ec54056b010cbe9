import { describe, expect, it } from 'vitest'
import { createTestAdapter, evmAddress } from '../test/createTestAdapter.js'
import { connect } from './actions/connect.js'
import { disconnect } from './actions/disconnect.js'
import { mainnet, sepolia, solana } from './chains/index.js'
import { createKernel } from './createKernel.js'
import { InvalidOptionsError, ProjectIdRequiredError, SiwxConflictError } from './errors/options.js'
import type { KernelParameters } from './kernel/Kernel.js'

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

  it('refuses siwx or siweConfig without the SIWX plugin, naming the option', () => {
    expect(() => createKernel({ projectId: 'p', networks: [mainnet], siweConfig: {} })).toThrow(
      'options.siweConfig needs the SIWX plugin.',
    )
    expect(() => createKernel({ projectId: 'p', networks: [mainnet], siwx: {} })).toThrow(
      'options.siwx needs the SIWX plugin.',
    )
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

  it('rejects an unknown option and names it', () => {
    const error = (() => {
      try {
        createKernel({ projectId: 'p', networks: [mainnet], themMode: 'light' } as never)
      } catch (error) {
        return error as InvalidOptionsError
      }
    })()
    expect(error).toBeInstanceOf(InvalidOptionsError)
    expect(error?.shortMessage).toBe('Invalid option `themMode`.')
    expect(error?.details).toContain("Unknown key: 'themMode'")
    expect(() =>
      createKernel({ projectId: 'p', networks: [mainnet], defaultAccountTypes: { evm: 'eoa' } } as never),
    ).toThrow('Invalid option `defaultAccountTypes.evm`.')
  })

  it("accepts every option an AppKit app passes to createAppKit, and validates each one's type", () => {
    const appKitOptions: KernelParameters = {
      projectId: 'p',
      networks: [mainnet, solana],
      defaultNetwork: mainnet,
      metadata: { name: 'App', description: 'An app', url: 'https://app.example', icons: [] },
      features: { swaps: false, email: false, socials: ['google'], connectMethodsOrder: ['wallet'] },
      themeMode: 'light',
      themeVariables: { '--w3m-accent': '#000' },
      allowUnsupportedChain: false,
      featuredWalletIds: ['a'],
      includeWalletIds: ['a', 'b'],
      excludeWalletIds: ['c'],
      customWallets: [{ id: 'w', name: 'My Wallet', homepage: 'https://w.example' }],
      connectMethodsOrder: ['wallet', 'email', 'social'],
      siwx: { createMessage: async () => ({}), getRequired: () => false },
      // A plugin named siwx (what @foyer/plugin-siwx's is named): the kernel then keeps the option for it.
      plugins: [{ name: 'siwx' }],
      disableAppend: false,
      enableEmbedded: false,
      enableReconnect: true,
      enableWalletConnect: true,
      enableInjected: true,
      enableEIP6963: true,
      enableCoinbase: false,
      enableWallets: true,
      enableWalletGuide: false,
      enableNetworkSwitch: true,
      enableAuthLogger: false,
      enableMobileFullScreen: false,
      allWallets: 'HIDE',
      showWallets: true,
      defaultAccountTypes: { eip155: 'eoa' },
      chainImages: { 1: 'https://img.example/1.png' },
      connectorImages: { 'io.metamask': 'https://img.example/mm.png' },
      tokens: {
        'eip155:1': {
          address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
          image: 'https://img.example/dai.png',
        },
      },
      customRpcUrls: { 'eip155:1': [{ url: 'https://rpc.example/1' }] },
      // Values Foyer cannot honour are refused (refuseUnsupportedOptions.test.ts); the defaults are accepted.
      manualWCControl: false,
      coinbasePreference: 'all',
      remoteFeatures: { swaps: false, reownBranding: false },
      pendingTransactionsFilter: { enable: false, pollingInterval: 15_000 },
      termsConditionsUrl: 'https://app.example/terms',
      privacyPolicyUrl: 'https://app.example/privacy',
      debug: true,
    }
    const kernel = createKernel(appKitOptions)
    // customRpcUrls replace the network's own RPC, for every reader of the kernel's networks.
    expect(kernel.options.networks[0]?.rpcUrls.default.http).toEqual(['https://rpc.example/1'])
    expect(kernel.store.getState().network.active.eip155?.rpcUrls.default.http).toEqual([
      'https://rpc.example/1',
    ])
    expect(kernel.options).toMatchObject({
      enableCoinbase: false,
      enableWalletGuide: false,
      chainImages: { 1: 'https://img.example/1.png' },
      customRpcUrls: { 'eip155:1': [{ url: 'https://rpc.example/1' }] },
      defaultAccountTypes: { eip155: 'eoa' },
    })
    for (const [name, value] of [
      ['enableWalletGuide', 'yes'],
      ['chainImages', { 1: 42 }],
      ['customRpcUrls', { 'eip155:1': [{ url: 'not a url' }] }],
      ['tokens', { nope: { address: '0x1' } }],
      ['defaultAccountTypes', { solana: 'smartAccount' }],
      ['coinbasePreference', 'sometimes'],
      ['siwx', { addSession: 'not a function' }],
    ] as const) {
      expect(() => createKernel({ ...appKitOptions, [name]: value } as never), name).toThrow(
        new RegExp(`Invalid option \`${name}`),
      )
    }
  })

  it("keeps the options a plugin's options() contributes", () => {
    const kernel = createKernel({
      projectId: 'p',
      networks: [mainnet],
      plugins: [
        { name: 'gas-tips', options: () => ({ gasTips: { maxTips: 3 }, themeMode: 'light' }) },
        {
          name: 'reader',
          enforce: 'post',
          options: (options) => ({ gasTips: { seenBy: Object.keys(options).includes('gasTips') } }),
        },
      ],
    })
    expect((kernel.options as Record<string, unknown>).gasTips).toEqual({ maxTips: 3, seenBy: true })
    expect(kernel.options.themeMode).toBe('light')
    // A plugin cannot smuggle a bad value past the kernel's own options.
    expect(() =>
      createKernel({
        projectId: 'p',
        networks: [mainnet],
        plugins: [{ name: 'bad', options: () => ({ themeMode: 'blue' }) }],
      }),
    ).toThrow('Invalid option `themeMode`.')
  })

  it('shows options() plain data only: no adapter, plugin, storage backend, class instance or function', () => {
    const wallet = { address: evmAddress, chainId: 1, calls: [] }
    const adapter = createTestAdapter('eip155', wallet)
    const storage = { getItem: () => null, setItem: () => {}, removeItem: () => {} }
    let seen: Readonly<Record<string, unknown>> | undefined
    // universalProvider is refused (refuseUnsupportedOptions), after options() saw what it may see.
    expect(() =>
      createKernel({
        projectId: 'p',
        networks: [mainnet],
        adapters: [adapter],
        storage,
        universalProvider: new (class Provider {})(),
        siwx: {
          createMessage: async () => ({ toString: () => '' }) as never,
          addSession: async () => {},
          revokeSession: async () => {},
          setSessions: async () => {},
          getSessions: async () => [],
        } as never,
        metadata: { name: 'App', description: 'd', url: 'https://app.example', icons: [] },
        plugins: [
          { name: 'siwx' },
          {
            name: 'reader',
            options: (options) => {
              seen = options
              return undefined
            },
          },
        ],
      }),
    ).toThrow('Invalid option `universalProvider`.')
    expect(seen).toBeDefined()
    expect(Object.keys(seen ?? {})).not.toContain('adapters')
    expect(Object.keys(seen ?? {})).not.toContain('plugins')
    expect(Object.keys(seen ?? {})).not.toContain('storage')
    expect(Object.keys(seen ?? {})).not.toContain('universalProvider')
    expect(seen?.siwx).toEqual({})
    expect(seen?.metadata).toEqual({ name: 'App', description: 'd', url: 'https://app.example', icons: [] })
    expect((seen?.networks as { id: number }[] | undefined)?.[0]?.id).toBe(1)
    const values: unknown[] = []
    const walk = (value: unknown) => {
      values.push(value)
      if (typeof value === 'object' && value !== null) for (const entry of Object.values(value)) walk(entry)
    }
    walk(seen)
    expect(values.filter((value) => typeof value === 'function')).toEqual([])
    expect(values).not.toContain(adapter)
    expect(values).not.toContain(storage)
    expect(Object.isFrozen(seen)).toBe(true)
  })

  it('defaultAccountTypes overrides the per-namespace defaults, and survives a disconnect', async () => {
    const wallet = { address: evmAddress, chainId: 1, calls: [] }
    const kernel = createKernel({
      projectId: 'p',
      networks: [mainnet, solana],
      adapters: [createTestAdapter('eip155', wallet)],
      defaultAccountTypes: { eip155: 'eoa' },
    })
    expect(kernel.store.getState().accounts.eip155?.preferredAccountType).toBe('eoa')
    expect(kernel.store.getState().accounts.solana?.preferredAccountType).toBe('eoa')
    await connect(kernel, { namespace: 'eip155', connectorId: 'injected' })
    await disconnect(kernel, { namespace: 'eip155' })
    expect(kernel.store.getState().accounts.eip155?.preferredAccountType).toBe('eoa')
    const plain = createKernel({ projectId: 'p', networks: [mainnet] })
    expect(plain.store.getState().accounts.eip155?.preferredAccountType).toBe('smartAccount')
  })

  it('rejects a default network that is not configured', () => {
    expect(() => createKernel({ projectId: 'p', networks: [mainnet], defaultNetwork: sepolia })).toThrow(
      /defaultNetwork/,
    )
  })

  it("runs plugins' options() in plugin order before validating; the first value set stays", () => {
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
    expect(kernel.options.themeMode).toBe('dark')
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

// Each test takes a route a hostile plugin (written against the public API) had to the kernel, and checks it is closed.

import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import {
  createMemoryStorageLike,
  createTestAdapter,
  evmAddress,
  type TestWallet,
} from '../../test/createTestAdapter.js'
import { closeModal } from '../actions/closeModal.js'
import { connect } from '../actions/connect.js'
import { getAccountEntries } from '../actions/getAccountEntries.js'
import { request } from '../actions/request.js'
import { mainnet, sepolia } from '../chains/index.js'
import { createKernel, type Kernel } from '../createKernel.js'
import {
  DuplicateAccountEntryError,
  DuplicatePluginError,
  DuplicateViewError,
  PluginEventError,
} from '../errors/plugin.js'
import type { Connector } from '../types/Connector.js'
import { type AnyFoyerPlugin, definePlugin, type PluginContext } from './FoyerPlugin.js'

const connectors: Connector[] = [{ id: 'embedded', type: 'AUTH', name: 'Email', namespace: 'eip155' }]

function setup(plugins: AnyFoyerPlugin[], options: { apiUrl?: string; features?: object } = {}) {
  const wallet: TestWallet = { address: evmAddress, chainId: 1, calls: [] }
  const storage = createMemoryStorageLike()
  const kernel = createKernel({
    projectId: 'p',
    networks: [mainnet, sepolia],
    adapters: [createTestAdapter('eip155', wallet, connectors)],
    plugins,
    storage,
    ...options,
  })
  return { kernel, wallet, storage }
}

/** A plugin that keeps its context for the test to try things with. */
function spy(name = 'spy') {
  const holder: { context?: PluginContext<{ count: number }> } = {}
  const plugin = definePlugin<{ count: number }>({
    name,
    state: () => ({ count: 0 }),
    setup(context) {
      holder.context = context
      return undefined
    },
  })
  return {
    plugin: plugin as AnyFoyerPlugin,
    get context() {
      if (!holder.context) throw new Error('not set up')
      return holder.context
    },
  }
}

/** What a hostile plugin would try to reach through its context. */
const loose = (context: object) => context as Record<string, unknown>

describe('a plugin gets capabilities, not the kernel', () => {
  it('has no kernel, store, adapters or internals in its context, and the context is frozen', () => {
    const { context } = (() => {
      const s = spy()
      setup([s.plugin])
      return s
    })()
    for (const key of ['kernel', 'store', 'adapters', 'plugins', '_internal', 'approveRpcRequest']) {
      expect(loose(context)[key], key).toBeUndefined()
    }
    expect(Object.isFrozen(context)).toBe(true)
    expect(Object.keys(context.hooks).sort()).not.toContain('setup')
    expect(loose(context.options).adapters).toBeUndefined()
    expect(loose(context.options).plugins).toBeUndefined()
  })

  it('cannot approve a pending request of the embedded wallet', async () => {
    const s = spy()
    const { kernel, wallet } = setup([s.plugin])
    await connect(kernel, { namespace: 'eip155', connectorId: 'embedded' })
    s.context.events.on('modalOpen', () => {
      const reached = loose(s.context).kernel as Kernel | undefined
      const internals = reached && loose(reached)._internal
      for (const approval of (
        loose(internals ?? {}).approvals as Map<string, { resolve(): void }>
      )?.values() ?? [])
        approval.resolve()
    })
    const pending = request(kernel, { method: 'personal_sign', params: ['0x68', evmAddress] })
    await vi.waitFor(() => expect(kernel.store.getState().rpc.pending).toHaveLength(1))
    // Closing the modal (the user's gesture) declines it: had the plugin approved it, it would have gone to the wallet.
    closeModal(kernel)
    await expect(pending).rejects.toThrow()
    expect(wallet.calls).not.toContain('request:personal_sign')
  })

  it('cannot rewrite the connectors (an AUTH connector stays AUTH), by the store or in place', () => {
    const s = spy()
    const { kernel } = setup([s.plugin])
    const [connector] = s.context.getConnectors()
    expect(() => {
      ;(connector as { type: string }).type = 'INJECTED'
    }).toThrow(TypeError)
    expect(loose(kernel.store).setState).toBeUndefined()
    expect(kernel.store.getState().connectors[0]?.type).toBe('AUTH')
  })

  it('cannot reach the raw hooks (`_internal`) of the kernel, nor through a hook handing it over', () => {
    const { kernel } = setup([])
    expect(loose(kernel)._internal).toBeUndefined()
    expect(Object.keys(kernel)).not.toContain('_internal')
    let received: unknown[] = ['not called']
    kernel.hooks.setup.tap('late', (...args: unknown[]) => {
      received = args
    })
    expect(received).toEqual(['not called'])
  })

  it("cannot call an adapter's request directly: requests go through the guard", async () => {
    const s = spy()
    const { kernel, wallet } = setup([s.plugin])
    await connect(kernel, { namespace: 'eip155', connectorId: 'embedded' })
    expect(JSON.stringify(Object.keys(s.context))).not.toContain('adapter')
    await expect(s.context.request({ method: 'eth_sign', params: [] })).rejects.toThrow(
      'Requested RPC call is not allowed',
    )
    expect(wallet.calls).not.toContain('request:eth_sign')
  })

  it("writes only its own slice: not another plugin's, not the account", async () => {
    const a = spy('a')
    const b = spy('b')
    const { kernel } = setup([a.plugin, b.plugin])
    await connect(kernel, { namespace: 'eip155', connectorId: 'embedded' })
    a.context.setState({ count: 1, ...({ accounts: {}, b: { count: 99 } } as object) })
    expect(kernel.store.getState().plugins.b).toEqual({ count: 0 })
    expect(kernel.store.getState().accounts.eip155?.address).toBe(evmAddress)
    expect(a.context.getState()).toMatchObject({ count: 1 })
    // Reads are frozen: the account cannot be edited in place either.
    expect(() => {
      ;(a.context.getAccount() as { address?: string }).address = '0xbad'
    }).toThrow(TypeError)
    expect(() => {
      ;(kernel.store.getState().accounts.eip155 as { address?: string }).address = '0xbad'
    }).toThrow(TypeError)
  })

  it("cannot emit the kernel's events (a fake disconnect), only its own declared ones", () => {
    const received: unknown[] = []
    const ownEvents = { refreshed: z.object({ count: z.number() }) }
    let context: PluginContext<unknown, typeof ownEvents> | undefined
    const { kernel } = setup([
      definePlugin({
        name: 'emitter',
        events: ownEvents,
        setup(given) {
          context = given
          return undefined
        },
      }) as AnyFoyerPlugin,
    ])
    kernel.events.on('disconnect', (event) => received.push(event))
    expect(() => context?.events.emit('disconnect' as never, { namespace: 'eip155' } as never)).toThrow(
      PluginEventError,
    )
    expect(() => context?.events.emit('refreshed', { count: 'x' } as never)).toThrow(/fails its schema/)
    expect(received).toEqual([])
    const own: unknown[] = []
    context?.events.onPlugin('emitter', 'refreshed', (payload) => own.push(payload))
    context?.events.emit('refreshed', { count: 2 })
    expect(own).toEqual([{ count: 2 }])
  })

  it("cannot clear every listener or remove another party's handler", () => {
    const s = spy()
    const { kernel } = setup([s.plugin])
    const hostSeen: string[] = []
    const handler = () => hostSeen.push('host')
    kernel.events.on('modalClose', handler)
    expect(loose(s.context.events).all).toBeUndefined()
    s.context.events.off('modalClose', handler)
    kernel.events.emit('modalClose', { view: 'Connect' })
    expect(hostSeen).toEqual(['host'])
  })

  it("wipes only its own storage keys, never the kernel's or another plugin's", () => {
    const stored = { note: z.string() }
    const contexts: PluginContext<unknown, Record<never, never>, typeof stored>[] = []
    const make = (name: string) =>
      definePlugin({
        name,
        storage: stored,
        setup(context) {
          contexts.push(context)
          return undefined
        },
      }) as AnyFoyerPlugin
    const { kernel, storage } = setup([make('first'), make('second')])
    kernel.storage.set('emailLoginUsed', true)
    const [first, second] = contexts
    first?.storage.set('note', 'mine')
    second?.storage.set('note', 'theirs')
    expect(first?.storage.get('note')).toBe('mine')
    first?.storage.clear()
    expect(first?.storage.get('note')).toBeUndefined()
    expect(second?.storage.get('note')).toBe('theirs')
    expect(kernel.storage.get('emailLoginUsed')).toBe(true)
    expect([...storage.map.keys()].sort()).toEqual(['@foyer/emailLoginUsed', '@foyer/plugin:second:note'])
    // An undeclared key, or a value failing the schema, is refused.
    expect(first?.storage.set('themeMode' as never, 'dark' as never)).toBe(false)
    expect(first?.storage.set('note', 42 as never)).toBe(false)
  })

  it('drops a corrupt stored value with a clear error', () => {
    const errors: string[] = []
    let context: PluginContext<unknown, Record<never, never>, { seen: z.ZodMiniNumber }> | undefined
    const storage = createMemoryStorageLike()
    storage.setItem('@foyer/plugin:keeper:seen', '{"not":"a number"}')
    const kernel = createKernel({
      projectId: 'p',
      networks: [mainnet],
      storage,
      plugins: [
        definePlugin({
          name: 'keeper',
          storage: { seen: z.number() },
          setup(given) {
            context = given
            return undefined
          },
        }),
      ],
    })
    kernel.events.on('error', ({ error }) => errors.push(error.shortMessage))
    expect(context?.storage.get('seen')).toBeUndefined()
    expect(errors).toEqual([expect.stringMatching(/Invalid value for "@foyer\/plugin:keeper:seen".*removed/)])
    expect(storage.map.has('@foyer/plugin:keeper:seen')).toBe(false)
  })

  it('cannot mutate the options, the adapter list or the plugin list after start', () => {
    const s = spy()
    const { kernel } = setup([s.plugin])
    expect(() => {
      ;(s.context.options as { themeMode: string }).themeMode = 'light'
    }).toThrow(TypeError)
    expect(() => {
      ;(kernel.options.features as { swaps: boolean }).swaps = false
    }).toThrow(TypeError)
    expect(() => (kernel.adapters as unknown[]).push({})).toThrow(TypeError)
    expect(() => (kernel.plugins as unknown[]).splice(0)).toThrow(TypeError)
    expect(() => (kernel.options.networks as unknown[]).push(sepolia)).toThrow(TypeError)
    expect(kernel.options.themeMode).toBe('dark')
  })

  it('cannot change what the host set from options(), such as apiUrl; it fills only what is unset', () => {
    const { kernel } = setup(
      [
        {
          name: 'redirector',
          options: () => ({
            apiUrl: 'https://attacker.example',
            themeMode: 'light',
            features: { swaps: false },
            redirector: { enabled: true },
          }),
        } as AnyFoyerPlugin,
      ],
      { apiUrl: 'https://api.host.example' },
    )
    expect(kernel.options.apiUrl).toBe('https://api.host.example')
    expect(kernel.options.themeMode).toBe('light')
    expect(kernel.options.features.swaps).toBe(false)
    expect((kernel.options as Record<string, unknown>).redirector).toEqual({ enabled: true })
  })

  it("cannot edit the host's option objects from options() either", () => {
    const features = { swaps: true }
    const create = () =>
      setup(
        [
          {
            name: 'editor',
            options: (options: Record<string, unknown>) => {
              ;(options.features as { swaps: boolean }).swaps = false
              return undefined
            },
          } as AnyFoyerPlugin,
        ],
        { features } as never,
      )
    expect(create).toThrow(/options\(\) threw: Cannot assign to read only property/)
    expect(create).toThrow('Invalid plugin "editor".')
    expect(features.swaps).toBe(true)
  })

  it("cannot drop or replace another plugin's declared view through the views hook", () => {
    const { kernel } = setup([
      { name: 'owner', views: [{ id: 'Owned', title: 'Owned' }] },
      {
        name: 'hijacker',
        setup({ hooks }) {
          hooks.views.tap('hijacker', (views) => ({
            ...views,
            Owned: { id: 'Owned', title: 'Mine now', plugin: 'hijacker' },
          }))
          return undefined
        },
      },
    ] as AnyFoyerPlugin[])
    expect(kernel.views.Owned).toEqual({ id: 'Owned', title: 'Owned', plugin: 'owner' })
  })

  it("refuses a view id that is the modal's own or another plugin's, naming both", () => {
    expect(() =>
      setup([
        { name: 'approver', views: [{ id: 'ApproveTransaction', title: 'Approve' }] },
      ] as AnyFoyerPlugin[]),
    ).toThrow(
      'View "ApproveTransaction" is the modal (a core view)\'s: plugin "approver" cannot register it.',
    )
    expect(() =>
      setup([
        { name: 'first', views: [{ id: 'Stake', title: 'Stake' }] },
        { name: 'second', views: [{ id: 'Stake', title: 'Stake too' }] },
      ] as AnyFoyerPlugin[]),
    ).toThrow(DuplicateViewError)
    expect(() =>
      setup([
        { name: 'first', views: [{ id: 'Stake', title: 'Stake' }] },
        { name: 'second', views: [{ id: 'Stake', title: 'Stake too' }] },
      ] as AnyFoyerPlugin[]),
    ).toThrow('View "Stake" is plugin "first"\'s: plugin "second" cannot register it.')
    // A UI loader under another party's view id is refused the same way.
    expect(() =>
      setup([
        { name: 'first', views: [{ id: 'Stake', title: 'Stake' }] },
        { name: 'second', viewLoaders: { Stake: async () => ({}) } },
      ] as AnyFoyerPlugin[]),
    ).toThrow('View "Stake" is plugin "first"\'s: plugin "second" cannot register it.')
    // A core view the modal has no page for is the feature plugin's to fill.
    expect(() =>
      setup([{ name: 'names', views: [{ id: 'RegisterAccountName', title: 'Name' }] }] as AnyFoyerPlugin[]),
    ).not.toThrow()
  })

  it("cannot register the modal's own view through the views hook", () => {
    const { kernel } = setup([
      {
        name: 'tapper',
        setup({ hooks }) {
          hooks.views.tap('tapper', (views) => ({
            ...views,
            ApproveTransaction: { id: 'ApproveTransaction', title: 'Approve', plugin: 'tapper' },
          }))
          return undefined
        },
      },
    ] as AnyFoyerPlugin[])
    expect(kernel.views.ApproveTransaction).toBeUndefined()
  })

  it('refuses two plugins with the same name, naming both', () => {
    expect(() => setup([spy('twin').plugin, spy('other').plugin, spy('twin').plugin])).toThrow(
      'Two plugins are named "twin": plugins[0] and plugins[2].',
    )
    expect(() => setup([spy('twin').plugin, spy('twin').plugin])).toThrow(DuplicatePluginError)
  })

  it('refuses two plugins claiming the same Account entry, naming both', () => {
    const sender = (name: string) =>
      ({ name, feature: 'send', views: [{ id: `${name}-view`, title: 'Send' }] }) as AnyFoyerPlugin
    expect(() => setup([sender('send-a'), sender('send-b')])).toThrow(
      'Plugins "send-a" and "send-b" both add the Account entry "send".',
    )
    const entry = (name: string) =>
      ({
        name,
        views: [{ id: `${name}-view`, title: 'Stake' }],
        accountEntry: { id: 'stake', title: 'Stake', view: `${name}-view` },
      }) as AnyFoyerPlugin
    expect(() => setup([entry('stake-a'), entry('stake-b')])).toThrow(DuplicateAccountEntryError)
    expect(() => setup([sender('send-a'), entry('send')])).not.toThrow()
  })

  it('lists plugin Account entries after the built-in features, by order', () => {
    const { kernel } = setup([
      {
        name: 'late',
        views: [{ id: 'Late', title: 'Late' }],
        accountEntry: { id: 'late', title: 'Late', view: 'Late' },
      },
      { name: 'receive', feature: 'receive', views: [{ id: 'Receive', title: 'Receive' }] },
      {
        name: 'early',
        views: [{ id: 'Early', title: 'Early' }],
        accountEntry: { id: 'early', title: 'Early', view: 'Early', order: 150 },
      },
      { name: 'onramp', feature: 'onramp', views: [{ id: 'OnRamp', title: 'Buy' }] },
    ] as AnyFoyerPlugin[])
    expect(getAccountEntries(kernel).map((entry) => [entry.id, entry.view, entry.plugin])).toEqual([
      ['onramp', 'OnRamp', 'onramp'],
      ['early', 'Early', 'early'],
      ['receive', 'Receive', 'receive'],
      ['late', 'Late', 'late'],
    ])
  })

  it("keeps an entry's namespaces, and refuses unknown ones", () => {
    const named = (namespaces: unknown) =>
      ({
        name: 'names',
        views: [{ id: 'RegisterAccountName', title: 'Choose name' }],
        accountEntry: { id: 'names', title: 'Choose name', view: 'RegisterAccountName', namespaces },
      }) as AnyFoyerPlugin
    const { kernel } = setup([named(['eip155'])])
    expect(getAccountEntries(kernel)[0]?.namespaces).toEqual(['eip155'])
    expect(() => setup([named(['cosmos'])])).toThrow(/namespaces/)
    expect(() => setup([named('eip155')])).toThrow(/namespaces/)
  })
})

// Written as a third party would: only `@foyer/core`'s public exports, no relative imports into the kernel.
import {
  type ChainAdapter,
  type Connector,
  connect,
  createKernel,
  defineAdapter,
  definePlugin,
  getConnectors,
  getNetwork,
  mainnet,
  openModal,
  request,
  sepolia,
  switchNetwork,
} from '@foyer/core'
import { describe, expect, it } from 'vitest'

/** A plugin that adds a "Tip jar" view and refuses every signing request while a "read only" flag is set. */
const tipJar = (options: { readOnly: boolean }) =>
  definePlugin<{ opened: number }>({
    name: 'tip-jar',
    views: [{ id: 'TipJar', title: 'Tip jar' }],
    state: () => ({ opened: 0 }),
    setup({ hooks, events, getState, setState }) {
      events.on('modalOpen', ({ view }) => {
        if (view === 'TipJar') setState({ opened: getState().opened + 1 })
      })
      hooks.shouldAllowRpcRequest.tap('tip-jar', (rpc) =>
        options.readOnly && rpc.method === 'personal_sign' ? { reason: 'tip-jar is read-only' } : undefined,
      )
      return undefined
    },
  })

/** A custom adapter: a made-up in-page EVM wallet announcing itself, answering connects and network switches. */
const pocketWallet = () => {
  const log: string[] = []
  let chainId = 1
  const connector: Connector = {
    id: 'pocket',
    type: 'ANNOUNCED',
    name: 'Pocket Wallet',
    namespace: 'eip155',
    rdns: 'dev.pocket',
  }
  const adapter: ChainAdapter = defineAdapter({
    name: 'pocket-adapter',
    namespace: 'eip155',
    setup({ setConnectors }) {
      setConnectors([connector, { ...connector, id: 'pocket-legacy', type: 'INJECTED' }])
      return undefined
    },
    async connect() {
      return { address: '0x00000000000000000000000000000000000000aa', chainId }
    },
    async disconnect() {},
    async switchNetwork({ network }) {
      log.push(`switch ${network.id}`)
      chainId = Number(network.id)
      return undefined
    },
    async request({ method }) {
      return method === 'eth_chainId' ? `0x${chainId.toString(16)}` : 'signature'
    },
  })
  return { adapter, log }
}

describe('a third-party plugin and adapter, against the public exports', () => {
  it('register a view, tap a hook, veto an RPC method and answer a network switch', async () => {
    const pocket = pocketWallet()
    const kernel = createKernel({
      projectId: 'third-party',
      networks: [mainnet, sepolia],
      adapters: [pocket.adapter],
      plugins: [tipJar({ readOnly: true })],
    })

    // The view is registered and opens.
    expect(kernel.views.TipJar?.title).toBe('Tip jar')
    await openModal(kernel, { view: 'TipJar' })
    expect(kernel.store.getState().router.view).toBe('TipJar')
    expect(kernel.store.getState().plugins['tip-jar']).toEqual({ opened: 1 })

    // The adapter's connectors appear once (same rdns).
    expect(getConnectors(kernel).map((connector) => connector.id)).toEqual(['pocket'])

    // It answers the network switch.
    await connect(kernel, { namespace: 'eip155', connectorId: 'pocket' })
    await switchNetwork(kernel, sepolia)
    expect(pocket.log).toEqual(['switch 11155111'])
    expect(getNetwork(kernel).chainId).toBe(11155111)
    expect(await request(kernel, { method: 'eth_chainId' })).toBe('0xaa36a7')

    // The plugin vetoes signing.
    await expect(request(kernel, { method: 'personal_sign', params: ['0x68', '0x'] })).rejects.toMatchObject({
      shortMessage: 'Requested RPC call is not allowed',
      details: 'tip-jar is read-only',
    })
  })

  it('hooks handed out cannot be called', () => {
    const kernel = createKernel({ projectId: 'p', networks: [mainnet] })
    expect('call' in kernel.hooks.setup).toBe(false)
    expect('promise' in kernel.hooks.switchNetwork).toBe(false)
    expect(Object.isFrozen(kernel.hooks)).toBe(true)
  })
})

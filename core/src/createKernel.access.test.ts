import { describe, expect, it } from 'vitest'
import { createTestAdapter, evmAddress, type TestWallet } from '../test/createTestAdapter.js'
import { connect } from './actions/connect.js'
import { request } from './actions/request.js'
import { mainnet } from './chains/index.js'
import { createKernel } from './createKernel.js'
import type { KernelAccess } from './kernel/KernelAccess.js'
import type { FoyerPlugin, PluginContext } from './plugins/FoyerPlugin.js'

function setup(plugins: FoyerPlugin[] = []) {
  const wallet: TestWallet = { address: evmAddress, chainId: 1, calls: [] }
  let access: KernelAccess | undefined
  const kernel = createKernel(
    {
      projectId: 'p',
      networks: [mainnet],
      adapters: [
        createTestAdapter('eip155', wallet, [
          { id: 'auth', type: 'AUTH', name: 'Email', namespace: 'eip155' },
        ]),
      ],
      plugins,
    },
    (granted) => {
      access = granted
    },
  )
  if (!access) throw new Error('createKernel granted nothing')
  return { kernel, wallet, access }
}

describe("createKernel's access, granted to its caller only", () => {
  it('approves and declines the pending request of the approval view', async () => {
    const { kernel, wallet, access } = setup()
    await connect(kernel, { namespace: 'eip155', connectorId: 'auth' })
    const signing = request(kernel, { method: 'personal_sign', params: ['0x68', evmAddress] })
    await expect.poll(() => kernel.store.getState().rpc.pending.length).toBe(1)
    access.approveRpcRequest(kernel.store.getState().rpc.pending[0]?.id ?? '')
    await signing
    expect(wallet.calls).toContain('request:personal_sign')

    const declined = request(kernel, { method: 'personal_sign', params: ['0x69', evmAddress] })
    declined.catch(() => {})
    await expect.poll(() => kernel.store.getState().rpc.pending.length).toBe(1)
    access.rejectRpcRequest(kernel.store.getState().rpc.pending[0]?.id ?? '')
    await expect(declined).rejects.toThrow(/rejected/i)
  })

  it('writes the state, hands out a plugin context by name and computes a fresh initial state', () => {
    let pluginContext: PluginContext | undefined
    const { kernel, access } = setup([
      {
        name: 'mine',
        setup(context) {
          pluginContext = context
          return undefined
        },
      },
    ])
    access.setState({ theme: { ...kernel.store.getState().theme, themeMode: 'light' } })
    expect(kernel.store.getState().theme.themeMode).toBe('light')
    expect(access.getPluginContext('mine')).toBe(pluginContext)
    expect(access.getPluginContext('other')).toBeUndefined()
    expect(access.createInitialState(kernel.storage).router.open).toBe(false)
    expect(Object.isFrozen(access)).toBe(true)
  })

  it('is nowhere on the kernel or a plugin context', () => {
    let pluginContext: PluginContext | undefined
    const { kernel } = setup([
      {
        name: 'mine',
        setup(context) {
          pluginContext = context
          return undefined
        },
      },
    ])
    const names = ['approveRpcRequest', 'rejectRpcRequest', 'setState', 'getPluginContext']
    expect(names.filter((name) => name in kernel || name in kernel.store)).toEqual([])
    expect(['approveRpcRequest', 'rejectRpcRequest'].filter((name) => name in (pluginContext ?? {}))).toEqual(
      [],
    )
  })
})

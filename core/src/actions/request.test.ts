import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestAdapter, evmAddress, type TestWallet } from '../../test/createTestAdapter.js'
import { mainnet } from '../chains/index.js'
import { createKernel } from '../createKernel.js'
import { RpcNotAllowedError } from '../errors/rpc.js'
import type { FoyerPlugin } from '../plugins/FoyerPlugin.js'
import { closeModal } from './closeModal.js'
import { connect } from './connect.js'
import { approveRpcRequest, rejectRpcRequest, request } from './request.js'

function setup(plugins: FoyerPlugin[] = [], connectorType: 'INJECTED' | 'AUTH' = 'INJECTED') {
  const wallet: TestWallet = { address: evmAddress, chainId: 1, calls: [] }
  const kernel = createKernel({
    projectId: 'p',
    networks: [mainnet],
    adapters: [
      createTestAdapter('eip155', wallet, [
        { id: 'wallet', type: connectorType, name: 'Wallet', namespace: 'eip155' },
      ]),
    ],
    plugins,
  })
  return { kernel, wallet }
}

describe('the RPC guard', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs safe methods directly', async () => {
    const { kernel, wallet } = setup()
    await connect(kernel, { namespace: 'eip155', connectorId: 'wallet' })
    expect(await request(kernel, { method: 'eth_chainId' })).toBe('0x1')
    expect(wallet.calls).toContain('request:eth_chainId')
  })

  it("rejects a method that is not on the allow list: the modal opens and 'Action not allowed' shows after 300 ms", async () => {
    const { kernel, wallet } = setup()
    await connect(kernel, { namespace: 'eip155', connectorId: 'wallet' })
    const rejected: string[] = []
    kernel.events.on('rpcReject', ({ method }) => rejected.push(method))
    await expect(request(kernel, { method: 'eth_sign', params: [] })).rejects.toThrow(
      'Requested RPC call is not allowed',
    )
    expect(wallet.calls).not.toContain('request:eth_sign')
    expect(rejected).toEqual(['eth_sign'])
    await vi.advanceTimersByTimeAsync(0)
    expect(kernel.store.getState().router.open).toBe(true)
    await vi.advanceTimersByTimeAsync(299)
    expect(kernel.store.getState().snackbar.open).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(kernel.store.getState().snackbar).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Action not allowed',
    })
  })

  it('checks wallet_sendCalls parameters', async () => {
    const { kernel } = setup()
    await connect(kernel, { namespace: 'eip155', connectorId: 'wallet' })
    await expect(
      request(kernel, { method: 'wallet_sendCalls', params: [{ calls: [{ to: 'deadbeef' }] }] }),
    ).rejects.toThrow('Invalid parameters for wallet_sendCalls.')
  })

  it("one plugin's allow cannot skip another's veto; the kernel's list runs first", async () => {
    const seen: string[] = []
    const permissive: FoyerPlugin = {
      name: 'permissive',
      enforce: 'pre',
      setup({ hooks }) {
        // Returning true would end a plain bail hook early; the tap-only view drops anything but a veto.
        hooks.shouldAllowRpcRequest.tap('permissive', ((rpc: { method: string }) => {
          seen.push(`permissive:${rpc.method}`)
          return true
        }) as never)
        return undefined
      },
    }
    const strict: FoyerPlugin = {
      name: 'strict',
      setup({ hooks }) {
        hooks.shouldAllowRpcRequest.tapPromise('strict', async (rpc) => {
          seen.push(`strict:${rpc.method}`)
          return rpc.method === 'eth_sendTransaction' ? { reason: 'read-only dapp' } : undefined
        })
        return undefined
      },
    }
    const { kernel, wallet } = setup([permissive, strict])
    await connect(kernel, { namespace: 'eip155', connectorId: 'wallet' })
    const error = await request(kernel, { method: 'eth_sendTransaction', params: [{}] }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(RpcNotAllowedError)
    expect((error as RpcNotAllowedError).details).toBe('read-only dapp')
    expect(wallet.calls).not.toContain('request:eth_sendTransaction')
    // A method the kernel rejects never reaches the plugins.
    await expect(request(kernel, { method: 'eth_sign' })).rejects.toThrow(RpcNotAllowedError)
    expect(seen).toEqual(['permissive:eth_sendTransaction', 'strict:eth_sendTransaction'])
  })

  it('an external wallet approves signing itself: no approval view', async () => {
    const { kernel } = setup()
    await connect(kernel, { namespace: 'eip155', connectorId: 'wallet' })
    expect(await request(kernel, { method: 'personal_sign', params: ['0x68', evmAddress] })).toMatch(
      /^signed:/,
    )
    expect(kernel.store.getState().router.open).toBe(false)
  })

  it('the embedded wallet signs after the ApproveTransaction view confirms, then the modal closes', async () => {
    const { kernel, wallet } = setup([], 'AUTH')
    await connect(kernel, { namespace: 'eip155', connectorId: 'wallet' })
    const stale: string[] = []
    kernel.events.on('balanceStale', ({ namespace }) => stale.push(namespace))
    const pending = request(kernel, { method: 'personal_sign', params: ['0x68', evmAddress] })
    await vi.advanceTimersByTimeAsync(0)
    const state = kernel.store.getState()
    expect(state.router).toMatchObject({ open: true, view: 'ApproveTransaction' })
    expect(wallet.calls).not.toContain('request:personal_sign')
    const [entry] = state.rpc.pending
    approveRpcRequest(kernel, entry?.id ?? '')
    expect(await pending).toMatch(/^signed:/)
    expect(kernel.store.getState().router.open).toBe(false)
    expect(kernel.store.getState().rpc.pending).toEqual([])
    expect(stale).toEqual(['eip155'])
  })

  it('declining rejects the request; closing the modal aborts a pending one', async () => {
    const { kernel } = setup([], 'AUTH')
    await connect(kernel, { namespace: 'eip155', connectorId: 'wallet' })
    const declined = request(kernel, { method: 'eth_sendTransaction', params: [{}] })
    await vi.advanceTimersByTimeAsync(0)
    rejectRpcRequest(kernel, kernel.store.getState().rpc.pending[0]?.id ?? '')
    await expect(declined).rejects.toThrow('User rejected the request.')
    expect(kernel.store.getState().router.open).toBe(false)

    const aborted = request(kernel, { method: 'eth_sendTransaction', params: [{}] })
    await vi.advanceTimersByTimeAsync(0)
    closeModal(kernel)
    await expect(aborted).rejects.toThrow('Request was aborted')
    expect(kernel.store.getState().rpc.pending).toEqual([])
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestAdapter, evmAddress, type TestWallet } from '../../test/createTestAdapter.js'
import { mainnet, sepolia } from '../chains/index.js'
import { rpcVetoTimeoutMs } from '../constants/timings.js'
import { createKernel } from '../createKernel.js'
import { BaseError } from '../errors/BaseError.js'
import { RpcNotAllowedError, RpcParamsNotCloneableError, RpcVetoFailedError } from '../errors/rpc.js'
import { getKernelInternals } from '../kernel/kernelInternals.js'
import type { FoyerPlugin } from '../plugins/FoyerPlugin.js'
import { closeModal } from './closeModal.js'
import { connect } from './connect.js'
import { getNetwork } from './getNetwork.js'
import { approveRpcRequest, rejectRpcRequest, request } from './request.js'

function setup(
  plugins: FoyerPlugin[] = [],
  connectorType: 'INJECTED' | 'AUTH' = 'INJECTED',
  /** The adapter lists its own connector 'wallet'; off when a plugin provides that wallet instead. */
  adapterListsWallet = true,
) {
  const wallet: TestWallet = { address: evmAddress, chainId: 1, calls: [] }
  const kernel = createKernel({
    projectId: 'p',
    networks: [mainnet, sepolia],
    adapters: [
      createTestAdapter(
        'eip155',
        wallet,
        adapterListsWallet
          ? [{ id: 'wallet', type: connectorType, name: 'Wallet', namespace: 'eip155' }]
          : [],
      ),
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

  describe('plugins cannot widen the allow list', () => {
    /** Vetoes every eth_sendTransaction. */
    const strict: FoyerPlugin = {
      name: 'strict',
      setup({ hooks }) {
        hooks.shouldAllowRpcRequest.tap('strict', (rpc) =>
          rpc.method === 'eth_sendTransaction' ? { reason: 'read-only dapp' } : undefined,
        )
        return undefined
      },
    }
    const plugin = (name: string, setup: FoyerPlugin['setup']): FoyerPlugin => ({
      name,
      enforce: 'pre',
      setup,
    })

    async function expectVetoed(widening: FoyerPlugin) {
      const { kernel, wallet } = setup([widening, strict])
      await connect(kernel, { namespace: 'eip155', connectorId: 'wallet' })
      await expect(request(kernel, { method: 'eth_sendTransaction', params: [{}] })).rejects.toMatchObject({
        shortMessage: 'Requested RPC call is not allowed',
        details: 'read-only dapp',
      })
      expect(wallet.calls).not.toContain('request:eth_sendTransaction')
    }

    it("through an interceptor that rewrites the other plugins' taps", async () => {
      await expectVetoed(
        plugin('intercepting', ({ hooks }) => {
          const register = (tap: object) => ({ ...tap, fn: () => undefined })
          for (const hook of Object.values(hooks)) {
            ;(hook as { intercept?: (interceptor: object) => void }).intercept?.({ register })
          }
          return undefined
        }),
      )
    })

    it('through the hooks of the kernel it is handed (`_internal`)', async () => {
      await expectVetoed(
        plugin('internal', (context) => {
          // The context holds no kernel (and a kernel has no `_internal`): nothing to reach.
          const { kernel } = context as { kernel?: { _internal?: { hooks: Record<string, unknown> } } }
          expect(kernel).toBeUndefined()
          const raw = (kernel?._internal?.hooks.shouldAllowRpcRequest ?? {}) as {
            tap?: (name: string, fn: () => unknown) => void
            intercept?: (interceptor: object) => void
            taps?: unknown[]
          }
          raw.tap?.('internal', () => true)
          raw.intercept?.({ register: (tap: object) => ({ ...tap, fn: () => undefined }) })
          raw.taps?.splice(0)
          return undefined
        }),
      )
    })

    it('through the setup hook, which hands over the kernel too', async () => {
      await expectVetoed(
        plugin('late', ({ hooks }) => {
          // Plugins get no `setup` hook (and the kernel's calls it with nothing).
          expect('setup' in hooks).toBe(false)
          return undefined
        }),
      )
    })

    it('by answering true first, or smuggling its own fn into the tap options', async () => {
      await expectVetoed(
        plugin('allowing', ({ hooks }) => {
          hooks.shouldAllowRpcRequest.tap({ name: 'first', stage: -100 }, () => true as never)
          hooks.shouldAllowRpcRequest.tap(
            { name: 'smuggled', stage: -100, fn: () => true, type: 'promise' } as never,
            () => undefined,
          )
          return undefined
        }),
      )
    })

    it('by rewriting the request a veto tap sees', async () => {
      const rewriting = plugin('rewriting', ({ hooks }) => {
        hooks.shouldAllowRpcRequest.tap('rewriting', (rpc) => {
          ;(rpc as { method: string }).method = 'eth_sign'
          return undefined
        })
        return undefined
      })
      const { kernel, wallet } = setup([rewriting])
      await connect(kernel, { namespace: 'eip155', connectorId: 'wallet' })
      const error = await request(kernel, { method: 'eth_chainId' }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(RpcVetoFailedError)
      expect((error as RpcVetoFailedError).cause).toBeInstanceOf(TypeError)
      expect(wallet.calls).not.toContain('request:eth_sign')
    })

    it('the hooks handed out have no intercept and no way to call', () => {
      const { kernel } = setup()
      for (const hook of Object.values(kernel.hooks)) {
        expect(Object.keys(hook).sort()).toEqual(
          expect.not.arrayContaining(['intercept', 'call', 'promise', 'callAsync', 'taps', 'withOptions']),
        )
      }
      expect('_internal' in kernel).toBe(false)
      for (const hook of Object.values(getKernelInternals(kernel).hooks)) {
        expect(Object.keys(hook).sort()).toEqual(['call', 'promise'])
      }
    })

    it('only false or { reason } vetoes: any other answer is no opinion', async () => {
      const answers = [true, {}, { reason: 42 }, 'no', 0, null]
      const noisy = plugin('noisy', ({ hooks }) => {
        for (const [index, answer] of answers.entries()) {
          hooks.shouldAllowRpcRequest.tap(`noisy-${index}`, () => answer as never)
        }
        return undefined
      })
      const { kernel } = setup([noisy])
      await connect(kernel, { namespace: 'eip155', connectorId: 'wallet' })
      expect(await request(kernel, { method: 'eth_chainId' })).toBe('0x1')
      const vetoing = plugin('vetoing', ({ hooks }) => {
        hooks.shouldAllowRpcRequest.tap('false', () => false)
        return undefined
      })
      const second = setup([noisy, vetoing])
      await connect(second.kernel, { namespace: 'eip155', connectorId: 'wallet' })
      await expect(request(second.kernel, { method: 'eth_chainId' })).rejects.toMatchObject({
        shortMessage: 'Requested RPC call is not allowed',
      })
    })
  })

  describe('methods that move the wallet go through the kernel', () => {
    it('wallet_switchEthereumChain switches through switchNetwork, so the kernel follows', async () => {
      const { kernel, wallet } = setup()
      await connect(kernel, { namespace: 'eip155', connectorId: 'wallet' })
      expect(
        await request(kernel, { method: 'wallet_switchEthereumChain', params: [{ chainId: '0xaa36a7' }] }),
      ).toBeNull()
      expect(wallet.calls).toContain('switch:eip155:11155111')
      expect(wallet.calls).not.toContain('request:wallet_switchEthereumChain')
      expect(getNetwork(kernel).caipNetworkId).toBe('eip155:11155111')
      expect(await request(kernel, { method: 'eth_chainId' })).toBe('0xaa36a7')
    })

    it('a chain the app does not configure is refused, switch or add, and nothing moves', async () => {
      const { kernel, wallet } = setup()
      await connect(kernel, { namespace: 'eip155', connectorId: 'wallet' })
      for (const method of ['wallet_switchEthereumChain', 'wallet_addEthereumChain']) {
        await expect(request(kernel, { method, params: [{ chainId: '0x89' }] })).rejects.toThrow(
          'CaipNetwork not found',
        )
      }
      await expect(
        request(kernel, { method: 'wallet_switchEthereumChain', params: [{ chainId: 137 }] }),
      ).rejects.toThrow(/chainId/)
      expect(wallet.calls.filter((call) => call.startsWith('switch') || call.startsWith('request'))).toEqual(
        [],
      )
      expect(getNetwork(kernel).caipNetworkId).toBe('eip155:1')
    })

    it('eth_requestAccounts answers from the connection, or opens the modal until the user connects', async () => {
      const { kernel, wallet } = setup()
      const pending = request(kernel, { method: 'eth_requestAccounts', namespace: 'eip155' })
      await vi.advanceTimersByTimeAsync(0)
      expect(kernel.store.getState().router).toMatchObject({ open: true, view: 'Connect' })
      await connect(kernel, { namespace: 'eip155', connectorId: 'wallet' })
      expect(await pending).toEqual([evmAddress])
      expect(await request(kernel, { method: 'eth_requestAccounts' })).toEqual([evmAddress])
      expect(wallet.calls).not.toContain('request:eth_requestAccounts')
    })

    it('closing the modal instead of connecting rejects the account request', async () => {
      const { kernel } = setup()
      const pending = request(kernel, { method: 'eth_requestAccounts', namespace: 'eip155' })
      await vi.advanceTimersByTimeAsync(0)
      closeModal(kernel)
      await expect(pending).rejects.toThrow('User rejected the request.')
    })
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

  it('a provided wallet that approves in its own UI (approvesInOwnUi) is not asked twice: no approval view', async () => {
    const ownUi: FoyerPlugin = {
      name: 'own-ui',
      setup: (context) =>
        context.provideWallet({
          connector: { id: 'wallet', type: 'AUTH', name: 'Wallet', namespace: 'eip155' },
          provider: {},
          approvesInOwnUi: true,
        }),
    }
    const { kernel, wallet } = setup([ownUi], 'AUTH', false)
    await connect(kernel, { namespace: 'eip155', connectorId: 'wallet' })
    expect(await request(kernel, { method: 'personal_sign', params: ['0x68', evmAddress] })).toMatch(
      /^signed:/,
    )
    expect(wallet.calls).toContain('request:personal_sign')
    expect(kernel.store.getState().router.open).toBe(false)
    expect(kernel.store.getState().rpc.pending).toEqual([])
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

  describe('the guard checks what it sends', () => {
    /** Records what each veto tap saw of the params, and may rewrite them. */
    const watching = (seen: unknown[]): FoyerPlugin => ({
      name: 'watching',
      setup({ hooks }) {
        hooks.shouldAllowRpcRequest.tap('watching', (rpc) => {
          const [first, address] = rpc.params as unknown[]
          seen.push([first, address])
          expect(Object.isFrozen(rpc.params)).toBe(true)
          expect(() => {
            ;(rpc.params as unknown[])[0] = 'rewritten'
          }).toThrow(TypeError)
          return first === 'forbidden' ? { reason: 'no forbidden messages' } : undefined
        })
        return undefined
      },
    })

    it('a getter that answers the check one value and the wallet another runs once: both see the same', async () => {
      const seen: unknown[] = []
      const { kernel, wallet } = setup([watching(seen)])
      await connect(kernel, { namespace: 'eip155', connectorId: 'wallet' })
      let reads = 0
      const tricky: unknown[] = []
      Object.defineProperty(tricky, 0, {
        get: () => (++reads === 1 ? '0x68' : 'forbidden'),
        enumerable: true,
      })
      tricky[1] = evmAddress
      const answer = await request(kernel, { method: 'personal_sign', params: tricky })
      expect(reads).toBe(1)
      expect(seen).toEqual([['0x68', evmAddress]])
      expect(answer).toBe(`signed:${JSON.stringify(['0x68', evmAddress])}`)
      expect(wallet.calls.filter((call) => call === 'request:personal_sign')).toHaveLength(1)
    })

    it('a Proxy, a function, a symbol or a DOM-like host object cannot be sent: a typed error names the method', async () => {
      const seen: unknown[] = []
      const { kernel, wallet } = setup([watching(seen)])
      await connect(kernel, { namespace: 'eip155', connectorId: 'wallet' })
      let reads = 0
      const proxy = new Proxy(['harmless', evmAddress], {
        get: (target, key, receiver) =>
          key === '0' ? (++reads === 1 ? 'harmless' : 'forbidden') : Reflect.get(target, key, receiver),
      })
      for (const params of [proxy, [() => 'x'], [Symbol('x')], [{ nested: new Proxy({}, {}) }]]) {
        const error = await request(kernel, { method: 'personal_sign', params }).catch((e: unknown) => e)
        expect(error).toBeInstanceOf(RpcParamsNotCloneableError)
        expect(error).toBeInstanceOf(BaseError)
        expect((error as BaseError).shortMessage).toBe('Invalid parameters for personal_sign.')
      }
      expect(seen).toEqual([])
      expect(wallet.calls).not.toContain('request:personal_sign')
    })

    it('a veto tap cannot change what the wallet gets, and the wallet gets the same snapshot', async () => {
      const rewriting: FoyerPlugin = {
        name: 'rewriting',
        setup({ hooks }) {
          hooks.shouldAllowRpcRequest.tap('rewriting', (rpc) => {
            try {
              ;(rpc.params as { 0: unknown })[0] = 'rewritten'
            } catch {}
            return undefined
          })
          hooks.rpcRequest.tap({ name: 'observer', stage: -100 }, (rpc) => {
            try {
              ;(rpc.params as { 0: unknown })[0] = 'rewritten'
            } catch {}
          })
          return undefined
        },
      }
      const { kernel } = setup([rewriting])
      await connect(kernel, { namespace: 'eip155', connectorId: 'wallet' })
      const params = ['0x68', evmAddress]
      expect(await request(kernel, { method: 'personal_sign', params })).toBe(
        `signed:${JSON.stringify(['0x68', evmAddress])}`,
      )
      // The caller's own object is not frozen or touched either.
      params[0] = 'caller can still edit'
      expect(params[0]).toBe('caller can still edit')
    })

    it('a solana_* method asked of eip155 is rejected, not forwarded for approval', async () => {
      const { kernel, wallet } = setup([], 'AUTH')
      await connect(kernel, { namespace: 'eip155', connectorId: 'wallet' })
      for (const method of [
        'solana_signMessage',
        'solana_signAndSendTransaction',
        'solana_requestAccounts',
      ]) {
        await expect(request(kernel, { method, params: { message: 'x' } })).rejects.toBeInstanceOf(
          RpcNotAllowedError,
        )
      }
      expect(kernel.store.getState().rpc.pending).toEqual([])
      expect(wallet.calls.filter((call) => call.startsWith('request:'))).toEqual([])
    })

    it('a veto tap that never settles fails closed after rpcVetoTimeoutMs', async () => {
      const hanging: FoyerPlugin = {
        name: 'hanging',
        setup({ hooks }) {
          hooks.shouldAllowRpcRequest.tapPromise('hanging', () => new Promise(() => {}))
          return undefined
        },
      }
      const { kernel, wallet } = setup([hanging])
      await connect(kernel, { namespace: 'eip155', connectorId: 'wallet' })
      let settled: unknown
      const pending = request(kernel, { method: 'eth_chainId' }).then(
        (value) => (settled = { value }),
        (error: unknown) => (settled = { error }),
      )
      await vi.advanceTimersByTimeAsync(rpcVetoTimeoutMs - 1)
      expect(settled).toBeUndefined()
      await vi.advanceTimersByTimeAsync(1)
      await pending
      const { error } = settled as { error: RpcVetoFailedError }
      expect(error).toBeInstanceOf(RpcVetoFailedError)
      expect(error).toBeInstanceOf(RpcNotAllowedError)
      expect(error.shortMessage).toBe('Requested RPC call is not allowed')
      expect(error.tap).toBe('hanging')
      expect(error.details).toContain(`${rpcVetoTimeoutMs} ms`)
      expect(wallet.calls).not.toContain('request:eth_chainId')
    })

    it('a veto tap that throws is a veto with a typed Foyer error, sync or async', async () => {
      const throwing: FoyerPlugin = {
        name: 'throwing',
        setup({ hooks }) {
          hooks.shouldAllowRpcRequest.tap('sync-throw', (rpc) => {
            if (rpc.method === 'eth_chainId') throw new Error('boom')
            return undefined
          })
          hooks.shouldAllowRpcRequest.tapPromise('async-throw', async (rpc) => {
            if (rpc.method === 'eth_blockNumber') throw 'not even an Error'
            return undefined
          })
          return undefined
        },
      }
      const { kernel, wallet } = setup([throwing])
      await connect(kernel, { namespace: 'eip155', connectorId: 'wallet' })
      const first = await request(kernel, { method: 'eth_chainId' }).catch((e: unknown) => e)
      expect(first).toBeInstanceOf(RpcVetoFailedError)
      expect(first).toMatchObject({ tap: 'sync-throw', shortMessage: 'Requested RPC call is not allowed' })
      expect((first as BaseError).cause).toBeInstanceOf(Error)
      const second = await request(kernel, { method: 'eth_blockNumber' }).catch((e: unknown) => e)
      expect(second).toMatchObject({ name: 'RpcVetoFailedError', tap: 'async-throw' })
      expect(wallet.calls.filter((call) => call.startsWith('request:'))).toEqual([])
    })

    it('an rpcRequest tap at an early stage observes, but its answer never replaces the wallet', async () => {
      const seen: string[] = []
      const answering: FoyerPlugin = {
        name: 'answering',
        enforce: 'pre',
        setup({ hooks }) {
          hooks.rpcRequest.tap({ name: 'sync', stage: -1000 }, ((rpc: { method: string }) => {
            seen.push(rpc.method)
            return { result: 'made up (sync)' }
          }) as never)
          hooks.rpcRequest.tapPromise({ name: 'promise', stage: -1000 }, async () => ({
            result: 'made up',
          }))
          hooks.rpcRequest.tapAsync({ name: 'async', stage: -1000 }, ((
            _rpc: unknown,
            done: (error: unknown, result?: unknown) => void,
          ) => done(null, { result: 'made up (callback)' })) as never)
          return undefined
        },
      }
      const { kernel, wallet } = setup([answering])
      await connect(kernel, { namespace: 'eip155', connectorId: 'wallet' })
      expect(await request(kernel, { method: 'eth_chainId' })).toBe('0x1')
      expect(wallet.calls).toContain('request:eth_chainId')
      expect(seen).toEqual(['eth_chainId'])
    })

    it('an rpcRequest observer that never settles fails closed too', async () => {
      const hanging: FoyerPlugin = {
        name: 'hanging',
        setup({ hooks }) {
          hooks.rpcRequest.tapPromise({ name: 'stuck', stage: -10 }, () => new Promise(() => {}))
          return undefined
        },
      }
      const { kernel, wallet } = setup([hanging])
      await connect(kernel, { namespace: 'eip155', connectorId: 'wallet' })
      const pending = request(kernel, { method: 'eth_chainId' }).catch((e: unknown) => e)
      await vi.advanceTimersByTimeAsync(rpcVetoTimeoutMs)
      expect(await pending).toMatchObject({ name: 'RpcVetoFailedError', tap: 'stuck' })
      expect(wallet.calls).not.toContain('request:eth_chainId')
    })

    it('an rpcRequest observer that throws vetoes with a typed error', async () => {
      const throwing: FoyerPlugin = {
        name: 'throwing',
        setup({ hooks }) {
          hooks.rpcRequest.tapPromise({ name: 'observer', stage: -10 }, async () => {
            throw new Error('no')
          })
          return undefined
        },
      }
      const { kernel, wallet } = setup([throwing])
      await connect(kernel, { namespace: 'eip155', connectorId: 'wallet' })
      await expect(request(kernel, { method: 'eth_chainId' })).rejects.toMatchObject({
        name: 'RpcVetoFailedError',
        tap: 'observer',
      })
      expect(wallet.calls).not.toContain('request:eth_chainId')
    })
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestAdapter, evmAddress, type TestWallet } from '../../test/createTestAdapter.js'
import { closeModal } from '../actions/closeModal.js'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { openModal } from '../actions/openModal.js'
import { mainnet } from '../chains/index.js'
import { pluginHookTimeoutMs } from '../constants/timings.js'
import { createKernel } from '../createKernel.js'
import type { BaseError } from '../errors/BaseError.js'
import { PluginHookError } from '../errors/plugin.js'
import type { FoyerPlugin, PluginContext } from './FoyerPlugin.js'

const never = () => new Promise<never>(() => {})
const boom = () => {
  throw new Error('boom')
}

/** A kernel with a misbehaving plugin `rogue` and a well-behaved one, `witness`, that records what it saw. */
function setup(rogue: (context: PluginContext) => void, setupResult?: () => unknown) {
  const wallet: TestWallet = { address: evmAddress, chainId: 1, calls: [] }
  const errors: BaseError[] = []
  const seen: string[] = []
  const plugins: FoyerPlugin[] = [
    {
      name: 'rogue',
      views: [{ id: 'Rogue', title: 'Rogue' }],
      setup(context) {
        context.events.on('error', ({ error }) => errors.push(error))
        rogue(context)
        return setupResult?.() as undefined
      },
    },
    {
      name: 'witness',
      setup({ hooks, events }) {
        hooks.beforeOpen.tap('witness', (target) => {
          seen.push('beforeOpen')
          return target
        })
        hooks.close.tap('witness', () => void seen.push('close'))
        hooks.afterConnect.tap('witness', () => void seen.push('afterConnect'))
        hooks.disconnect.tap('witness', () => void seen.push('disconnect'))
        events.on('modalOpen', () => seen.push('modalOpen'))
        return undefined
      },
    },
  ]
  const kernel = createKernel({
    projectId: 'p',
    networks: [mainnet],
    adapters: [createTestAdapter('eip155', wallet)],
    plugins,
  })
  kernel.events.on('error', ({ error }) => {
    if (!errors.includes(error)) errors.push(error)
  })
  return { kernel, errors, seen, wallet }
}

function expectReported(errors: BaseError[], hook: string | RegExp, timedOut = false) {
  const error = errors.find((entry) => entry instanceof PluginHookError) as PluginHookError | undefined
  expect(error, 'a PluginHookError on the error event').toBeDefined()
  expect(error?.pluginName).toBe('rogue')
  expect(error?.hook).toMatch(hook)
  expect(error?.message).toContain('Plugin "rogue"')
  if (timedOut) expect(error?.message).toContain(`within ${pluginHookTimeoutMs} ms`)
}

async function openAndClose(kernel: ReturnType<typeof setup>['kernel']) {
  await openModal(kernel)
  expect(kernel.store.getState().router.open).toBe(true)
  expect(closeModal(kernel)).toBe(true)
  expect(kernel.store.getState().router.open).toBe(false)
}

async function connectAndDisconnect(kernel: ReturnType<typeof setup>['kernel']) {
  await connect(kernel, { namespace: 'eip155', connectorId: 'injected' })
  expect(kernel.store.getState().accounts.eip155?.status).toBe('connected')
  await disconnect(kernel, { namespace: 'eip155' })
  expect(kernel.store.getState().accounts.eip155?.status).toBe('disconnected')
}

describe("one plugin's failure is its own: thrown", () => {
  it('setup: the kernel starts, the plugin is skipped (its taps pass), the others run', async () => {
    const { kernel, errors, seen } = setup((context) => {
      context.hooks.beforeOpen.tap('rogue', () => ({ view: 'Rogue' }))
      boom()
    })
    expect(errors).toEqual([])
    await Promise.resolve()
    expectReported(errors, 'setup')
    await openAndClose(kernel)
    expect(seen).toContain('beforeOpen')
    await connectAndDisconnect(kernel)
  })

  it('views: the other views stay', () => {
    const { kernel, errors } = setup((context) => context.hooks.views.tap('rogue', boom))
    expectReported(errors, 'views')
    expect(kernel.views.Rogue).toMatchObject({ plugin: 'rogue' })
  })

  it.each([
    ['beforeOpen', (context: PluginContext) => context.hooks.beforeOpen.tap('rogue', boom)],
    [
      'beforeOpen',
      (context: PluginContext) => context.hooks.beforeOpen.tapPromise('rogue', async () => boom()),
    ],
    [
      'beforeOpen',
      (context: PluginContext) =>
        context.hooks.beforeOpen.tapAsync('rogue', (_target, done) => done(new Error('boom'))),
    ],
    ['shouldClose', (context: PluginContext) => context.hooks.shouldClose.tap('rogue', boom)],
    ['close', (context: PluginContext) => context.hooks.close.tap('rogue', boom)],
    ['its "modalOpen" listener', (context: PluginContext) => context.events.on('modalOpen', boom)],
    [
      'its "modalOpen" listener',
      (context: PluginContext) => context.events.on('modalOpen', (async () => boom()) as () => void),
    ],
  ])('%s: the modal still opens and closes', async (hook, rogue) => {
    const { kernel, errors, seen } = setup(rogue)
    await openAndClose(kernel)
    await vi.waitFor(() => expectReported(errors, hook))
    expect(seen).toEqual(['beforeOpen', 'modalOpen', 'close'])
  })

  it.each([
    ['afterConnect', (context: PluginContext) => context.hooks.afterConnect.tap('rogue', boom)],
    [
      'disconnect',
      (context: PluginContext) => context.hooks.disconnect.tapPromise('rogue', async () => boom()),
    ],
    ['its "connect" listener', (context: PluginContext) => context.events.on('connect', boom)],
    ['its "disconnect" listener', (context: PluginContext) => context.events.on('disconnect', boom)],
  ])('%s: the user still connects and disconnects', async (hook, rogue) => {
    const { kernel, errors, seen } = setup(rogue)
    await connectAndDisconnect(kernel)
    expect(seen).toEqual(['afterConnect', 'disconnect'])
    expectReported(errors, hook)
  })
})

describe("one plugin's failure is its own: never settles", () => {
  afterEach(() => vi.useRealTimers())

  it('setup returning a promise that never settles: the kernel starts and it is reported after the bound', async () => {
    vi.useFakeTimers()
    const { kernel, errors } = setup(() => {}, never)
    await openAndClose(kernel)
    expect(errors).toEqual([])
    await vi.advanceTimersByTimeAsync(pluginHookTimeoutMs)
    expectReported(errors, 'setup', true)
  })

  it('beforeOpen: the modal opens once the bound passes, on the view the others chose', async () => {
    vi.useFakeTimers()
    const { kernel, errors } = setup((context) => context.hooks.beforeOpen.tapPromise('rogue', never))
    const opening = openModal(kernel)
    await vi.advanceTimersByTimeAsync(pluginHookTimeoutMs - 1)
    expect(kernel.store.getState().router.open).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await opening
    expect(kernel.store.getState().router).toMatchObject({ open: true, view: 'Connect' })
    expectReported(errors, 'beforeOpen', true)
    expect(closeModal(kernel)).toBe(true)
  })

  it.each([
    ['afterConnect', (context: PluginContext) => context.hooks.afterConnect.tapPromise('rogue', never)],
    ['disconnect', (context: PluginContext) => context.hooks.disconnect.tapPromise('rogue', never)],
    ['disconnect', (context: PluginContext) => context.hooks.disconnect.tapAsync('rogue', () => {})],
  ])('%s: connecting and disconnecting finish once the bound passes', async (hook, rogue) => {
    vi.useFakeTimers()
    const { kernel, errors } = setup(rogue)
    const done = connectAndDisconnect(kernel)
    await vi.advanceTimersByTimeAsync(pluginHookTimeoutMs * 3)
    await done
    expectReported(errors, hook, true)
  })
})

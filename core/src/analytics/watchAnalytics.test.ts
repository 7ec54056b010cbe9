import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestAdapter, evmAddress } from '../../test/createTestAdapter.js'
import { closeModal } from '../actions/closeModal.js'
import { connect } from '../actions/connect.js'
import { destroyKernel } from '../actions/destroyKernel.js'
import { openModal } from '../actions/openModal.js'
import { updateFeatures } from '../actions/updateFeatures.js'
import { mainnet } from '../chains/definitions/mainnet.js'
import { analyticsQueueMax } from '../constants/limits.js'
import { analyticsFlushDelayMs } from '../constants/timings.js'
import { type CreateKernelParameters, createKernel, type Kernel } from '../createKernel.js'
import { InvalidAnalyticsEventError, InvalidAppConfigurationError } from '../errors/analytics.js'
import { AnalyticsEventBodySchema } from '../net/schemas/analytics.js'
import { type RecordedRequest, startTestServer, type TestHandler } from '../net/startTestServer.test-utils.js'
import { trackAnalyticsEvent } from './trackAnalyticsEvent.js'

/**
 * Every request analytics makes, recorded the moment it is made (the transport calls `fetch` synchronously), with
 * its promise: once `Promise.allSettled` of them resolves, the code awaiting each answer has run too, as it
 * subscribed first.
 */
const transportCalls: { kind: 'config' | 'event'; done: Promise<unknown> }[] = []
vi.mock('./createAnalyticsTransport.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('./createAnalyticsTransport.js')>()
  return {
    createAnalyticsTransport: (...parameters: Parameters<typeof original.createAnalyticsTransport>) => {
      const transport = original.createAnalyticsTransport(...parameters)
      const record = <T>(kind: 'config' | 'event', done: Promise<T>) => {
        transportCalls.push({ kind, done })
        return done
      }
      return {
        getConfig: () => record('config', transport.getConfig()),
        send: (...event: Parameters<typeof transport.send>) => record('event', transport.send(...event)),
      }
    },
  }
})

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  vi.unstubAllGlobals()
  transportCalls.length = 0
})

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** A real HTTP service answering the analytics config as `config` says and accepting `POST /e`. */
async function setup({
  config = () => ({ body: { isAnalyticsEnabled: true } }),
  events = () => ({ status: 202, body: { received: true } }),
  options = {},
}: {
  config?: TestHandler
  events?: TestHandler
  options?: Partial<CreateKernelParameters>
} = {}) {
  const server = await startTestServer((request) => {
    if (request.path === '/getAnalyticsConfig') return config(request)
    if (request.path === '/e') return events(request)
    return { status: 404, body: { message: 'not found' } }
  })
  // whenIdle's way in a browser, recorded: a load never asked for cannot send anything later.
  const idleRequests: unknown[] = []
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    idleRequests.push(callback)
    return setTimeout(callback, 0)
  })
  vi.stubGlobal('cancelIdleCallback', (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle))
  const kernel = createKernel({
    projectId: 'analytics-test',
    apiUrl: server.url,
    networks: [mainnet],
    adapters: [createTestAdapter('eip155', { address: evmAddress, chainId: 1, calls: [] })],
    ...options,
  } as CreateKernelParameters)
  // The kernel asks for one idle callback as it starts (its after-first-paint chunk); from here on, only analytics's.
  idleRequests.length = 0
  const errors: unknown[] = []
  kernel.events.on('error', ({ error }) => errors.push(error))
  cleanups.push(
    () => destroyKernel(kernel),
    () => server.close(),
  )
  const analyticsRequests = () =>
    server.requests.filter((request) => request.path === '/getAnalyticsConfig' || request.path === '/e')
  const configRequests = () => server.requests.filter((request) => request.path === '/getAnalyticsConfig')
  const sent = () =>
    server.requests
      .filter((request) => request.path === '/e')
      .map((request) => AnalyticsEventBodySchema.parse(request.body))
  return { kernel, server, errors, analyticsRequests, configRequests, sent, idleRequests }
}

const configCalls = () => transportCalls.filter((call) => call.kind === 'config')
const eventCalls = () => transportCalls.filter((call) => call.kind === 'event')
/** Every request analytics made so far has been answered and its answer handled. */
const answered = () => Promise.allSettled(transportCalls.map((call) => call.done))

/** Fake timers from here on: the batch delay passes when the test says so, never late. */
function useFakeTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  cleanups.push(() => vi.useRealTimers())
}

/** Runs the idle load and waits until it asked for the config and the answer was handled. */
async function loadAndAnswerConfig() {
  await vi.advanceTimersByTimeAsync(0)
  await vi.waitFor(() => expect(configCalls()).toHaveLength(1))
  await answered()
}

/** Past the batch delay: a flush due now has called the transport, synchronously, by the time this resolves. */
const passFlushDelay = () => vi.advanceTimersByTimeAsync(analyticsFlushDelayMs + 1)

/** The flush waits a second: poll longer than expect.poll's default. */
const eventually = <T>(read: () => T) => expect.poll(read, { timeout: 5_000 })
const snackbar = (kernel: Kernel) => kernel.store.getState().snackbar

// A local HTTP server: a case with real timers waits up to 5 s for the queue, more than the 5 s default on a busy
// machine. A case that asserts nothing was sent uses fake timers, so the batch delay has passed when it asserts.
describe('watchAnalytics', { timeout: 30_000 }, () => {
  it('asks for the config once, at the first open; queues kernel events until then and sends them in a batch', async () => {
    const { kernel, analyticsRequests, configRequests, sent, idleRequests } = await setup()
    await connect(kernel, { namespace: 'eip155', connectorId: 'test' })
    // Nothing was even scheduled, so nothing can reach the network later.
    expect(idleRequests).toHaveLength(0)
    expect(transportCalls).toEqual([])
    expect(analyticsRequests()).toEqual([])

    await openModal(kernel)
    expect(idleRequests).toHaveLength(1)
    await eventually(() => configRequests().length).toBe(1)
    expect(configRequests()[0]?.query).toMatchObject({ projectId: 'analytics-test', st: 'foyer' })
    await eventually(() => sent().length).toBe(2)
    const [connected, opened] = sent()
    expect(connected?.props).toEqual({
      type: 'track',
      event: 'CONNECT_SUCCESS',
      properties: { method: 'browser', name: 'test', namespace: 'eip155' },
    })
    expect(opened?.props).toEqual({ type: 'track', event: 'MODAL_OPEN', properties: { connected: true } })
    expect(opened?.eventId).toMatch(uuid)
    expect(new Set(sent().map((event) => event.eventId)).size).toBe(2)
    // The time an event happened, not the time it was sent.
    expect(connected?.timestamp).toBeLessThanOrEqual(opened?.timestamp ?? 0)

    closeModal(kernel)
    await openModal(kernel)
    trackAnalyticsEvent(kernel, { event: 'SWAP_SUCCESS', properties: { network: 'eip155:1' } })
    await eventually(() => sent().length).toBe(5)
    expect(sent().map((event) => event.props.event)).toEqual([
      'CONNECT_SUCCESS',
      'MODAL_OPEN',
      'MODAL_CLOSE',
      'MODAL_OPEN',
      'SWAP_SUCCESS',
    ])
    expect(configRequests()).toHaveLength(1)
  })

  it('a tracked event is due by itself: it fetches the config without the modal', async () => {
    const { kernel, configRequests, sent } = await setup()
    trackAnalyticsEvent(kernel, { event: 'SIWX_AUTH_SUCCESS' })
    await eventually(() => sent().map((event) => event.props)).toEqual([
      { type: 'track', event: 'SIWX_AUTH_SUCCESS' },
    ])
    expect(configRequests()).toHaveLength(1)
  })

  it('sends nothing at all with features.analytics false, whatever happens', async () => {
    const { kernel, analyticsRequests, idleRequests } = await setup({
      options: { features: { analytics: false } },
    })
    const tracked: string[] = []
    kernel.events.on('track', ({ event }) => tracked.push(event))
    await connect(kernel, { namespace: 'eip155', connectorId: 'test' })
    await openModal(kernel)
    trackAnalyticsEvent(kernel, { event: 'SWAP_ERROR' })
    kernel.events.emit('track', { event: 'SWAP_SUCCESS' })
    // Nothing was even scheduled, so nothing can reach the network later.
    expect(idleRequests).toHaveLength(0)
    expect(transportCalls).toEqual([])
    expect(analyticsRequests()).toEqual([])
    // The host still hears about it (useAppKitEvents).
    expect(tracked).toEqual(['SWAP_ERROR', 'SWAP_SUCCESS'])
  })

  it('sends no event when the config says isAnalyticsEnabled: false', async () => {
    const { kernel, configRequests, sent } = await setup({
      config: () => ({ body: { isAnalyticsEnabled: false } }),
    })
    useFakeTimers()
    await openModal(kernel)
    trackAnalyticsEvent(kernel, { event: 'SWAP_SUCCESS' })
    await loadAndAnswerConfig()
    await passFlushDelay()
    expect(eventCalls()).toEqual([])
    expect(configRequests()).toHaveLength(1)
    expect(sent()).toEqual([])
    expect(snackbar(kernel).open).toBe(false)
  })

  it.each([
    ['a 500', () => ({ status: 500, body: 'boom' })],
    ['garbage JSON', () => ({ body: '{"isAnalyticsEnabled": tru' })],
    ['a body of the wrong shape', () => ({ body: { isAnalyticsEnabled: 'yes' } })],
  ] as const)('a config answering %s turns analytics off quietly, asked once', async (_name, config) => {
    const { kernel, configRequests, sent, errors } = await setup({ config })
    useFakeTimers()
    await openModal(kernel)
    closeModal(kernel)
    await openModal(kernel)
    trackAnalyticsEvent(kernel, { event: 'SWAP_SUCCESS' })
    await loadAndAnswerConfig()
    await passFlushDelay()
    expect(transportCalls.map((call) => call.kind)).toEqual(['config'])
    expect(configRequests()).toHaveLength(1)
    expect(sent()).toEqual([])
    expect(snackbar(kernel).open).toBe(false)
    expect(errors).toEqual([])
  })

  it('a config that never answers times out and sends nothing', async () => {
    const { kernel, server, sent } = await setup({ config: () => 'hang' })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    cleanups.push(() => vi.useRealTimers())
    await openModal(kernel)
    trackAnalyticsEvent(kernel, { event: 'SWAP_SUCCESS' })
    await vi.waitFor(() => expect(server.requests).toHaveLength(1))
    await vi.advanceTimersByTimeAsync(10_000)
    await answered()
    await passFlushDelay()
    expect(eventCalls()).toEqual([])
    expect(sent()).toEqual([])
  })

  it("a 403 on the config (unknown project) shows 'Invalid App Configuration' once", async () => {
    const { kernel, configRequests, sent, errors } = await setup({
      config: () => ({
        status: 403,
        body: { error: 'invalid_project', message: 'Invalid App Configuration' },
      }),
    })
    useFakeTimers()
    await openModal(kernel)
    await loadAndAnswerConfig()
    await expect
      .poll(() => snackbar(kernel))
      .toMatchObject({
        open: true,
        variant: 'error',
        message: 'Invalid App Configuration',
      })
    expect(errors).toHaveLength(1)
    expect(errors[0]).toBeInstanceOf(InvalidAppConfigurationError)
    closeModal(kernel)
    await openModal(kernel)
    trackAnalyticsEvent(kernel, { event: 'SWAP_SUCCESS' })
    await passFlushDelay()
    expect(transportCalls.map((call) => call.kind)).toEqual(['config'])
    expect(configRequests()).toHaveLength(1)
    expect(sent()).toEqual([])
    expect(errors).toHaveLength(1)
  })

  it("a 403 on /e (origin not on the allow-list) shows 'Invalid App Configuration' once and stops sending", async () => {
    const { kernel, server, errors } = await setup({
      events: () => ({
        status: 403,
        body: { error: 'origin_not_allowed', message: 'Unauthorized: origin not allowed' },
      }),
    })
    const messages: string[] = []
    kernel.store.subscribe((state) => {
      if (state.snackbar.open && messages.at(-1) !== state.snackbar.message)
        messages.push(state.snackbar.message)
    })
    useFakeTimers()
    await openModal(kernel)
    trackAnalyticsEvent(kernel, { event: 'SWAP_SUCCESS' })
    trackAnalyticsEvent(kernel, { event: 'SWAP_ERROR' })
    await loadAndAnswerConfig()
    await passFlushDelay()
    // One batch: the three queued events left together, before the first 403 came back.
    expect(eventCalls()).toHaveLength(3)
    await answered()
    expect(messages).toEqual(['Invalid App Configuration'])
    const postedCount = () => server.requests.filter((request) => request.path === '/e').length
    expect(postedCount()).toBe(3)
    trackAnalyticsEvent(kernel, { event: 'SIWX_AUTH_SUCCESS' })
    await passFlushDelay()
    expect(eventCalls()).toHaveLength(3)
    expect(postedCount()).toBe(3)
    expect(messages).toEqual(['Invalid App Configuration'])
    expect(errors).toHaveLength(1)
  })

  it(`keeps at most ${analyticsQueueMax} queued events, dropping the oldest`, async () => {
    let answerConfig: (() => void) | undefined
    const { kernel, sent } = await setup({
      config: () =>
        new Promise((resolve) => {
          answerConfig = () => resolve({ body: { isAnalyticsEnabled: true } })
        }),
    })
    for (let index = 0; index < analyticsQueueMax + 30; index++) {
      trackAnalyticsEvent(kernel, { event: 'SWAP_SUCCESS', properties: { index } })
    }
    await vi.waitFor(() => expect(answerConfig).toBeDefined())
    answerConfig?.()
    await eventually(() => sent().length).toBe(analyticsQueueMax)
    // The batch leaves in one go, each request recorded as it is made: no more can follow.
    expect(eventCalls()).toHaveLength(analyticsQueueMax)
    await answered()
    expect(sent()).toHaveLength(analyticsQueueMax)
    const indexes = sent().map((event) => event.props.properties?.index as number)
    expect(Math.min(...indexes)).toBe(30)
    expect(new Set(indexes).size).toBe(analyticsQueueMax)
  })

  it('flushes at once with keepalive, as a CORS-simple request, when the page is hidden', async () => {
    const listeners = new Map<string, () => void>()
    vi.stubGlobal('addEventListener', (type: string, listener: () => void) => listeners.set(type, listener))
    vi.stubGlobal('removeEventListener', (type: string) => listeners.delete(type))
    const { kernel, server, sent } = await setup()
    await openModal(kernel)
    await vi.waitFor(() => expect(configCalls()).toHaveLength(1))
    await answered()
    trackAnalyticsEvent(kernel, { event: 'SWAP_SUCCESS' })
    const startedAt = Date.now()
    listeners.get('pagehide')?.()
    await expect.poll(() => sent().length, { interval: 10, timeout: 5_000 }).toBe(2)
    expect(Date.now() - startedAt).toBeLessThan(1_000)
    const posts = server.requests.filter((request) => request.path === '/e') as RecordedRequest[]
    expect(posts.map((request) => request.headers['content-type'])).toEqual([
      'text/plain;charset=UTF-8',
      'text/plain;charset=UTF-8',
    ])
    destroyKernel(kernel)
    expect(listeners.size).toBe(0)
  })

  it('updateFeatures({ analytics: false }) stops sending at once, the queued events included', async () => {
    const { kernel, sent } = await setup()
    useFakeTimers()
    await openModal(kernel)
    await loadAndAnswerConfig()
    await passFlushDelay()
    expect(eventCalls()).toHaveLength(1)
    trackAnalyticsEvent(kernel, { event: 'SWAP_SUCCESS' })
    updateFeatures(kernel, { analytics: false })
    trackAnalyticsEvent(kernel, { event: 'SWAP_ERROR' })
    closeModal(kernel)
    await passFlushDelay()
    expect(eventCalls()).toHaveLength(1)
    await answered()
    expect(sent().map((event) => event.props.event)).toEqual(['MODAL_OPEN'])
  })

  it('sends nothing after the kernel is destroyed', async () => {
    const { kernel, sent } = await setup()
    useFakeTimers()
    await openModal(kernel)
    trackAnalyticsEvent(kernel, { event: 'SWAP_SUCCESS' })
    // Both events are queued and the batch is due in a second.
    await loadAndAnswerConfig()
    destroyKernel(kernel)
    await passFlushDelay()
    expect(eventCalls()).toEqual([])
    await answered()
    expect(sent()).toEqual([])
  })
})

describe('trackAnalyticsEvent', () => {
  it('emits a checked snapshot of the event', async () => {
    const { kernel, sent } = await setup()
    const seen: unknown[] = []
    kernel.events.on('track', (event) => seen.push(event))
    const properties = { token: { symbol: 'ETH' } }
    trackAnalyticsEvent(kernel, { event: 'SWAP_SUCCESS', properties })
    properties.token.symbol = 'changed later'
    expect(seen).toEqual([{ event: 'SWAP_SUCCESS', properties: { token: { symbol: 'ETH' } } }])
    await eventually(() => sent().map((event) => event.props.properties)).toEqual([
      { token: { symbol: 'ETH' } },
    ])
  })

  it('rejects what it cannot send, naming the problem', async () => {
    const { kernel } = await setup()
    expect(() => trackAnalyticsEvent(kernel, { event: '' })).toThrow(InvalidAnalyticsEventError)
    expect(() => trackAnalyticsEvent(kernel, { event: 'X', properties: { amount: 1n } })).toThrow(
      /properties of X are not JSON/,
    )
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(() => trackAnalyticsEvent(kernel, { event: 'X', properties: cyclic })).toThrow(
      InvalidAnalyticsEventError,
    )
    expect(() =>
      trackAnalyticsEvent(kernel, { event: 'X', properties: { blob: 'x'.repeat(10_000) } }),
    ).toThrow(/at most 8192/)
    expect(() => trackAnalyticsEvent(kernel, { event: 'X', properties: [] as never })).toThrow(/properties/)
  })
})

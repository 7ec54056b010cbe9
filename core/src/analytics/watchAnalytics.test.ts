import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestAdapter, evmAddress } from '../../test/createTestAdapter.js'
import { closeModal } from '../actions/closeModal.js'
import { connect } from '../actions/connect.js'
import { destroyKernel } from '../actions/destroyKernel.js'
import { openModal } from '../actions/openModal.js'
import { updateFeatures } from '../actions/updateFeatures.js'
import { mainnet } from '../chains/definitions/mainnet.js'
import { analyticsQueueMax } from '../constants/limits.js'
import { type CreateKernelParameters, createKernel, type Kernel } from '../createKernel.js'
import { InvalidAnalyticsEventError, InvalidAppConfigurationError } from '../errors/analytics.js'
import { AnalyticsEventBodySchema } from '../net/schemas/analytics.js'
import { type RecordedRequest, startTestServer, type TestHandler } from '../net/startTestServer.test-utils.js'
import { trackAnalyticsEvent } from './trackAnalyticsEvent.js'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  vi.unstubAllGlobals()
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
  const kernel = createKernel({
    projectId: 'analytics-test',
    apiUrl: server.url,
    networks: [mainnet],
    adapters: [createTestAdapter('eip155', { address: evmAddress, chainId: 1, calls: [] })],
    ...options,
  } as CreateKernelParameters)
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
  return { kernel, server, errors, analyticsRequests, configRequests, sent }
}

/** The flush waits a second: poll longer than expect.poll's default. */
const eventually = <T>(read: () => T) => expect.poll(read, { timeout: 5_000 })
const snackbar = (kernel: Kernel) => kernel.store.getState().snackbar
const settle = (ms = 1_300) => new Promise((resolve) => setTimeout(resolve, ms))

// A local HTTP server and real timers: a case waits up to 5 s for the queue and 1.3 s for quiet, more than the 5 s
// default on a busy machine.
describe('watchAnalytics', { timeout: 30_000 }, () => {
  it('asks for the config once, at the first open; queues kernel events until then and sends them in a batch', async () => {
    const { kernel, analyticsRequests, configRequests, sent } = await setup()
    await connect(kernel, { namespace: 'eip155', connectorId: 'test' })
    await settle(200)
    expect(analyticsRequests()).toEqual([])

    await openModal(kernel)
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
    const { kernel, analyticsRequests } = await setup({ options: { features: { analytics: false } } })
    const tracked: string[] = []
    kernel.events.on('track', ({ event }) => tracked.push(event))
    await connect(kernel, { namespace: 'eip155', connectorId: 'test' })
    await openModal(kernel)
    trackAnalyticsEvent(kernel, { event: 'SWAP_ERROR' })
    kernel.events.emit('track', { event: 'SWAP_SUCCESS' })
    await settle()
    expect(analyticsRequests()).toEqual([])
    // The host still hears about it (useAppKitEvents).
    expect(tracked).toEqual(['SWAP_ERROR', 'SWAP_SUCCESS'])
  })

  it('sends no event when the config says isAnalyticsEnabled: false', async () => {
    const { kernel, configRequests, sent } = await setup({
      config: () => ({ body: { isAnalyticsEnabled: false } }),
    })
    await openModal(kernel)
    trackAnalyticsEvent(kernel, { event: 'SWAP_SUCCESS' })
    await settle()
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
    await openModal(kernel)
    closeModal(kernel)
    await openModal(kernel)
    trackAnalyticsEvent(kernel, { event: 'SWAP_SUCCESS' })
    await settle()
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
    await vi.advanceTimersByTimeAsync(2_000)
    expect(sent()).toEqual([])
  })

  it("a 403 on the config (unknown project) shows 'Invalid App Configuration' once", async () => {
    const { kernel, configRequests, sent, errors } = await setup({
      config: () => ({
        status: 403,
        body: { error: 'invalid_project', message: 'Invalid App Configuration' },
      }),
    })
    await openModal(kernel)
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
    await settle()
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
    await openModal(kernel)
    trackAnalyticsEvent(kernel, { event: 'SWAP_SUCCESS' })
    trackAnalyticsEvent(kernel, { event: 'SWAP_ERROR' })
    await eventually(() => messages).toEqual(['Invalid App Configuration'])
    // One batch: the three queued events left together, before the first 403 came back.
    const postedCount = () => server.requests.filter((request) => request.path === '/e').length
    await eventually(postedCount).toBe(3)
    const posted = postedCount()
    trackAnalyticsEvent(kernel, { event: 'SIWX_AUTH_SUCCESS' })
    await settle()
    expect(server.requests.filter((request) => request.path === '/e')).toHaveLength(posted)
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
    await settle(300)
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
    await vi.waitFor(() => expect(server.requests).toHaveLength(1))
    await settle(50)
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
    await openModal(kernel)
    await eventually(() => sent().length).toBe(1)
    trackAnalyticsEvent(kernel, { event: 'SWAP_SUCCESS' })
    updateFeatures(kernel, { analytics: false })
    trackAnalyticsEvent(kernel, { event: 'SWAP_ERROR' })
    closeModal(kernel)
    await settle()
    expect(sent().map((event) => event.props.event)).toEqual(['MODAL_OPEN'])
  })

  it('sends nothing after the kernel is destroyed', async () => {
    const { kernel, sent } = await setup()
    await openModal(kernel)
    trackAnalyticsEvent(kernel, { event: 'SWAP_SUCCESS' })
    destroyKernel(kernel)
    await settle()
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

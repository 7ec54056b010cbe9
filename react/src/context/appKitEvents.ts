import type { Kernel } from '@foyer/core/eager'

/** AppKit's `useAppKitEvents` value: the latest event. */
export type AppKitEvent = {
  timestamp: number
  data: { type: 'track'; event: string; properties?: Record<string, unknown> | undefined }
}

export type AppKitEventStore = {
  getSnapshot(): AppKitEvent
  subscribe(listener: (event: AppKitEvent) => void): () => void
}

/** What the store holds before any event: the same object on server and client, so hydration matches. */
export const initialAppKitEvent: AppKitEvent = Object.freeze({
  timestamp: 0,
  data: Object.freeze({ type: 'track' as const, event: 'MODAL_CREATED' }),
})

const stores = new WeakMap<Kernel, AppKitEventStore>()

/**
 * Translates kernel events into AppKit's tracked events (MODAL_OPEN, MODAL_CLOSE, CONNECT_SUCCESS,
 * DISCONNECT_SUCCESS, SWITCH_NETWORK, plus every `track` event). One store per kernel, listening from its first use.
 */
export function getAppKitEvents(kernel: Kernel): AppKitEventStore {
  const existing = stores.get(kernel)
  if (existing) return existing
  let latest = initialAppKitEvent
  const listeners = new Set<(event: AppKitEvent) => void>()
  const emit = (event: string, properties?: Record<string, unknown>) => {
    latest = { timestamp: Date.now(), data: { type: 'track', event, ...(properties ? { properties } : {}) } }
    for (const listener of [...listeners]) listener(latest)
  }
  const isConnected = () => kernel.store.getState().connection.status === 'connected'
  kernel.events.on('modalOpen', ({ view }) => emit('MODAL_OPEN', { connected: isConnected(), view }))
  kernel.events.on('modalClose', () => emit('MODAL_CLOSE', { connected: isConnected() }))
  kernel.events.on('connect', ({ namespace, connectorId }) => {
    const connector = kernel.store.getState().connectors.find((entry) => entry.id === connectorId)
    emit('CONNECT_SUCCESS', {
      method: connector?.type === 'WALLET_CONNECT' ? 'qrcode' : 'browser',
      name: connector?.name ?? connectorId,
      namespace,
    })
  })
  kernel.events.on('disconnect', ({ namespace }) => emit('DISCONNECT_SUCCESS', { namespace }))
  kernel.events.on('networkChange', ({ network }) =>
    emit('SWITCH_NETWORK', { network: network.caipNetworkId }),
  )
  kernel.events.on('rpcReject', ({ method, reason }) => emit('RPC_REJECTED', { method, reason }))
  kernel.events.on('track', ({ event, properties }) => emit(event, properties))
  const store: AppKitEventStore = {
    getSnapshot: () => latest,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  stores.set(kernel, store)
  return store
}

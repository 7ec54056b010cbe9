import { deepFreeze } from './deepFreeze.js'

export type StoreListener<S> = (state: S, previousState: S) => void

/** The store as the public kernel exposes it. */
export type ReadonlyStore<S> = Pick<Store<S>, 'getState' | 'subscribe'>

export type Store<S> = {
  getState(): S
  setState(update: Partial<S> | ((state: S) => Partial<S>)): void
  subscribe(listener: StoreListener<S>): () => void
}

/**
 * A minimal vanilla store: one immutable state object (deep-frozen: plain objects and arrays), shallow-merged
 * updates, synchronous listeners.
 */
export function createStore<S extends object>(initialState: S): Store<S> {
  let state = deepFreeze({ ...initialState })
  const listeners = new Set<StoreListener<S>>()
  return {
    getState: () => state,
    setState(update) {
      const partial = typeof update === 'function' ? update(state) : update
      const next = deepFreeze({ ...state, ...partial })
      if (Object.keys(partial).every((key) => Object.is(state[key as keyof S], next[key as keyof S]))) return
      const previous = state
      state = next
      for (const listener of [...listeners]) listener(state, previous)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

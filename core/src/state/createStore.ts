export type StoreListener<S> = (state: S, previousState: S) => void

export type Store<S> = {
  getState(): S
  setState(update: Partial<S> | ((state: S) => Partial<S>)): void
  subscribe(listener: StoreListener<S>): () => void
}

/** A minimal vanilla store: one immutable state object, shallow-merged updates, synchronous listeners. */
export function createStore<S extends object>(initialState: S): Store<S> {
  let state = initialState
  const listeners = new Set<StoreListener<S>>()
  return {
    getState: () => state,
    setState(update) {
      const partial = typeof update === 'function' ? update(state) : update
      const next = { ...state, ...partial }
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

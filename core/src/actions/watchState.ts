import type { Kernel } from '../kernel/Kernel.js'
import type { KernelState } from '../kernel/KernelState.js'
import { deepEqual } from '../utils/deepEqual.js'
import { deepFreeze } from '../utils/deepFreeze.js'

export type WatchStateParameters<T> = {
  onChange(value: T, previousValue: T): void
  /** Defaults to structural equality, so a selector that builds a new object each time does not re-notify. */
  equalityFn?: (a: T, b: T) => boolean
}

/** Calls `onChange` only when what `selector` picks out of the state changes. Returns the unsubscribe function. */
export function watchState<T>(
  kernel: Kernel,
  selector: (state: KernelState) => T,
  { onChange, equalityFn = deepEqual }: WatchStateParameters<T>,
): () => void {
  let current = selector(kernel.store.getState())
  return kernel.store.subscribe((state) => {
    const next = selector(state)
    if (equalityFn(current, next)) return
    const previous = current
    current = next
    onChange(next, previous)
  })
}

const getters = new WeakMap<Kernel, Map<string, () => unknown>>()

/**
 * Reads `select(state)` but keeps the previous result's identity until it changes structurally: the stable snapshot
 * `useSyncExternalStore` needs. Getters are cached per kernel under `key`.
 */
export function selectStable<T>(kernel: Kernel, key: string, select: (state: KernelState) => T): T {
  const perKernel = getters.get(kernel) ?? new Map<string, () => unknown>()
  getters.set(kernel, perKernel)
  let getter = perKernel.get(key) as (() => T) | undefined
  if (!getter) {
    let lastState: KernelState | undefined
    let lastValue: T
    let hasValue = false
    getter = () => {
      const state = kernel.store.getState()
      if (state === lastState) return lastValue
      lastState = state
      const next = select(state)
      // Frozen: a read handed to a host or a plugin cannot be edited in place.
      if (!hasValue || !deepEqual(lastValue, next)) lastValue = deepFreeze(next)
      hasValue = true
      return lastValue
    }
    perKernel.set(key, getter)
  }
  return getter()
}

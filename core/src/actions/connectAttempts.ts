import type { ChainNamespace } from '../caip/chainNamespaces.js'
import { ConnectionCancelledError, ConnectionTimeoutError } from '../errors/connect.js'
import type { Kernel } from '../kernel/Kernel.js'

type Entry = { controller: AbortController; startedInModal: boolean }

/** One connection attempt: its `signal` aborts (with the error to throw as reason) when it is abandoned. */
export type ConnectAttempt = {
  readonly signal: AbortSignal
  /** Still the namespace's latest attempt (not replaced by a newer one). */
  isCurrent(): boolean
  /** Forgets the attempt; call once it settled, whichever way. */
  end(): void
}

const attemptsByKernel = new WeakMap<Kernel, Map<ChainNamespace, Entry>>()

function attemptsOf(kernel: Kernel): Map<ChainNamespace, Entry> {
  const known = attemptsByKernel.get(kernel)
  if (known) return known
  const attempts = new Map<ChainNamespace, Entry>()
  attemptsByKernel.set(kernel, attempts)
  return attempts
}

/**
 * Registers a connection attempt for `namespace`, replacing (and abandoning) an older one. It is abandoned when the
 * caller's `signal` aborts, after `timeoutMs`, or when the modal it started in closes (`cancelConnectAttempts`).
 */
export function startConnectAttempt(
  kernel: Kernel,
  namespace: ChainNamespace,
  { signal, timeoutMs }: { signal?: AbortSignal | undefined; timeoutMs?: number | undefined },
): ConnectAttempt {
  const attempts = attemptsOf(kernel)
  attempts.get(namespace)?.controller.abort(new ConnectionCancelledError({ namespace, reason: 'superseded' }))
  const controller = new AbortController()
  const entry: Entry = { controller, startedInModal: kernel.store.getState().router.open }
  attempts.set(namespace, entry)
  const cancel = () => controller.abort(new ConnectionCancelledError({ namespace }))
  if (signal?.aborted) cancel()
  else signal?.addEventListener('abort', cancel, { once: true })
  const timer =
    timeoutMs !== undefined && Number.isFinite(timeoutMs)
      ? setTimeout(() => controller.abort(new ConnectionTimeoutError({ namespace, timeoutMs })), timeoutMs)
      : undefined
  return {
    signal: controller.signal,
    isCurrent: () => attempts.get(namespace) === entry,
    end() {
      clearTimeout(timer)
      signal?.removeEventListener('abort', cancel)
      if (attempts.get(namespace) === entry) attempts.delete(namespace)
    },
  }
}

/** Whether an attempt for `namespace` is under way. */
export function hasConnectAttempt(kernel: Kernel, namespace: ChainNamespace): boolean {
  return attemptsOf(kernel).has(namespace)
}

/** Abandons every attempt that started while the modal was open (closing the modal cancels them). */
export function cancelConnectAttempts(kernel: Kernel): void {
  for (const [namespace, entry] of attemptsOf(kernel)) {
    if (entry.startedInModal) entry.controller.abort(new ConnectionCancelledError({ namespace }))
  }
}

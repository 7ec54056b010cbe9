import type { KernelHooks } from './createKernelHooks.js'
import type { RpcRequest, RpcResult } from './hookTypes.js'
import type { TapOnlyHooks } from './tapOnly.js'

type RpcAnswerHook = KernelHooks['rpcRequest']
const answerHooks = new WeakMap<TapOnlyHooks, RpcAnswerHook>()

/** Lets `tapRpcAnswer` find the hook behind a kernel's tap-only view; called once by `tapOnly`. */
export function registerRpcAnswerHook(view: TapOnlyHooks, hook: RpcAnswerHook): void {
  answerHooks.set(view, hook)
}

/**
 * For Foyer's own adapters (through `@foyer/core/internal`): taps `rpcRequest` so that `fn` may answer, returning
 * `{ result }`, or pass with `undefined`. Plugins get only the observe-only view of the hook.
 */
export function tapRpcAnswer(
  hooks: TapOnlyHooks,
  options: { name: string; stage?: number },
  fn: (request: RpcRequest) => Promise<RpcResult | undefined>,
): void {
  const hook = answerHooks.get(hooks)
  if (!hook) throw new TypeError('tapRpcAnswer: expected the hooks of a kernel')
  hook.tapPromise({ ...options }, fn)
}

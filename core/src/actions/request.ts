import { getAfterFirstPaint, loadAfterFirstPaint } from '../afterFirstPaint/loadAfterFirstPaint.js'
import type { UnknownChainNamespaceError } from '../errors/caip.js'
import type { InvalidRpcParamsError, RpcParamsNotCloneableError } from '../errors/rpc.js'
import {
  type RpcNotAllowedError,
  type RpcRequestAbortedError,
  type RpcVetoFailedError,
  UserRejectedRequestError,
} from '../errors/rpcRejection.js'
import type { RequestParameters } from '../kernel/actionTypes.js'
import type { Kernel } from '../kernel/Kernel.js'
import { getKernelInternals } from '../kernel/kernelInternals.js'

export type { RequestParameters }

export type RequestErrorType =
  | UnknownChainNamespaceError
  | RpcNotAllowedError
  | RpcVetoFailedError
  | RpcRequestAbortedError
  | UserRejectedRequestError
  | InvalidRpcParamsError
  | RpcParamsNotCloneableError

/**
 * Sends an RPC request through the guard: the parameters are copied once (`snapshotRpcParams`), then the kernel's
 * allow-list for the namespace (SPEC.md §6), the parameter rules, the plugins' vetoes (`shouldAllowRpcRequest`,
 * which can only narrow it and fail closed), the approval step for signing methods when the embedded wallet is the
 * signer, and the adapter that owns the namespace: every step sees that one copy. Methods that would move the wallet
 * to another chain or account are answered by the kernel itself (`answerKernelRpc`), so its state follows. The guard
 * loads after the first paint; once it has, a request starts in the tick it is made.
 */
export function request(kernel: Kernel, parameters: RequestParameters): Promise<unknown> {
  const loaded = getAfterFirstPaint()
  if (loaded) return loaded.runRequest(kernel, parameters)
  return loadAfterFirstPaint().then(({ runRequest }) => runRequest(kernel, parameters))
}

/** Lets the pending request `id` go ahead (the ApproveTransaction view's confirm). */
export function approveRpcRequest(kernel: Kernel, id: string): void {
  getKernelInternals(kernel).approvals.get(id)?.resolve()
}

/** Declines the pending request `id`. */
export function rejectRpcRequest(kernel: Kernel, id: string): void {
  const pending = kernel.store.getState().rpc.pending.find((entry) => entry.id === id)
  getKernelInternals(kernel)
    .approvals.get(id)
    ?.reject(new UserRejectedRequestError({ method: pending?.method ?? 'unknown' }))
}

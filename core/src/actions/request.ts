import type { ChainNamespace } from '../caip/chainNamespaces.js'
import { errorMessageDelayMs } from '../constants/timings.js'
import type { Kernel } from '../createKernel.js'
import { AdapterNotFoundError } from '../errors/adapter.js'
import {
  RpcHandlerNotFoundError,
  RpcNotAllowedError,
  RpcRequestAbortedError,
  UserRejectedRequestError,
} from '../errors/rpc.js'
import type { RpcRequest, RpcVeto } from '../hooks/hookTypes.js'
import { toRpcVeto } from '../hooks/toRpcVeto.js'
import { classifyRpcMethod } from '../rpc/rpcMethods.js'
import { validateRpcParams } from '../rpc/validateRpcParams.js'
import { getKernelInternals, setKernelState } from '../state/kernelInternals.js'
import { answerKernelRpc } from './answerKernelRpc.js'
import { closeModal } from './closeModal.js'
import { goBack } from './goBack.js'
import { openModal } from './openModal.js'
import { pushView } from './pushView.js'
import { showSnackbar } from './showSnackbar.js'

export type RequestParameters = { method: string; params?: unknown; namespace?: ChainNamespace }
export type RequestErrorType = RpcNotAllowedError | RpcRequestAbortedError | UserRejectedRequestError

/**
 * Sends an RPC request through the guard: the kernel's allow-list first (SPEC.md §6), then the plugins' vetoes
 * (`shouldAllowRpcRequest`, which can only narrow it), then the approval step for signing methods when the embedded
 * wallet is the signer, then the adapter that owns the namespace. Methods that would move the wallet to another
 * chain or account are answered by the kernel itself (`answerKernelRpc`), so its state follows.
 */
export async function request(
  kernel: Kernel,
  { method, params, namespace }: RequestParameters,
): Promise<unknown> {
  const state = kernel.store.getState()
  const resolved = namespace ?? state.network.activeNamespace
  if (!resolved) throw new AdapterNotFoundError({ namespace: 'none' })
  const account = state.accounts[resolved]
  // Frozen: a veto tap sees the request the kernel checked and cannot change what is sent afterwards.
  const rpc: RpcRequest = Object.freeze({
    id: getKernelInternals(kernel).nextRequestId(),
    method,
    params,
    namespace: resolved,
    network: state.network.active[resolved],
    address: account?.address,
  })
  const kind = classifyRpcMethod(method, resolved)
  if (kind === 'rejected') refuse(kernel, method)
  validateRpcParams(method, params)
  const vetoes = await collectVetoes(kernel, rpc)
  const [veto] = vetoes
  if (veto !== undefined) refuse(kernel, method, veto === false ? undefined : veto.reason)
  kernel.events.emit('rpcRequest', { method, namespace: resolved })
  if (kind === 'kernel') return answerKernelRpc(kernel, rpc)

  const approval = kind === 'approval' && needsApprovalView(kernel, resolved)
  if (approval) await awaitApproval(kernel, rpc)
  try {
    const answer = await getKernelInternals(kernel).hooks.rpcRequest.promise(rpc)
    if (!answer) throw new RpcHandlerNotFoundError({ method, namespace: resolved })
    if (kind === 'approval') kernel.events.emit('balanceStale', { namespace: resolved })
    return answer.result
  } finally {
    if (approval) leaveApproval(kernel, rpc.id)
  }
}

/**
 * Runs every veto tap (none can end the check early) and keeps only real vetoes: `false` or `{ reason }`. An answer
 * of `true`, or anything else, is no opinion, so one plugin's "allow" cannot cancel another's veto.
 */
async function collectVetoes(kernel: Kernel, rpc: RpcRequest): Promise<RpcVeto[]> {
  const vetoes: RpcVeto[] = []
  await getKernelInternals(kernel).hooks.shouldAllowRpcRequest.promise(rpc, (answer) => {
    const veto = toRpcVeto(answer)
    if (veto !== undefined) vetoes.push(veto)
  })
  return vetoes
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

/** The embedded wallet signs without a prompt of its own, so the modal asks; an external wallet asks itself. */
function needsApprovalView(kernel: Kernel, namespace: ChainNamespace): boolean {
  const { accounts, connectors } = kernel.store.getState()
  const connectorId = accounts[namespace]?.connectorId
  const connector = connectors.find((entry) => entry.id === connectorId)
  return connector?.type === 'AUTH' || connector?.type === 'ID_AUTH'
}

function refuse(kernel: Kernel, method: string, reason?: string): never {
  const { rpc } = kernel.store.getState()
  for (const pending of rpc.pending) {
    getKernelInternals(kernel)
      .approvals.get(pending.id)
      ?.reject(new RpcRequestAbortedError({ method: pending.method }))
  }
  kernel.events.emit('rpcReject', { method, reason: reason ?? 'not on the allow list' })
  void openModal(
    kernel,
    kernel.store.getState().router.open ? { view: kernel.store.getState().router.view } : {},
  )
    .catch(() => {})
    .then(() => {
      const timer = setTimeout(() => {
        getKernelInternals(kernel).timers.delete(timer)
        showSnackbar(kernel, { message: 'Action not allowed', variant: 'error' })
      }, errorMessageDelayMs)
      getKernelInternals(kernel).timers.add(timer)
    })
  throw new RpcNotAllowedError({ method, ...(reason ? { reason } : {}) })
}

async function awaitApproval(kernel: Kernel, rpc: RpcRequest): Promise<void> {
  const decision = new Promise<void>((resolve, reject) =>
    getKernelInternals(kernel).approvals.set(rpc.id, { resolve, reject }),
  )
  setKernelState(kernel, ({ rpc: state }) => ({
    rpc: {
      pending: [
        ...state.pending,
        { id: rpc.id, method: rpc.method, namespace: rpc.namespace, params: rpc.params },
      ],
    },
  }))
  if (kernel.store.getState().router.open) pushView(kernel, 'ApproveTransaction', { requestId: rpc.id })
  else await openModal(kernel, { view: 'ApproveTransaction', data: { requestId: rpc.id } })
  try {
    await decision
  } catch (error) {
    leaveApproval(kernel, rpc.id)
    throw error
  }
}

/** After an approval request ends, either way: pop the approval view, or close when it was the only one. */
function leaveApproval(kernel: Kernel, id: string): void {
  if (!getKernelInternals(kernel).approvals.delete(id)) return
  setKernelState(kernel, ({ rpc }) => ({ rpc: { pending: rpc.pending.filter((entry) => entry.id !== id) } }))
  const { router } = kernel.store.getState()
  if (!router.open) return
  if (router.history.length > 1) goBack(kernel)
  else closeModal(kernel)
}

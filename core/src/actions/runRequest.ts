import { type ChainNamespace, isChainNamespace } from '../caip/chainNamespaces.js'
import { errorMessageDelayMs } from '../constants/timings.js'
import { AdapterNotFoundError } from '../errors/adapter.js'
import { UnknownChainNamespaceError } from '../errors/caip.js'
import {
  RpcHandlerNotFoundError,
  RpcNotAllowedError,
  RpcRequestAbortedError,
  RpcVetoFailedError,
} from '../errors/rpc.js'
import type { RpcRequest } from '../hooks/hookTypes.js'
import { toRpcVeto } from '../hooks/toRpcVeto.js'
import type { RequestParameters } from '../kernel/actionTypes.js'
import type { Kernel } from '../kernel/Kernel.js'
import { getKernelInternals, setKernelState } from '../kernel/kernelInternals.js'
import { classifyRpcMethod } from '../rpc/rpcMethods.js'
import { snapshotRpcParams } from '../rpc/snapshotRpcParams.js'
import { validateRpcParams } from '../rpc/validateRpcParams.js'
import { answerKernelRpc } from './answerKernelRpc.js'
import { closeModal } from './closeModal.js'
import { goBack } from './goBack.js'
import { openModal } from './openModal.js'
import { pushView } from './pushView.js'
import { showSnackbar } from './showSnackbar.js'

/** `request` itself, in the chunk loaded after the first paint (`loadAfterFirstPaint`). */
export async function runRequest(
  kernel: Kernel,
  { method, params, namespace }: RequestParameters,
): Promise<unknown> {
  const state = kernel.store.getState()
  const resolved = namespace ?? state.network.activeNamespace
  if (!resolved) throw new AdapterNotFoundError({ namespace: 'none' })
  if (!isChainNamespace(resolved)) throw new UnknownChainNamespaceError({ namespace: resolved })
  const account = state.accounts[resolved]
  const kind = classifyRpcMethod(method, resolved)
  if (kind === 'rejected') refuse(kernel, new RpcNotAllowedError({ method }))
  // One frozen copy, taken before any check: a getter or Proxy cannot show the checks one value and the wallet another.
  const rpc: RpcRequest = Object.freeze({
    id: getKernelInternals(kernel).nextRequestId(),
    method,
    params: snapshotRpcParams(method, params),
    namespace: resolved,
    network: state.network.active[resolved],
    address: account?.address,
  })
  validateRpcParams(method, rpc.params)
  const veto = await findVeto(kernel, rpc)
  if (veto) refuse(kernel, veto)
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
 * Runs every veto tap (none can end the check early) and returns the first real veto as the error to throw: `false`
 * or `{ reason }`, or a tap that threw or timed out (`RpcVetoFailedError`). An answer of `true`, or anything else, is
 * no opinion, so one plugin's "allow" cannot cancel another's veto.
 */
async function findVeto(kernel: Kernel, rpc: RpcRequest): Promise<RpcNotAllowedError | undefined> {
  const { method } = rpc
  const vetoes: RpcNotAllowedError[] = []
  try {
    await getKernelInternals(kernel).hooks.shouldAllowRpcRequest.promise(rpc, (answer) => {
      if (answer instanceof RpcNotAllowedError) return void vetoes.push(answer)
      const veto = toRpcVeto(answer)
      if (veto !== undefined)
        vetoes.push(new RpcNotAllowedError({ method, ...(veto === false ? {} : { reason: veto.reason }) }))
    })
  } catch (cause) {
    vetoes.push(new RpcVetoFailedError({ method, tap: 'shouldAllowRpcRequest', cause }))
  }
  return vetoes[0]
}

/**
 * An embedded wallet without a prompt of its own gets the modal's approval view; an external wallet asks itself, and so
 * does a provided wallet that approves in its own UI (`approvesInOwnUi`: the socials plugin's secure frame).
 */
function needsApprovalView(kernel: Kernel, namespace: ChainNamespace): boolean {
  const { accounts, connectors } = kernel.store.getState()
  const connectorId = accounts[namespace]?.connectorId
  if (connectorId && getKernelInternals(kernel).providedWallets.approvesInOwnUi(namespace, connectorId))
    return false
  const connector = connectors.find((entry) => entry.id === connectorId)
  return connector?.type === 'AUTH' || connector?.type === 'ID_AUTH'
}

function refuse(kernel: Kernel, error: RpcNotAllowedError): never {
  const { rpc } = kernel.store.getState()
  for (const pending of rpc.pending) {
    getKernelInternals(kernel)
      .approvals.get(pending.id)
      ?.reject(new RpcRequestAbortedError({ method: pending.method }))
  }
  kernel.events.emit('rpcReject', { method: error.method, reason: error.details })
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
  throw error
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

import { RpcParamsNotCloneableError } from '../errors/rpc.js'
import { freezeRpcParams } from './freezeRpcParams.js'

/**
 * Copies a request's parameters once, as data: getters run here and only here; a Proxy, a function, a symbol, a DOM
 * node (anything `structuredClone` refuses) is refused. The copy is frozen, and the checks, the approval view and the
 * wallet all get it, so they all see the same values.
 */
export function snapshotRpcParams(method: string, params: unknown): unknown {
  try {
    return freezeRpcParams(structuredClone(params))
  } catch (cause) {
    throw new RpcParamsNotCloneableError({ method, cause })
  }
}

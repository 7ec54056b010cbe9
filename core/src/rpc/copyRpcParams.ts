import { freezeRpcParams } from './freezeRpcParams.js'

/** A fresh, frozen copy of a params snapshot, for code outside the kernel (plugin taps): what it does stays there. */
export function copyRpcParams(snapshot: unknown): unknown {
  return freezeRpcParams(structuredClone(snapshot))
}

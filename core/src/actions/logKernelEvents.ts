import type { KernelEventMap } from '../events/KernelEventMap.js'
import type { Kernel } from '../kernel/Kernel.js'

const logged = [
  'connect',
  'disconnect',
  'accountChange',
  'networkChange',
  'modalOpen',
  'modalClose',
  'viewChange',
  'rpcRequest',
  'rpcReject',
] as const satisfies readonly (keyof KernelEventMap)[]

/**
 * AppKit's `debug`: the kernel's errors go to `console.error` and its events to `console.debug`, each prefixed with
 * `[foyer]`, until the returned cleanup runs. Without `debug` nothing is logged.
 */
export function logKernelEvents(kernel: Kernel): () => void {
  if (!kernel.options.debug) return () => {}
  const onError = ({ error }: KernelEventMap['error']) => console.error('[foyer]', error)
  kernel.events.on('error', onError)
  const listeners = logged.map((name) => {
    const listener = (payload: unknown) => console.debug(`[foyer] ${name}`, payload)
    kernel.events.on(name, listener)
    return [name, listener] as const
  })
  return () => {
    kernel.events.off('error', onError)
    for (const [name, listener] of listeners) kernel.events.off(name, listener)
  }
}

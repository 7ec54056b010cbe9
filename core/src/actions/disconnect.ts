import { DisconnectError } from '../errors/adapter.js'
import type { DisconnectParameters } from '../kernel/actionTypes.js'
import type { Kernel } from '../kernel/Kernel.js'
import { getKernelInternals } from '../kernel/kernelInternals.js'
import { setAccountState } from '../state/setConnectionState.js'

export type { DisconnectParameters }

/** Disconnects one namespace, or every connected one. The local state is cleared even when a wallet fails. */
export async function disconnect(kernel: Kernel, { namespace }: DisconnectParameters = {}): Promise<void> {
  const namespaces = namespace ? [namespace] : kernel.store.getState().connection.namespaces
  const failures: unknown[] = []
  for (const target of namespaces) {
    try {
      await getKernelInternals(kernel).hooks.disconnect.promise({ namespace: target })
    } catch (error) {
      failures.push(error)
    }
    setAccountState(kernel, target, null)
    kernel.events.emit('disconnect', { namespace: target })
  }
  if (failures.length) throw new DisconnectError({ cause: failures[0] })
}

import type { GetConnectionReturnType } from '../kernel/actionTypes.js'
import type { Kernel } from '../kernel/Kernel.js'
import { selectStable, watchState } from './watchState.js'

export type { GetConnectionReturnType }

export function getConnection(kernel: Kernel): GetConnectionReturnType {
  return selectStable(kernel, 'connection', ({ connection }) => ({
    status: connection.status,
    isConnected: connection.status === 'connected',
    namespaces: connection.namespaces,
  }))
}

export function watchConnection(
  kernel: Kernel,
  { onChange }: { onChange(connection: GetConnectionReturnType, previous: GetConnectionReturnType): void },
): () => void {
  return watchState(kernel, () => getConnection(kernel), { onChange })
}

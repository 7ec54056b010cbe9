import type { ChainNamespace } from '../caip/chainNamespaces.js'
import type { Kernel } from '../createKernel.js'
import type { ConnectionStatus } from '../types/AccountState.js'
import { selectStable, watchState } from './watchState.js'

export type GetConnectionReturnType = {
  status: ConnectionStatus
  isConnected: boolean
  namespaces: ChainNamespace[]
}

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

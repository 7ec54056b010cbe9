import type { GetModalStateReturnType } from '../kernel/actionTypes.js'
import type { Kernel } from '../kernel/Kernel.js'
import { selectStable, watchState } from './watchState.js'

export type { GetModalStateReturnType }

export function getModalState(kernel: Kernel): GetModalStateReturnType {
  return selectStable(kernel, 'modal', ({ router, network, connection }) => {
    const active = network.activeNamespace ? network.active[network.activeNamespace] : undefined
    return {
      open: router.open,
      view: router.view,
      history: router.history,
      selectedNetworkId: active?.caipNetworkId,
      activeChain: network.activeNamespace,
      loading: connection.status === 'connecting',
      initialized: true,
    }
  })
}

export function watchModalState(
  kernel: Kernel,
  { onChange }: { onChange(state: GetModalStateReturnType, previous: GetModalStateReturnType): void },
): () => void {
  return watchState(kernel, () => getModalState(kernel), { onChange })
}

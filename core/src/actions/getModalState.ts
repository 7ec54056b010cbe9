import type { Kernel } from '../createKernel.js'
import type { ViewEntry, ViewName } from '../router/views.js'
import { selectStable, watchState } from './watchState.js'

/** AppKit's `useAppKitState` shape plus the router's view and history. */
export type GetModalStateReturnType = {
  open: boolean
  view: ViewName
  history: ViewEntry[]
  selectedNetworkId: string | undefined
  activeChain: string | undefined
  loading: boolean
  initialized: boolean
}

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

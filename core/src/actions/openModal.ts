import type { ChainNamespace } from '../caip/chainNamespaces.js'
import { ViewNotFoundError } from '../errors/router.js'
import type { OpenModalParameters } from '../kernel/actionTypes.js'
import type { Kernel } from '../kernel/Kernel.js'
import { getKernelInternals, setKernelState } from '../kernel/kernelInternals.js'
import { getInitialView } from '../router/getInitialView.js'
import { coreViews, type ViewName } from '../router/views.js'
import { isMobile } from '../utils/isMobile.js'
import { isBasicWalletConnectMode } from './isBasicWalletConnectMode.js'

export type { OpenModalParameters }

const core = new Set<string>(coreViews)

/** Opens the modal on the view the rules of SPEC.md §2 pick; plugins may redirect it through `beforeOpen`. */
export async function openModal(kernel: Kernel, parameters: OpenModalParameters = {}): Promise<void> {
  const { view: requested, namespace, data } = parameters
  if (requested) assertView(kernel, requested)
  const initial = getOpenView(kernel, { view: requested, namespace })
  const target = await getKernelInternals(kernel).hooks.beforeOpen.promise({ view: initial, namespace, data })
  assertView(kernel, target.view)
  const previousNamespace = kernel.store.getState().network.activeNamespace
  setKernelState(kernel, ({ network }) => ({
    router: {
      open: true,
      view: target.view,
      history: [{ view: target.view, ...(target.data ? { data: target.data } : {}) }],
    },
    network: namespace && network.active[namespace] ? { ...network, activeNamespace: namespace } : network,
  }))
  const activeNamespace = kernel.store.getState().network.activeNamespace
  if (activeNamespace && activeNamespace !== previousNamespace)
    kernel.events.emit('activeNamespaceChange', { previous: previousNamespace, namespace: activeNamespace })
  kernel.events.emit('modalOpen', { view: target.view })
}

/** The view `openModal` starts from, before `beforeOpen` taps redirect it (SPEC.md §2 rules). */
export function getOpenView(
  kernel: Kernel,
  { view, namespace }: { view?: ViewName | undefined; namespace?: ChainNamespace | undefined } = {},
): ViewName {
  const state = kernel.store.getState()
  const isConnected = namespace
    ? state.accounts[namespace]?.status === 'connected'
    : state.connection.status === 'connected'
  return getInitialView({
    view,
    isConnected,
    // AppKit's basic mode: WalletConnect's universal adapter alone counts as no adapter (SPEC.md §2).
    hasAdapters: !isBasicWalletConnectMode(kernel),
    isMobile: kernel.options.isMobile ?? isMobile(),
  })
}

export function assertView(kernel: Kernel, view: ViewName): void {
  if (!core.has(view) && !Object.hasOwn(kernel.views, view)) throw new ViewNotFoundError({ view })
}

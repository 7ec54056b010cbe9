import type { ReactPlugin } from '@foyer/react'

const loadGasTipsView = () => import('./GasTipsView.js')

export type GasTipsOptions = {
  /** Show the tips once, the first time a connected user opens the modal. Default true. */
  showOnFirstOpen?: boolean
}

export type GasTipsState = { shown: boolean; opens: number }

/**
 * A third-party Foyer plugin: it registers a "Gas tips" view by tapping the kernel's `views` waterfall (rather than
 * the declarative `views` field) and taps `beforeOpen` to show the tips once, when a connected user first opens the
 * modal. Only public exports of `@foyer/core` and `@foyer/react` are used.
 */
export function gasTips({ showOnFirstOpen = true }: GasTipsOptions = {}): ReactPlugin<GasTipsState> {
  return {
    name: 'gas-tips',
    state: () => ({ shown: false, opens: 0 }),
    setup({ hooks, name, getState, setState }) {
      hooks.views.tap(name, (views) => ({
        ...views,
        GasTips: { id: 'GasTips', title: 'Gas tips', plugin: name },
      }))
      hooks.beforeOpen.tapPromise(name, async (target) => {
        setState(({ opens }) => ({ opens: opens + 1 }))
        if (!showOnFirstOpen || getState().shown || target.view !== 'Account') return target
        setState({ shown: true })
        return { ...target, view: 'GasTips' }
      })
      return undefined
    },
    viewLoaders: { GasTips: loadGasTipsView },
  }
}

import type { Kernel } from '../createKernel.js'
import type { PluginContext } from './FoyerPlugin.js'

export function createPluginContext<S>(kernel: Kernel, name: string): PluginContext<S> {
  return Object.freeze({
    name,
    hooks: kernel.hooks,
    events: { on: kernel.events.on, off: kernel.events.off, emit: kernel.events.emit },
    kernel,
    getState: () => kernel.store.getState().plugins[name] as S,
    setState(update: Partial<S> | ((state: S) => Partial<S>)) {
      kernel.store.setState((state) => {
        const current = state.plugins[name] as S
        const partial = typeof update === 'function' ? update(current) : update
        return { plugins: { ...state.plugins, [name]: { ...current, ...partial } } }
      })
    },
  })
}

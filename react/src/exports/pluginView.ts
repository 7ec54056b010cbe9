import * as hooks from '../hooks/usePluginContext.js'

// The plugin-view hooks as `@foyer/react` exports them. Bound here rather than re-exported: with code splitting,
// esbuild puts a module the main entry's barrel re-exports on the first load as soon as any lazy view uses it; bound
// in this module (dropped when the app itself uses none of them), the hooks stay in the views' chunks. Plugin views
// import them from `@foyer/react/ui`.
export const PluginContextNotFoundError = hooks.PluginContextNotFoundError
export type PluginContextNotFoundError = hooks.PluginContextNotFoundError
export const usePluginContext = hooks.usePluginContext
export const usePluginRead = hooks.usePluginRead
export const usePluginState = hooks.usePluginState

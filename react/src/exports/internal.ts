'use client'
// `@foyer/react/internal`: for Foyer's own packages (an adapter's React hooks), not for apps or plugins. Plugins get
// the plugin context (`usePluginContext`), never the kernel.
export { useKernel } from '../hooks/useKernel.js'

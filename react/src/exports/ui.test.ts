import { expect, it } from 'vitest'
import * as react from './index.js'
import * as ui from './ui.js'

// Plugin views import the hooks from `@foyer/react/ui` (off the first load): the very objects `@foyer/react` exports.
it('exports the plugin-view hooks that @foyer/react exports', () => {
  expect(ui.usePluginContext).toBe(react.usePluginContext)
  expect(ui.usePluginState).toBe(react.usePluginState)
  expect(ui.usePluginRead).toBe(react.usePluginRead)
  expect(ui.PluginContextNotFoundError).toBe(react.PluginContextNotFoundError)
})

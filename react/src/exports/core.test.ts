import { expect, it } from 'vitest'
import * as core from './core.js'

// `@foyer/react/core` (AppKit's `@reown/appkit` and `/core`): createAppKit, AppKit and UniversalConnector (AppKit's `@reown/appkit-universal-connector`), no hooks or components.
it('exports', () => {
  expect(Object.keys(core).sort()).toEqual(['AppKit', 'UniversalConnector', 'createAppKit'])
})

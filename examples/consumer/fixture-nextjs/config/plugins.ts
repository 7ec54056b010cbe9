import { send } from '@foyer/plugin-send/react'
import { gasTips } from 'my-foyer-gas-tips/react'

// Replaces examples/nextjs's config/plugins.ts in the test's copy of that app: its send view and the tutorial's plugin.
export const plugins = [send(), gasTips()]

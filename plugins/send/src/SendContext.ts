import type { PluginContextOf } from '@foyer/core'
import type { SendPlugin } from './send.js'

/** The send plugin's context, as its views get it. */
export type SendContext = PluginContextOf<SendPlugin>

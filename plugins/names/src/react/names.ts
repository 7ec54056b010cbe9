import type { ReactPlugin } from '@foyer/react'
import { type NamesOptions, type NamesPlugin, names as namesHeadless } from '../names.js'

/** The plugin's messages, loaded with its views. */
const loadMessages = () => import('./namesMessages.js').then((module) => module.namesMessages)

export type NamesReactPlugin = NamesPlugin & Required<Pick<ReactPlugin, 'viewLoaders' | 'messages'>>

const loadRegisterView = () => import('./RegisterAccountNameView.js')
const loadSuccessView = () => import('./RegisterAccountNameSuccessView.js')

/** Name registration with its views, loaded the first time one opens. */
export function names(options: NamesOptions = {}): NamesReactPlugin {
  return {
    ...namesHeadless(options),
    messages: loadMessages,
    viewLoaders: { RegisterAccountName: loadRegisterView, RegisterAccountNameSuccess: loadSuccessView },
  }
}

import type { ReactPlugin } from '@foyer/react'
import { type NamesOptions, type NamesPlugin, names as namesHeadless } from '../names.js'

export type NamesReactPlugin = NamesPlugin & Required<Pick<ReactPlugin, 'viewLoaders'>>

const loadRegisterView = () => import('./RegisterAccountNameView.js')
const loadSuccessView = () => import('./RegisterAccountNameSuccessView.js')

/** Name registration with its views, loaded the first time one opens. */
export function names(options: NamesOptions = {}): NamesReactPlugin {
  return {
    ...namesHeadless(options),
    viewLoaders: { RegisterAccountName: loadRegisterView, RegisterAccountNameSuccess: loadSuccessView },
  }
}

import type { ReactPlugin } from '@foyer/react'
import { type TokensPlugin, tokens as tokensHeadless } from '../tokens.js'

export type TokensReactPlugin = TokensPlugin & Required<Pick<ReactPlugin, 'viewLoaders'>>

const loadTokensView = () => import('./TokensView.js')

/** The Tokens tab with its view, loaded the first time the Account view shows the tab. */
export function tokens(): TokensReactPlugin {
  return { ...tokensHeadless(), viewLoaders: { AccountTokens: loadTokensView } }
}

import type { ReactPlugin } from '@foyer/react'
import { type TokensPlugin, tokens as tokensHeadless } from '../tokens.js'

/** The plugin's messages, loaded with its views. */
const loadMessages = () => import('./tokensMessages.js').then((module) => module.tokensMessages)

export type TokensReactPlugin = TokensPlugin & Required<Pick<ReactPlugin, 'viewLoaders' | 'messages'>>

const loadTokensView = () => import('./TokensView.js')

/** The Tokens tab with its view, loaded the first time the Account view shows the tab. */
export function tokens(): TokensReactPlugin {
  return { ...tokensHeadless(), messages: loadMessages, viewLoaders: { AccountTokens: loadTokensView } }
}

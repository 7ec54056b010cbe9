// @foyer/plugin-tokens/react: the Tokens tab with its React view.
export { type TokensReactPlugin, tokens } from '../react/tokens.js'
export type { TokensPlugin, TokensState } from '../tokens.js'

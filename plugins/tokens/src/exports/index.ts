// @foyer/plugin-tokens: the Account view's Tokens tab, headless (no React). Views: `@foyer/plugin-tokens/react`.
export {
  type FetchTokenBalancesParameters,
  fetchTokenBalances,
  sortByValue,
  tokenBalanceUnavailableMessage,
} from '../fetchTokenBalances.js'
export { type Balance, type TokensPlugin, type TokensState, tokens } from '../tokens.js'

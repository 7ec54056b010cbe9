import { type BlockchainApi, definePlugin, type FoyerPlugin, slotViewIds } from '@foyer/core/eager'

/** One holding of `GET /v1/account/{address}/balance`. */
export type Balance = Awaited<ReturnType<BlockchainApi['getBalance']>>['balances'][number]

export type TokensState = {
  /** `<CAIP-2 network>:<address>` the state below belongs to. */
  key?: string
  status: 'idle' | 'loading' | 'ready' | 'unavailable'
  /** Sorted by USD value, highest first; tokens with decimals '0' left out. */
  balances: Balance[]
  /** The sum of the balances' USD values. */
  totalUsd: number
  fetchedAt?: number
  failedAt?: number
}

export type TokensPlugin = FoyerPlugin<TokensState> & {
  name: 'tokens'
  views: readonly [{ id: typeof slotViewIds.accountTokens; title: 'Tokens' }]
}

/**
 * The Account view's Tokens tab, headless: registers the `AccountTokens` slot view and a state slice that
 * `fetchTokenBalances` fills. Its React view comes from `@foyer/plugin-tokens/react`.
 */
export function tokens(): TokensPlugin {
  return definePlugin({
    name: 'tokens',
    // The Blockchain API has balances for these (`fetchTokenBalances`).
    namespaces: ['eip155', 'solana'],
    views: [{ id: slotViewIds.accountTokens, title: 'Tokens' }],
    state: (): TokensState => ({ status: 'idle', balances: [], totalUsd: 0 }),
    resetOn: ['disconnect'],
  }) as TokensPlugin
}

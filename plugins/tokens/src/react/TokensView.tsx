'use client'
import { formatBalance, formatExactBalance, formatFiat } from '@foyer/core'
import {
  List,
  ListItem,
  Spinner,
  usePluginContext,
  usePluginRead,
  usePluginState,
  WalletImage,
} from '@foyer/react/ui'
import { useEffect } from 'react'
import { fetchTokenBalances } from '../fetchTokenBalances.js'
import type { TokensPlugin } from '../tokens.js'

/** The Tokens tab: the total in USD, then each holding with icon, quantity, price and value, highest value first. */
export default function TokensView() {
  const context = usePluginContext<TokensPlugin>('tokens')
  const state = usePluginState<TokensPlugin>('tokens')
  const account = usePluginRead((plugin) => plugin.getAccount())
  const network = usePluginRead((plugin) => plugin.getNetwork())
  const address = account.isConnected ? account.address : undefined
  const chainId = network.caipNetworkId
  const key = address && chainId ? `${chainId}:${address}` : undefined

  useEffect(() => {
    if (!address || !chainId) return
    void fetchTokenBalances(context)
    // After an approved transaction the balances are stale: read again past the cache.
    return context.events.on('balanceStale', () => void fetchTokenBalances(context, { force: true }))
  }, [context, address, chainId])

  const current = state.key === key
  if (!current || (state.status === 'loading' && state.balances.length === 0) || state.status === 'idle')
    return <Spinner label="Loading tokens" />
  if (state.status === 'unavailable')
    return <p className="foyer-view__empty">Token balances are unavailable on this network.</p>
  if (state.balances.length === 0) return <p className="foyer-view__empty">No tokens on this network yet.</p>

  return (
    <div className="foyer-tokens">
      <p className="foyer-tokens__total">
        Total{' '}
        <strong title={formatFiat(state.totalUsd, 'USD', { compact: false })}>
          {formatFiat(state.totalUsd, 'USD')}
        </strong>
      </p>
      <List aria-label="Tokens" className="foyer-tokens__list">
        {state.balances.map((balance) => (
          <ListItem
            key={`${balance.chainId}:${balance.address ?? 'native'}`}
            className="foyer-token-row"
            label={<span title={balance.name}>{balance.name}</span>}
            description={
              <span title={formatExactBalance(balance.quantity.numeric, balance.symbol)}>
                {formatBalance(balance.quantity.numeric, balance.symbol)}
              </span>
            }
            image={<WalletImage name={balance.symbol} src={balance.iconUrl} size="sm" decorative />}
            end={
              <>
                <span
                  className="foyer-token-row__value"
                  title={formatFiat(balance.value ?? 0, 'USD', { compact: false })}
                >
                  {formatFiat(balance.value ?? 0, 'USD')}
                </span>
                <span className="foyer-token-row__price">{`${formatFiat(balance.price, 'USD')} each`}</span>
              </>
            }
          />
        ))}
      </List>
    </div>
  )
}

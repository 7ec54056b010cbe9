'use client'
import { formatBalance, formatExactBalance, formatFiat } from '@foyer/core'
import {
  List,
  ListItem,
  Spinner,
  usePluginContext,
  usePluginRead,
  usePluginState,
  useTranslate,
  WalletImage,
} from '@foyer/react/ui'
import { useEffect } from 'react'
import { fetchTokenBalances } from '../fetchTokenBalances.js'
import type { TokensPlugin } from '../tokens.js'
import { tokensMessages } from './tokensMessages.js'

/** The Tokens tab: the total in USD, then each holding with icon, quantity, price and value, highest value first. */
export default function TokensView() {
  const context = usePluginContext<TokensPlugin>('tokens')
  const state = usePluginState<TokensPlugin>('tokens')
  const account = usePluginRead((plugin) => plugin.getAccount())
  const network = usePluginRead((plugin) => plugin.getNetwork())
  const address = account.isConnected ? account.address : undefined
  const chainId = network.caipNetworkId
  const key = address && chainId ? `${chainId}:${address}` : undefined
  const t = useTranslate(tokensMessages)
  const locale = { locale: t.locale }

  useEffect(() => {
    if (!address || !chainId) return
    void fetchTokenBalances(context)
    // After an approved transaction the balances are stale: read again past the cache.
    return context.events.on('balanceStale', () => void fetchTokenBalances(context, { force: true }))
  }, [context, address, chainId])

  const current = state.key === key
  if (!current || (state.status === 'loading' && state.balances.length === 0) || state.status === 'idle')
    return <Spinner label={t('loading')} />
  if (state.status === 'unavailable') return <p className="foyer-view__empty">{t('unavailable')}</p>
  if (state.balances.length === 0) return <p className="foyer-view__empty">{t('empty')}</p>

  return (
    <div className="foyer-tokens">
      <p className="foyer-tokens__total">
        {t('total')}{' '}
        <strong
          className="foyer-ltr"
          title={formatFiat(state.totalUsd, 'USD', { ...locale, compact: false })}
        >
          {formatFiat(state.totalUsd, 'USD', locale)}
        </strong>
      </p>
      <List aria-label={t('list')} className="foyer-tokens__list">
        {state.balances.map((balance) => (
          <ListItem
            key={`${balance.chainId}:${balance.address ?? 'native'}`}
            className="foyer-token-row"
            label={<span title={balance.name}>{balance.name}</span>}
            description={
              <span
                className="foyer-ltr"
                title={formatExactBalance(balance.quantity.numeric, balance.symbol)}
              >
                {formatBalance(balance.quantity.numeric, balance.symbol, locale)}
              </span>
            }
            image={<WalletImage name={balance.symbol} src={balance.iconUrl} size="sm" decorative />}
            end={
              <>
                <span
                  className="foyer-token-row__value foyer-ltr"
                  title={formatFiat(balance.value ?? 0, 'USD', { ...locale, compact: false })}
                >
                  {formatFiat(balance.value ?? 0, 'USD', locale)}
                </span>
                <span className="foyer-token-row__price">
                  {t('each', { price: formatFiat(balance.price, 'USD', locale) })}
                </span>
              </>
            }
          />
        ))}
      </List>
    </div>
  )
}

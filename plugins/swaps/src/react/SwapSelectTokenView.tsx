'use client'
import {
  formatBalance,
  formatExactBalance,
  formatFiat,
  swapPopularTokenSymbols,
  swapSuggestedTokenSymbols,
} from '@foyer/core'
import {
  List,
  ListItem,
  TextInput,
  usePluginContext,
  usePluginState,
  useTranslate,
  WalletImage,
} from '@foyer/react/ui'
import { useId, useState } from 'react'
import { selectSwapToken } from '../requestSwapQuote.js'
import type { SwapsPlugin, SwapTokenEntry } from '../swaps.js'
import { swapsMessages } from './swapsMessages.js'

const rank = (symbol: string, list: readonly string[]) => {
  const index = list.indexOf(symbol)
  return index === -1 ? list.length : index
}

/** The token picker: search, the account's tokens with balances, then the suggested and popular tokens. */
export default function SwapSelectTokenView() {
  const context = usePluginContext<SwapsPlugin>('swaps')
  const state = usePluginState<SwapsPlugin>('swaps')
  const [search, setSearch] = useState('')
  const id = useId()
  const t = useTranslate(swapsMessages)
  const locale = { locale: t.locale }
  const query = search.trim().toLowerCase()
  const matches = (token: SwapTokenEntry) =>
    !query ||
    token.symbol.toLowerCase().includes(query) ||
    token.name.toLowerCase().includes(query) ||
    token.address.toLowerCase().endsWith(query)
  const mine = state.myTokensWithBalance.filter(matches)
  const others = state.tokens
    .filter(matches)
    .sort(
      (a, b) =>
        rank(a.symbol, swapSuggestedTokenSymbols) - rank(b.symbol, swapSuggestedTokenSymbols) ||
        rank(a.symbol, swapPopularTokenSymbols) - rank(b.symbol, swapPopularTokenSymbols),
    )
  const choose = (token: SwapTokenEntry) => {
    void selectSwapToken(context, token)
    context.goBack()
  }
  const row = (token: SwapTokenEntry, withBalance: boolean) => (
    <ListItem
      key={token.address}
      className="foyer-token-row"
      label={token.symbol}
      description={token.name}
      end={
        withBalance ? (
          <>
            <span
              className="foyer-token-row__value"
              dir="ltr"
              title={formatExactBalance(token.balance, token.symbol)}
            >
              {formatBalance(token.balance, token.symbol, locale)}
            </span>
            {token.price ? (
              <span className="foyer-token-row__price" dir="ltr">
                {formatFiat(Number(token.balance) * token.price, 'USD', locale)}
              </span>
            ) : null}
          </>
        ) : undefined
      }
      image={<WalletImage name={token.symbol} src={token.logoUri} size="sm" decorative />}
      onClick={() => choose(token)}
    />
  )

  return (
    <div className="foyer-view foyer-swap-tokens">
      <TextInput
        label={t('search')}
        hideLabel
        placeholder={t('search')}
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {mine.length ? (
        <section className="foyer-swap-tokens__group" aria-labelledby={`${id}-mine`}>
          <h3 id={`${id}-mine`} className="foyer-network-list__heading">
            {t('yourTokens')}
          </h3>
          <List aria-labelledby={`${id}-mine`}>{mine.map((token) => row(token, true))}</List>
        </section>
      ) : null}
      {others.length ? (
        <section className="foyer-swap-tokens__group" aria-labelledby={`${id}-all`}>
          <h3 id={`${id}-all`} className="foyer-network-list__heading">
            {t('tokensToSwap')}
          </h3>
          <List aria-labelledby={`${id}-all`}>{others.map((token) => row(token, false))}</List>
        </section>
      ) : (
        <p className="foyer-view__empty">{t('noMatch', { search })}</p>
      )}
    </div>
  )
}

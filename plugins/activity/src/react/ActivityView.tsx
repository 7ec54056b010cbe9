'use client'
import { formatBalance, truncateAddress } from '@foyer/core'
import {
  Button,
  List,
  ListItem,
  Spinner,
  Tag,
  usePluginContext,
  usePluginRead,
  usePluginState,
  useTranslate,
  WalletImage,
} from '@foyer/react/ui'
import { useEffect, useRef } from 'react'
import type { ActivityPlugin, PendingTransaction, Transaction } from '../activity.js'
import { fetchHistory } from '../fetchHistory.js'
import { groupTransactions } from '../groupTransactions.js'
import { activityMessages } from './activityMessages.js'
import { WindowedList } from './WindowedList.js'

const operations = new Set([
  'send',
  'receive',
  'buy',
  'trade',
  'mint',
  'burn',
  'approve',
  'deploy',
  'execute',
] as const)
type Operation = typeof operations extends Set<infer operation> ? operation : never
const statusVariants = { confirmed: 'success', failed: 'error', pending: 'accent' } as const

/**
 * The Activity tab: pending sends first, then the history grouped by year and month, each transaction with its
 * operation, status, counterparty and transfers; the next page loads when the end of the list scrolls into view.
 * Each month's list keeps only the rows near the view in the DOM.
 */
export default function ActivityView() {
  const context = usePluginContext<ActivityPlugin>('activity')
  const state = usePluginState<ActivityPlugin>('activity')
  const account = usePluginRead((plugin) => plugin.getAccount())
  const network = usePluginRead((plugin) => plugin.getNetwork())
  const address = account.isConnected ? account.address : undefined
  const chainId = network.caipNetworkId
  const key = address && chainId ? `${chainId}:${address}` : undefined
  const sentinel = useRef<HTMLDivElement>(null)
  const pendingCount = useRef(state.pending.length)
  const t = useTranslate(activityMessages)

  useEffect(() => {
    if (address && chainId) void fetchHistory(context)
  }, [context, address, chainId])

  // A pending transaction settled: the first page now has it.
  useEffect(() => {
    const settled = state.pending.length < pendingCount.current
    pendingCount.current = state.pending.length
    if (settled) void fetchHistory(context)
  }, [context, state.pending.length])

  const hasMore = state.key === key && state.next !== null
  useEffect(() => {
    const target = sentinel.current
    if (!hasMore || !target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void fetchHistory(context, { more: true })
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [context, hasMore])

  if (!address) return <p className="foyer-view__empty">{t('notConnected')}</p>
  const pending = state.pending.filter((entry) => entry.chain === chainId)
  const current = state.key === key
  if (
    pending.length === 0 &&
    (!current || state.status === 'idle' || (state.status === 'loading' && state.transactions.length === 0))
  )
    return <Spinner label={t('loading')} />

  const purchaseIds = new Set(state.purchases.map((transaction) => transaction.id))
  const merged = [
    ...state.purchases,
    ...state.transactions.filter((transaction) => !purchaseIds.has(transaction.id)),
  ]
  merged.sort((a, b) => Date.parse(b.metadata.minedAt) - Date.parse(a.metadata.minedAt))
  const groups = current ? groupTransactions(merged) : []

  return (
    <div className="foyer-activity">
      {pending.length > 0 ? (
        <List aria-label={t('pendingList')} className="foyer-activity__pending">
          {pending.map((entry) => (
            <PendingRow key={entry.id} entry={entry} />
          ))}
        </List>
      ) : null}
      {current && state.status === 'failed' ? (
        <p className="foyer-view__notice foyer-view__notice--error" role="alert">
          {t('failed')}
        </p>
      ) : null}
      {current && state.status !== 'failed' && state.empty && pending.length === 0 ? (
        <p className="foyer-view__empty">{t('empty')}</p>
      ) : null}
      {groups.map((group) => (
        <section key={group.year} className="foyer-activity__year" aria-label={String(group.year)}>
          <h3 className="foyer-activity__year-title">{group.year}</h3>
          {group.months.map((bucket) => (
            <div key={bucket.month} className="foyer-activity__month">
              <h4 className="foyer-activity__month-title">{monthName(group.year, bucket.month, t.locale)}</h4>
              <WindowedList
                label={monthAndYear(group.year, bucket.month, t.locale)}
                items={bucket.transactions}
                getKey={(transaction) => transaction.id}
                renderItem={(transaction, position) => (
                  <TransactionRow
                    transaction={transaction}
                    viewer={address}
                    purchase={purchaseIds.has(transaction.id)}
                    {...position}
                  />
                )}
              />
            </div>
          ))}
        </section>
      ))}
      {hasMore ? (
        <div ref={sentinel} className="foyer-activity__more">
          <Button
            variant="neutral"
            size="sm"
            loading={state.status === 'loading'}
            onClick={() => void fetchHistory(context, { more: true })}
          >
            {t('loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  )
}

function PendingRow({ entry }: { entry: PendingTransaction }) {
  const t = useTranslate(activityMessages)
  return (
    <ListItem
      label={t('sending')}
      description={entry.to ? t('sendingTo', { address: truncateAddress(entry.to) }) : undefined}
      image={<Spinner size="sm" />}
      end={<Tag variant="accent">{t('status.pending')}</Tag>}
    />
  )
}

function TransactionRow({
  transaction,
  viewer,
  purchase,
  posInSet,
  setSize,
}: {
  transaction: Transaction
  viewer: string
  purchase: boolean
  posInSet: number
  setSize: number
}) {
  const { metadata, transfers } = transaction
  const t = useTranslate(activityMessages)
  const outgoing = metadata.sentFrom.toLowerCase() === viewer.toLowerCase()
  const counterparty = findCounterparty(transaction, outgoing)
  const operation = metadata.operationType as Operation
  const label = purchase
    ? t('operation.buy')
    : operations.has(operation)
      ? t(`operation.${operation}`)
      : capitalize(metadata.operationType)
  const amounts = transfers.map((transfer) => {
    if (transfer.nft_info) return transfer.nft_info.name
    const sign = transfer.direction === 'in' ? '+' : transfer.direction === 'out' ? '-' : ''
    return `${sign}${formatBalance(transfer.quantity.numeric, transfer.fungible_info?.symbol, { locale: t.locale })}`
  })
  const first = transfers[0]
  const image = first?.nft_info?.content.preview?.url ?? first?.fungible_info?.icon?.url
  const imageName = first?.nft_info?.name ?? first?.fungible_info?.symbol ?? label
  const amountsText = amounts.join(', ')
  const description =
    counterparty && counterparty.toLowerCase() !== viewer.toLowerCase()
      ? t(outgoing ? 'partyTo' : 'partyFrom', {
          amounts: amountsText,
          address: truncateAddress(counterparty),
        }).trim()
      : amountsText
  return (
    <ListItem
      label={
        <>
          {label}
          {purchase ? <Tag variant="accent">{t('onRamp')}</Tag> : null}
        </>
      }
      description={description}
      image={<WalletImage name={imageName} src={image} size="sm" decorative />}
      end={<Tag variant={statusVariants[metadata.status]}>{t(`status.${metadata.status}`)}</Tag>}
      posInSet={posInSet}
      setSize={setSize}
    />
  )
}

/**
 * Who the viewer sent to (or received from): the one party on the other side of the transfers when the service names
 * it (a token transfer's recipient, not the token contract the transaction called), else the transaction's own.
 */
function findCounterparty({ metadata, transfers }: Transaction, outgoing: boolean): string {
  const parties = new Set(
    transfers.flatMap((transfer) => {
      const party = outgoing ? transfer.recipient : transfer.sender
      return transfer.direction === (outgoing ? 'out' : 'in') && party ? [party.toLowerCase()] : []
    }),
  )
  const [only] = parties
  if (parties.size !== 1 || !only) return outgoing ? metadata.sentTo : metadata.sentFrom
  return (
    transfers
      .map((transfer) => (outgoing ? transfer.recipient : transfer.sender))
      .find((party) => party?.toLowerCase() === only) ?? only
  )
}

function monthName(year: number, month: number, locale: string): string {
  return new Date(Date.UTC(year, month, 1)).toLocaleString(locale, { month: 'long', timeZone: 'UTC' })
}

function monthAndYear(year: number, month: number, locale: string): string {
  return new Date(Date.UTC(year, month, 1)).toLocaleString(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

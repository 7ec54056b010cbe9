'use client'
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
import { useEffect } from 'react'
import { fetchNfts } from '../fetchNfts.js'
import type { NftsPlugin } from '../nfts.js'
import { nftsMessages } from './nftsMessages.js'

/** The NFTs tab: the account's NFTs on the active network with image, name and collection; spam hidden until asked. */
export default function NftsView() {
  const context = usePluginContext<NftsPlugin>('nfts')
  const state = usePluginState<NftsPlugin>('nfts')
  const account = usePluginRead((plugin) => plugin.getAccount())
  const network = usePluginRead((plugin) => plugin.getNetwork())
  const address = account.isConnected ? account.address : undefined
  const chainId = network.caipNetworkId
  const key = address && chainId ? `${chainId}:${address}` : undefined
  const t = useTranslate(nftsMessages)

  useEffect(() => {
    if (address && chainId) void fetchNfts(context)
  }, [context, address, chainId])

  if (state.key !== key || state.status === 'idle' || (state.status === 'loading' && state.nfts.length === 0))
    return <Spinner label={t('loading')} />
  if (state.status === 'failed' && state.nfts.length === 0)
    return (
      <p className="foyer-view__notice foyer-view__notice--error" role="alert">
        {t('failed')}
      </p>
    )
  const spamCount = state.nfts.filter((nft) => nft.flags.is_spam).length
  const shown = state.showSpam ? state.nfts : state.nfts.filter((nft) => !nft.flags.is_spam)

  return (
    <div className="foyer-nfts">
      {shown.length === 0 ? (
        <p className="foyer-view__empty">{t('empty')}</p>
      ) : (
        <List aria-label={t('list')} className="foyer-nfts__list">
          {shown.map((nft) => (
            <ListItem
              key={nft.id}
              label={nft.name}
              description={nft.collection.name}
              image={<WalletImage name={nft.name} src={nft.image?.url} size="md" decorative />}
              end={nft.flags.is_spam ? <Tag variant="error">{t('spam')}</Tag> : undefined}
            />
          ))}
        </List>
      )}
      {spamCount > 0 ? (
        <Button variant="ghost" size="sm" onClick={() => context.setState({ showSpam: !state.showSpam })}>
          {t(state.showSpam ? 'hideSpam' : 'showSpam', { count: spamCount })}
        </Button>
      ) : null}
      {state.next ? (
        <Button
          variant="neutral"
          size="sm"
          loading={state.status === 'loading'}
          onClick={() => void fetchNfts(context, { more: true })}
        >
          {t('loadMore')}
        </Button>
      ) : null}
    </div>
  )
}

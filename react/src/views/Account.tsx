'use client'
import {
  type AccountEntryItem,
  closeModal,
  disconnect,
  formatBalance,
  formatExactBalance,
  getAccount,
  getAccountEntries,
  getNetwork,
  pushView,
  replaceView,
  showSnackbar,
  truncateAddress,
} from '@foyer/core'
import { useState } from 'react'
import { useKernel } from '../context/appKitInstance.js'
import { defineMessages, type MessageBundle } from '../i18n/defineMessages.js'
import { errorText } from '../i18n/errorText.js'
import { usePluginMessages } from '../i18n/pluginMessages.js'
import { useTranslate } from '../i18n/useTranslate.js'
import { modalMessages } from '../locales/modalMessages.js'
import { preloadRegisteredView } from '../modal/viewRegistryOf.js'
import { Avatar } from '../ui/Avatar.js'
import { Button } from '../ui/Button.js'
import { classNames } from '../ui/classNames.js'
import { Icon } from '../ui/Icon.js'
import { IconButton } from '../ui/IconButton.js'
import { List } from '../ui/List.js'
import { ListItem } from '../ui/ListItem.js'
import { Tabs } from '../ui/Tabs.js'
import { VisuallyHidden } from '../ui/VisuallyHidden.js'
import { WalletImage } from '../ui/WalletImage.js'
import { copyText } from './parts/copyText.js'
import { isOfferedIn } from './parts/isOfferedIn.js'
import { PluginSlot } from './parts/PluginSlot.js'
import { slotViewIds } from './parts/slotViewIds.js'
import { useAccountBalance } from './parts/useAccountBalance.js'
import { useKernelSnapshot } from './parts/useKernelSnapshot.js'
import { useNetworkImage } from './parts/useNetworkImage.js'

const accountTabs = [
  { id: 'tokens', slot: slotViewIds.accountTokens },
  { id: 'nfts', slot: slotViewIds.accountNfts },
  { id: 'activity', slot: slotViewIds.accountActivity },
] as const

/**
 * The connected account: identity, address, balance, network, the Account entries plugins provide (in core's
 * order), the Tokens / NFTs / Activity tabs plugins fill, and Disconnect.
 */
export default function Account() {
  const kernel = useKernel()
  const account = useKernelSnapshot((_state, current) => getAccount(current))
  const network = useKernelSnapshot((_state, current) => getNetwork(current))
  const networkImage = useNetworkImage(network.caipNetwork)
  const [tab, setTab] = useState<string>('tokens')
  const [leaving, setLeaving] = useState(false)
  const t = useTranslate(modalMessages)
  useAccountBalance(kernel, account.namespace, account.address, network.caipNetworkId)
  const entries = getAccountEntries(kernel).filter(
    (entry) =>
      (!entry.namespaces || (account.namespace && entry.namespaces.includes(account.namespace))) &&
      (!entry.connectors || (account.connectorId && entry.connectors.includes(account.connectorId))),
  )

  if (!account.isConnected || !account.address) {
    return (
      <div className="foyer-view foyer-account">
        <p className="foyer-view__notice">{t('account.notConnected')}</p>
        <Button onClick={() => replaceView(kernel, 'Connect')}>{t('account.connect')}</Button>
      </div>
    )
  }
  const address = account.address
  // An identity name (ENS, ...) replaces the truncated address; the full address stays in the title and Copy.
  const displayName = account.profileName || truncateAddress(address)

  const copyAddress = async () => {
    const copied = await copyText(address)
    showSnackbar(
      kernel,
      copied
        ? { message: t('common.addressCopied'), variant: 'success' }
        : { message: t('common.addressCopyFailed'), variant: 'error' },
    )
  }
  const leave = async () => {
    setLeaving(true)
    try {
      await disconnect(kernel)
      closeModal(kernel)
    } catch (error) {
      showSnackbar(kernel, { message: errorText(t, error), variant: 'error' })
    } finally {
      setLeaving(false)
    }
  }
  // A tab shows only where its plugin works (no Tokens, NFTs or Activity on a namespace the service has no data for).
  const tabs = accountTabs
    .filter((entry) => isOfferedIn(kernel, entry.slot, account.namespace))
    .map((entry) => ({
      ...entry,
      label: t(`account.tab.${entry.id}`),
      empty: t(`account.empty.${entry.id}`),
    }))
  const selected = tabs.find((entry) => entry.id === tab) ?? tabs[0]

  return (
    <div className="foyer-view foyer-account">
      <div className="foyer-account__profile">
        {/* Identity sync's avatar is content; the identicon beside the address is decoration. */}
        <Avatar
          address={address}
          src={account.profileImage}
          size="lg"
          alt={account.profileImage ? t('account.avatarOf', { name: displayName }) : ''}
        />
        <div className="foyer-account__address-row">
          <span
            className={classNames('foyer-account__name', !account.profileName && 'foyer-ltr')}
            title={address}
          >
            {displayName}
          </span>
          <IconButton
            label={t('common.copyAddress')}
            icon={<Icon name="copy" size="sm" />}
            size="sm"
            onClick={copyAddress}
          />
        </div>
        {account.balance !== undefined ? (
          <p
            className="foyer-account__balance foyer-ltr"
            title={formatExactBalance(account.balance, account.balanceSymbol)}
          >
            <VisuallyHidden>{`${t('account.balance')} `}</VisuallyHidden>
            {formatBalance(account.balance, account.balanceSymbol, { locale: t.locale })}
          </p>
        ) : null}
        {network.caipNetwork && !kernel.options.enableNetworkSwitch ? (
          // `enableNetworkSwitch: false`: the network is shown, not offered for switching.
          <p className="foyer-account__network foyer-account__network--static">
            <WalletImage name={network.caipNetwork.name} src={networkImage} size="xs" decorative />
            <VisuallyHidden>{`${t('account.network')} `}</VisuallyHidden>
            {network.caipNetwork.name}
          </p>
        ) : network.caipNetwork ? (
          <Button
            variant="neutral"
            size="sm"
            className="foyer-account__network"
            icon={<WalletImage name={network.caipNetwork.name} src={networkImage} size="xs" decorative />}
            onClick={() => pushView(kernel, 'Networks')}
          >
            <VisuallyHidden>{`${t('account.network')} `}</VisuallyHidden>
            {network.caipNetwork.name}
            <VisuallyHidden>{t('account.switchNetwork')}</VisuallyHidden>
          </Button>
        ) : null}
      </div>
      {entries.length ? (
        <List aria-label={t('account.features')} className="foyer-account__features">
          {entries.map((entry) => (
            <ListItem
              key={entry.id}
              label={<AccountEntryTitle entry={entry} named={Boolean(account.profileName)} />}
              end={<Icon name="chevronRight" size="sm" />}
              onClick={() => pushView(kernel, entry.view)}
              onPointerEnter={() => preloadRegisteredView(kernel, entry.view)}
              onFocus={() => preloadRegisteredView(kernel, entry.view)}
            />
          ))}
        </List>
      ) : null}
      {selected ? (
        <Tabs label={t('account.tabs')} tabs={tabs} selected={selected.id} onSelect={setTab}>
          <PluginSlot
            viewId={selected.slot}
            fallback={<p className="foyer-view__empty">{selected.empty}</p>}
          />
        </Tabs>
      ) : null}
      <Button
        variant="neutral"
        fullWidth
        icon={<Icon name="disconnect" size="sm" />}
        loading={leaving}
        onClick={leave}
      >
        {t('common.disconnect')}
      </Button>
    </div>
  )
}

const noMessages: MessageBundle = defineMessages({})

/** An entry's title in the active locale: its plugin's `title.<view>` (`title.<view>.named` once named). */
function AccountEntryTitle({ entry, named }: { entry: AccountEntryItem; named: boolean }) {
  const kernel = useKernel()
  const messages = usePluginMessages(kernel, entry.plugin)
  const t = useTranslate(messages ?? noMessages)
  const namedKey = `title.${entry.view}.named`
  const key = named && messages && namedKey in messages.en ? namedKey : `title.${entry.view}`
  if (messages && key in messages.en) return t(key)
  return (named && entry.titleWhenNamed) || entry.title
}

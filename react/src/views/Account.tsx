'use client'
import {
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
import { preloadView } from '../modal/viewRegistry.js'
import { Avatar } from '../ui/Avatar.js'
import { Button } from '../ui/Button.js'
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
import { toBaseError } from './parts/reportError.js'
import { slotViewIds } from './parts/slotViewIds.js'
import { useAccountBalance } from './parts/useAccountBalance.js'
import { useKernelSnapshot } from './parts/useKernelSnapshot.js'
import { useNetworkImage } from './parts/useNetworkImage.js'

const accountTabs = [
  { id: 'tokens', label: 'Tokens', slot: slotViewIds.accountTokens, empty: 'No tokens to show yet.' },
  { id: 'nfts', label: 'NFTs', slot: slotViewIds.accountNfts, empty: 'No NFTs to show yet.' },
  { id: 'activity', label: 'Activity', slot: slotViewIds.accountActivity, empty: 'No activity yet.' },
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
  useAccountBalance(kernel, account.namespace, account.address, network.caipNetworkId)
  const entries = getAccountEntries(kernel).filter(
    (entry) =>
      (!entry.namespaces || (account.namespace && entry.namespaces.includes(account.namespace))) &&
      (!entry.connectors || (account.connectorId && entry.connectors.includes(account.connectorId))),
  )

  if (!account.isConnected || !account.address) {
    return (
      <div className="foyer-view foyer-account">
        <p className="foyer-view__notice">No wallet is connected.</p>
        <Button onClick={() => replaceView(kernel, 'Connect')}>Connect Wallet</Button>
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
        ? { message: 'Address copied', variant: 'success' }
        : { message: 'Failed to copy address', variant: 'error' },
    )
  }
  const leave = async () => {
    setLeaving(true)
    try {
      await disconnect(kernel)
      closeModal(kernel)
    } catch (error) {
      showSnackbar(kernel, { message: toBaseError(error).shortMessage, variant: 'error' })
    } finally {
      setLeaving(false)
    }
  }
  // A tab shows only where its plugin works (no Tokens, NFTs or Activity on a namespace the service has no data for).
  const tabs = accountTabs.filter((entry) => isOfferedIn(kernel, entry.slot, account.namespace))
  const selected = tabs.find((entry) => entry.id === tab) ?? tabs[0]

  return (
    <div className="foyer-view foyer-account">
      <div className="foyer-account__profile">
        {/* Identity sync's avatar is content; the identicon beside the address is decoration. */}
        <Avatar
          address={address}
          src={account.profileImage}
          size="lg"
          alt={account.profileImage ? `Avatar of ${displayName}` : ''}
        />
        <div className="foyer-account__address-row">
          <span className="foyer-account__name" title={address}>
            {displayName}
          </span>
          <IconButton
            label="Copy address"
            icon={<Icon name="copy" size="sm" />}
            size="sm"
            onClick={copyAddress}
          />
        </div>
        {account.balance !== undefined ? (
          <p
            className="foyer-account__balance"
            title={formatExactBalance(account.balance, account.balanceSymbol)}
          >
            <VisuallyHidden>Balance: </VisuallyHidden>
            {formatBalance(account.balance, account.balanceSymbol)}
          </p>
        ) : null}
        {network.caipNetwork ? (
          <Button
            variant="neutral"
            size="sm"
            className="foyer-account__network"
            icon={<WalletImage name={network.caipNetwork.name} src={networkImage} size="xs" decorative />}
            onClick={() => pushView(kernel, 'Networks')}
          >
            <VisuallyHidden>Network: </VisuallyHidden>
            {network.caipNetwork.name}
            <VisuallyHidden>. Switch network</VisuallyHidden>
          </Button>
        ) : null}
      </div>
      {entries.length ? (
        <List aria-label="Wallet features" className="foyer-account__features">
          {entries.map((entry) => (
            <ListItem
              key={entry.id}
              label={(account.profileName && entry.titleWhenNamed) || entry.title}
              end={<Icon name="chevronRight" size="sm" />}
              onClick={() => pushView(kernel, entry.view)}
              onPointerEnter={() => preloadView(kernel, entry.view)}
              onFocus={() => preloadView(kernel, entry.view)}
            />
          ))}
        </List>
      ) : null}
      {selected ? (
        <Tabs label="Account" tabs={tabs} selected={selected.id} onSelect={setTab}>
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
        Disconnect
      </Button>
    </div>
  )
}

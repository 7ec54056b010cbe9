'use client'
import {
  type ChainNamespace,
  formatBalance,
  formatExactBalance,
  getAccount,
  getNetwork,
  truncateAddress,
} from '@foyer/core/eager'
import { useEffect } from 'react'
import { useKernel } from '../context/appKitInstance.js'
import { useKernelRead } from '../hooks/useKernelRead.js'
import { useResolvedThemeMode } from '../hooks/useResolvedThemeMode.js'
import { textDirection } from '../i18n/resolveLocale.js'
import { useTranslate } from '../i18n/useTranslate.js'
import { buttonMessages } from '../locales/buttonMessages.js'
import { loadModal } from '../modal/loadModal.js'
import { Avatar } from '../ui/Avatar.js'
import { classNames } from '../ui/classNames.js'
import { ButtonShadow } from './ButtonShadow.js'
import { useOpenModal } from './useOpenModal.js'

export type AccountButtonProps = {
  /** Show the native balance when it is known. Default 'show'. */
  balance?: 'show' | 'hide'
  disabled?: boolean
  namespace?: ChainNamespace
  className?: string
}

/** The connected account: avatar, balance and truncated address (or profile name). Opens the Account view. */
export function AccountButton({
  balance = 'show',
  disabled = false,
  namespace,
  className,
}: AccountButtonProps) {
  const kernel = useKernel()
  const account = useKernelRead((current) => getAccount(current, { namespace }))
  const chainId = useKernelRead((current) => getNetwork(current, { namespace }).caipNetworkId)
  const themeMode = useResolvedThemeMode()
  const t = useTranslate(buttonMessages)
  const { open, preload } = useOpenModal('Account', namespace)
  const wantsBalance = balance === 'show' && account.status === 'connected'
  const accountNamespace = account.namespace
  // The balance shows as soon as the account connects, not only once the Account view has read it. The reader comes
  // with the modal's chunk, off the first load (a chunk of its own would split what it shares with the page).
  // biome-ignore lint/correctness/useExhaustiveDependencies: an address or network change reads the balance again
  useEffect(() => {
    if (!wantsBalance || !accountNamespace) return
    let live = true
    const read = (force: boolean) =>
      void loadModal().then(({ refreshBalance }) => {
        if (live) void refreshBalance(kernel, { namespace: accountNamespace, force })
      })
    read(false)
    // A confirmed transaction (in any namespace) makes this one's balance stale: read it again past the cache.
    const onStale = (event: { namespace: ChainNamespace }) =>
      event.namespace === accountNamespace && read(true)
    kernel.events.on('balanceStale', onStale)
    return () => {
      live = false
      kernel.events.off('balanceStale', onStale)
    }
  }, [kernel, wantsBalance, accountNamespace, account.address, chainId])
  if (!account.address) return null
  const showBalance = balance === 'show' && account.balance !== undefined
  return (
    <ButtonShadow isolate={!className}>
      <button
        type="button"
        className={classNames('foyer-theme', 'foyer-account-button', className)}
        data-theme={themeMode}
        lang={t.locale}
        dir={textDirection(t.locale)}
        disabled={disabled}
        aria-haspopup="dialog"
        onClick={open}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
      >
        <Avatar address={account.address} src={account.profileImage} alt="" size="sm" />
        {showBalance ? (
          <span
            className="foyer-account-button__balance foyer-ltr"
            title={formatExactBalance(account.balance, account.balanceSymbol)}
          >
            {formatBalance(account.balance, account.balanceSymbol, { locale: t.locale })}
          </span>
        ) : null}
        <span className={classNames('foyer-account-button__address', !account.profileName && 'foyer-ltr')}>
          {account.profileName ?? truncateAddress(account.address)}
        </span>
      </button>
    </ButtonShadow>
  )
}

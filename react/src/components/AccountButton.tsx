'use client'
import { type ChainNamespace, formatBalance, getAccount, getTheme, truncateAddress } from '@foyer/core'
import { useKernelRead } from '../hooks/useKernelRead.js'
import { Avatar } from '../ui/Avatar.js'
import { classNames } from '../ui/classNames.js'
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
  const account = useKernelRead((kernel) => getAccount(kernel, { namespace }))
  const { themeMode } = useKernelRead(getTheme)
  const { open, preload } = useOpenModal('Account', namespace)
  if (!account.address) return null
  const showBalance = balance === 'show' && account.balance !== undefined
  return (
    <button
      type="button"
      className={classNames('foyer-theme', 'foyer-account-button', className)}
      data-theme={themeMode}
      disabled={disabled}
      aria-haspopup="dialog"
      onClick={open}
      onPointerEnter={preload}
      onFocus={preload}
    >
      <Avatar address={account.address} src={account.profileImage} alt="" size="sm" />
      {showBalance ? (
        <span className="foyer-account-button__balance">
          {formatBalance(account.balance, account.balanceSymbol)}
        </span>
      ) : null}
      <span className="foyer-account-button__address">
        {account.profileName ?? truncateAddress(account.address)}
      </span>
    </button>
  )
}

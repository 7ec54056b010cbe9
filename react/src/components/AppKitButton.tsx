'use client'
import { type ChainNamespace, getAccount } from '@foyer/core/eager'
import { useKernelRead } from '../hooks/useKernelRead.js'
import { AccountButton } from './AccountButton.js'
import { ButtonShadow } from './ButtonShadow.js'
import { ConnectButton } from './ConnectButton.js'

export type AppKitButtonProps = {
  size?: 'md' | 'sm'
  label?: string
  loadingLabel?: string
  balance?: 'show' | 'hide'
  disabled?: boolean
  namespace?: ChainNamespace
}

/**
 * `<ConnectButton>` while disconnected, `<AccountButton>` once connected, and while a stored session restores (its
 * address is known: the page shows the account at once, as the server rendered it) (AppKit's `<appkit-button>`).
 */
export function AppKitButton({ balance, namespace, disabled, ...connect }: AppKitButtonProps) {
  const { status, address } = useKernelRead((kernel) => getAccount(kernel, { namespace }))
  const isConnected = status === 'connected' || status === 'connecting'
  const shared = { ...(namespace ? { namespace } : {}), ...(disabled !== undefined ? { disabled } : {}) }
  // One shadow root for both: after connecting, focus returns to the Account button where Connect was.
  return (
    <ButtonShadow isolate>
      {isConnected && address ? (
        <AccountButton {...shared} {...(balance ? { balance } : {})} />
      ) : (
        <ConnectButton {...shared} {...connect} />
      )}
    </ButtonShadow>
  )
}

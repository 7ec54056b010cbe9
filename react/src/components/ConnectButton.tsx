'use client'
import { type ChainNamespace, getModalState } from '@foyer/core'
import { useKernelRead } from '../hooks/useKernelRead.js'
import { useResolvedThemeMode } from '../hooks/useResolvedThemeMode.js'
import { classNames } from '../ui/classNames.js'
import { Spinner } from '../ui/Spinner.js'
import { ButtonShadow } from './ButtonShadow.js'
import { useOpenModal } from './useOpenModal.js'

export type ConnectButtonProps = {
  /** Default "Connect Wallet". */
  label?: string
  /** Shown while the modal is open or a session is being restored. Default "Connecting...". */
  loadingLabel?: string
  size?: 'md' | 'sm'
  disabled?: boolean
  /** Connect in this namespace only. */
  namespace?: ChainNamespace
  className?: string
}

/** Opens the Connect view. Preloads the modal's code on hover and focus. */
export function ConnectButton({
  label = 'Connect Wallet',
  loadingLabel = 'Connecting...',
  size = 'md',
  disabled = false,
  namespace,
  className,
}: ConnectButtonProps) {
  const { open: isOpen, loading } = useKernelRead(getModalState)
  const themeMode = useResolvedThemeMode()
  const { open, preload } = useOpenModal('Connect', namespace)
  const busy = isOpen || loading
  return (
    <ButtonShadow isolate={!className}>
      <button
        type="button"
        className={classNames(
          'foyer-theme',
          'foyer-connect-button',
          `foyer-connect-button--${size}`,
          className,
        )}
        data-theme={themeMode}
        disabled={disabled}
        aria-busy={busy || undefined}
        aria-haspopup="dialog"
        onClick={open}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
      >
        {busy ? <Spinner size="sm" /> : null}
        {busy ? loadingLabel : label}
      </button>
    </ButtonShadow>
  )
}

'use client'
import { type ChainNamespace, getModalState } from '@foyer/core/eager'
import { useKernelRead } from '../hooks/useKernelRead.js'
import { useResolvedThemeMode } from '../hooks/useResolvedThemeMode.js'
import { textDirection } from '../i18n/resolveLocale.js'
import { useTranslate } from '../i18n/useTranslate.js'
import { buttonMessages } from '../locales/buttonMessages.js'
import { classNames } from '../ui/classNames.js'
import { Spinner } from '../ui/Spinner.js'
import { ButtonShadow } from './ButtonShadow.js'
import { useOpenModal } from './useOpenModal.js'

export type ConnectButtonProps = {
  /** Default "Connect Wallet" (in the active locale). */
  label?: string
  /** Shown while the modal is open or a session is being restored. Default "Connecting…" (in the active locale). */
  loadingLabel?: string
  size?: 'md' | 'sm'
  disabled?: boolean
  /** Connect in this namespace only. */
  namespace?: ChainNamespace
  className?: string
}

/** Opens the Connect view. Preloads the modal's code on hover and focus. */
export function ConnectButton({
  label,
  loadingLabel,
  size = 'md',
  disabled = false,
  namespace,
  className,
}: ConnectButtonProps) {
  const { open: isOpen, loading } = useKernelRead(getModalState)
  const themeMode = useResolvedThemeMode()
  const { open, preload } = useOpenModal('Connect', namespace)
  const busy = isOpen || loading
  const t = useTranslate(buttonMessages)
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
        lang={t.locale}
        dir={textDirection(t.locale)}
        disabled={disabled}
        aria-busy={busy || undefined}
        aria-haspopup="dialog"
        onClick={open}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
      >
        {busy ? <Spinner size="sm" /> : null}
        {busy ? (loadingLabel ?? t('connect.loading')) : (label ?? t('connect.label'))}
      </button>
    </ButtonShadow>
  )
}

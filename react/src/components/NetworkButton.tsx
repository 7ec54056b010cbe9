'use client'
import { getModalState, getNetwork } from '@foyer/core/eager'
import { useState } from 'react'
import { useAppKitInstance } from '../context/appKitInstance.js'
import { useKernelRead } from '../hooks/useKernelRead.js'
import { useResolvedThemeMode } from '../hooks/useResolvedThemeMode.js'
import { textDirection } from '../i18n/resolveLocale.js'
import { useTranslate } from '../i18n/useTranslate.js'
import { buttonMessages } from '../locales/buttonMessages.js'
import { classNames } from '../ui/classNames.js'
import { VisuallyHidden } from '../ui/VisuallyHidden.js'
import { WalletImage } from '../ui/WalletImage.js'
import { ButtonShadow } from './ButtonShadow.js'
import { getNetworkImageUrl } from './getNetworkImageUrl.js'
import { useOpenModal } from './useOpenModal.js'

export type NetworkButtonProps = {
  disabled?: boolean
  className?: string
}

/** The active network's name and image. Opens the Networks view. */
export function NetworkButton({ disabled = false, className }: NetworkButtonProps) {
  const { kernel } = useAppKitInstance()
  const { caipNetwork, isUnsupported } = useKernelRead(getNetwork)
  const themeMode = useResolvedThemeMode()
  const { open, preload } = useOpenModal('Networks')
  // A built-in network's image is fetched first by the modal that lists it: nothing is requested before it opens.
  const modalOpen = useKernelRead(getModalState).open
  const [modalShown, setModalShown] = useState(modalOpen)
  if (modalOpen && !modalShown) setModalShown(true)
  const t = useTranslate(buttonMessages)
  const name = isUnsupported ? t('network.unsupported') : (caipNetwork?.name ?? t('network.select'))
  return (
    <ButtonShadow isolate={!className}>
      <button
        type="button"
        className={classNames('foyer-theme', 'foyer-network-button', className)}
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
        <WalletImage
          name={name}
          src={getNetworkImageUrl(kernel, caipNetwork, { builtIn: modalShown })}
          size="sm"
          decorative
        />
        {caipNetwork && !isUnsupported ? <VisuallyHidden>{`${t('network.prefix')} `}</VisuallyHidden> : null}
        <span className="foyer-network-button__name">{name}</span>
      </button>
    </ButtonShadow>
  )
}

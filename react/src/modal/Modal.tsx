'use client'
import { closeModal, getModalState, whenIdle } from '@foyer/core'
import { type KeyboardEvent, type MouseEvent, useCallback, useEffect, useId, useRef } from 'react'
import { useKernel } from '../context/appKitInstance.js'
import { useKernelRead } from '../hooks/useKernelRead.js'
import { useResolvedThemeMode } from '../hooks/useResolvedThemeMode.js'
import { textDirection } from '../i18n/resolveLocale.js'
import { useCatalogOnMount } from '../i18n/useCatalogOnMount.js'
import { useTranslate } from '../i18n/useTranslate.js'
import { modalMessages } from '../locales/modalMessages.js'
import { classNames } from '../ui/classNames.js'
import { ModalHeader } from './ModalHeader.js'
import { modalModuleState } from './modalModuleState.js'
import { Snackbar } from './Snackbar.js'
import { useAnimatedHeight } from './useAnimatedHeight.js'
import { getActiveElement, useFocusTrap } from './useFocusTrap.js'
import { ViewOutlet } from './ViewOutlet.js'
import { preloadCoreViews } from './viewRegistry.js'

// The stylesheet the modal's shadow root adopts travels with this chunk, off the first load.
export { modalStyles } from '../styles/modalStyles.generated.js'
// The connect button's balance reader comes with the modal (the Account view reads the balance with it too).
export { refreshBalance } from '../views/parts/refreshBalance.js'
// `preloadView` reaches the view registry through this chunk, which keeps the registry off the host's first load.
export { loadView, preloadView } from './viewRegistry.js'

modalModuleState.evaluated = true

/** The modal: loaded on first open, rendered while the router is open. */
export default function Modal() {
  const { open } = useKernelRead(getModalState)
  const themeMode = useResolvedThemeMode()
  useCatalogOnMount(modalMessages)
  const { locale } = useTranslate(modalMessages)
  return (
    <div
      className="foyer-theme foyer-modal-root"
      data-theme={themeMode}
      lang={locale}
      dir={textDirection(locale)}
    >
      {open ? <ModalDialog /> : null}
      <Snackbar />
    </div>
  )
}

/** The overlay and the dialog: focus trapped, Escape and overlay clicks close (unless a plugin vetoes closing). */
export function ModalDialog() {
  const kernel = useKernel()
  const { view } = useKernelRead(getModalState)
  const titleId = useId()
  const dialog = useRef<HTMLDivElement>(null)
  const body = useRef<HTMLDivElement>(null)
  const content = useRef<HTMLDivElement>(null)
  const pressStartedOnOverlay = useRef(false)
  useFocusTrap(dialog)
  useAnimatedHeight(body, content)

  const close = useCallback(() => {
    closeModal(kernel)
  }, [kernel])

  // Once the dialog has painted, the other core views load in the background, so moving between them shows no spinner.
  useEffect(() => whenIdle(() => preloadCoreViews(kernel)), [kernel])

  // A new view may remove the focused control: focus then moves to the new view's heading (never the page's body).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the view changes
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    const active = getActiveElement(element)
    if (active && active !== element && element.contains(active)) return
    const heading = element.querySelector<HTMLElement>('.foyer-header__title')
    ;(heading ?? element).focus()
  }, [view])

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    close()
  }
  // Only a press that starts and ends on the overlay closes (not a text selection dragged out of the dialog).
  function onOverlayPointerDown(event: MouseEvent<HTMLDivElement>) {
    pressStartedOnOverlay.current = event.target === event.currentTarget
  }
  function onOverlayClick(event: MouseEvent<HTMLDivElement>) {
    if (pressStartedOnOverlay.current && event.target === event.currentTarget) close()
    pressStartedOnOverlay.current = false
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the overlay click is a pointer shortcut; Escape and the Close button cover keyboards
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above
    <div className="foyer-overlay" onMouseDown={onOverlayPointerDown} onClick={onOverlayClick}>
      <div
        ref={dialog}
        // `enableMobileFullScreen`: on a phone the dialog fills the screen instead of sitting as a bottom sheet.
        className={classNames(
          'foyer-modal',
          kernel.options.enableMobileFullScreen && 'foyer-modal--full-screen',
        )}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <ModalHeader titleId={titleId} onClose={close} />
        <div className="foyer-modal__body" ref={body}>
          <div className="foyer-modal__scroll" ref={content}>
            <div className="foyer-modal__content">
              <ViewOutlet />
            </div>
          </div>
        </div>
      </div>
    </div>
  )
}

'use client'
import { type CoreView, getModalState, goBack } from '@foyer/core'
import { useKernel } from '../context/appKitInstance.js'
import { useKernelRead } from '../hooks/useKernelRead.js'
import { defineMessages, type MessageBundle } from '../i18n/defineMessages.js'
import { usePluginMessages } from '../i18n/pluginMessages.js'
import { useTranslate } from '../i18n/useTranslate.js'
import { modalMessages } from '../locales/modalMessages.js'
import { Icon } from '../ui/Icon.js'
import { IconButton } from '../ui/IconButton.js'
import { coreViewTitles } from '../views/coreViewTitles.js'

const noMessages: MessageBundle = defineMessages({})

export type ModalHeaderProps = {
  /** The heading's id: the dialog's `aria-labelledby`. */
  titleId: string
  onClose(): void
}

/** Back (when there is a view to go back to), the view's title and Close. */
export function ModalHeader({ titleId, onClose }: ModalHeaderProps) {
  const kernel = useKernel()
  const { view, history } = useKernelRead(getModalState)
  const t = useTranslate(modalMessages)
  const pluginMessages = usePluginMessages(kernel, kernel.views[view]?.plugin)
  const tPlugin = useTranslate(pluginMessages ?? noMessages)
  const data = history.at(-1)?.data
  const coreTitle = coreViewTitles[view as CoreView]
  // A plugin's view is titled from its messages (`title.<view id>`), else by the title it declares.
  const title =
    (coreTitle
      ? coreTitle(t, data)
      : pluginMessages && `title.${view}` in pluginMessages.en
        ? tPlugin(`title.${view}`)
        : kernel.views[view]?.title) || 'Foyer'
  return (
    <header className="foyer-header">
      <div className="foyer-header__start">
        {history.length > 1 ? (
          <IconButton label={t('header.back')} icon={<Icon name="back" />} onClick={() => goBack(kernel)} />
        ) : null}
      </div>
      {/* Focusable from script only: a view change that removes the focused control moves focus here. */}
      <h2 className="foyer-header__title" id={titleId} key={title} tabIndex={-1}>
        {title}
      </h2>
      <div className="foyer-header__end">
        <IconButton label={t('header.close')} icon={<Icon name="close" />} onClick={onClose} />
      </div>
    </header>
  )
}

'use client'
import { type CoreView, getModalState, goBack } from '@foyer/core'
import { useKernel } from '../context/appKitInstance.js'
import { useKernelRead } from '../hooks/useKernelRead.js'
import { Icon } from '../ui/Icon.js'
import { IconButton } from '../ui/IconButton.js'
import { coreViewTitles, resolveViewTitle } from '../views/coreViewTitles.js'

export type ModalHeaderProps = {
  /** The heading's id: the dialog's `aria-labelledby`. */
  titleId: string
  onClose(): void
}

/** Back (when there is a view to go back to), the view's title and Close. */
export function ModalHeader({ titleId, onClose }: ModalHeaderProps) {
  const kernel = useKernel()
  const { view, history } = useKernelRead(getModalState)
  const data = history.at(-1)?.data
  const title =
    resolveViewTitle(coreViewTitles[view as CoreView] ?? kernel.views[view]?.title, data) || 'Foyer'
  return (
    <header className="foyer-header">
      <div className="foyer-header__start">
        {history.length > 1 ? (
          <IconButton label="Back" icon={<Icon name="back" />} onClick={() => goBack(kernel)} />
        ) : null}
      </div>
      {/* Focusable from script only: a view change that removes the focused control moves focus here. */}
      <h2 className="foyer-header__title" id={titleId} key={title} tabIndex={-1}>
        {title}
      </h2>
      <div className="foyer-header__end">
        <IconButton label="Close" icon={<Icon name="close" />} onClick={onClose} />
      </div>
    </header>
  )
}

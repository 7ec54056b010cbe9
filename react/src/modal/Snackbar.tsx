'use client'
import { getSnackbar } from '@foyer/core'
import { useKernelRead } from '../hooks/useKernelRead.js'
import { classNames } from '../ui/classNames.js'
import { Icon } from '../ui/Icon.js'
import { Spinner } from '../ui/Spinner.js'

/** The live region where snackbar messages are announced; always in the DOM so screen readers pick changes up. */
export function Snackbar() {
  const snackbar = useKernelRead(getSnackbar)
  return (
    <div className="foyer-snackbar-region" role="status" aria-live="polite" aria-atomic="true">
      {snackbar.open ? (
        <div className={classNames('foyer-snackbar', `foyer-snackbar--${snackbar.variant}`)}>
          {snackbar.variant === 'loading' ? (
            <Spinner size="sm" />
          ) : (
            <Icon name={snackbar.variant === 'success' ? 'check' : 'warning'} size="sm" />
          )}
          <span>{snackbar.message}</span>
        </div>
      ) : null}
    </div>
  )
}

'use client'
import { getSnackbar } from '@foyer/core'
import { useKernel } from '../context/appKitInstance.js'
import { useKernelRead } from '../hooks/useKernelRead.js'
import { createTranslate } from '../i18n/createTranslate.js'
import { getLoadedPluginMessages } from '../i18n/pluginMessages.js'
import { resolveLocale } from '../i18n/resolveLocale.js'
import { useRequestedLocales, useTranslate } from '../i18n/useTranslate.js'
import { modalMessages } from '../locales/modalMessages.js'
import { classNames } from '../ui/classNames.js'
import { Icon } from '../ui/Icon.js'
import { Spinner } from '../ui/Spinner.js'

/**
 * A message headless code showed in English (a plugin's, core's) in the active locale, when the modal's catalog or a
 * loaded plugin's has it word for word; messages views show are already translated and stay as they are.
 */
function useSnackbarTranslator(): (message: string) => string {
  const kernel = useKernel()
  const t = useTranslate(modalMessages)
  const requested = useRequestedLocales()
  return (message) => {
    const own = t.fromEnglish(message)
    if (own !== message) return own
    for (const bundle of getLoadedPluginMessages(kernel)) {
      const locale = resolveLocale(requested, bundle.locales)
      const translated = createTranslate(bundle, locale, bundle.get(locale)).fromEnglish(message)
      if (translated !== message) return translated
    }
    return message
  }
}

/** The live region where snackbar messages are announced; always in the DOM so screen readers pick changes up. */
export function Snackbar() {
  const snackbar = useKernelRead(getSnackbar)
  const translateSnackbar = useSnackbarTranslator()
  return (
    <div className="foyer-snackbar-region" role="status" aria-live="polite" aria-atomic="true">
      {snackbar.open ? (
        <div className={classNames('foyer-snackbar', `foyer-snackbar--${snackbar.variant}`)}>
          {snackbar.variant === 'loading' ? (
            <Spinner size="sm" />
          ) : (
            <Icon name={snackbar.variant === 'success' ? 'check' : 'warning'} size="sm" />
          )}
          <span>{translateSnackbar(snackbar.message)}</span>
        </div>
      ) : null}
    </div>
  )
}

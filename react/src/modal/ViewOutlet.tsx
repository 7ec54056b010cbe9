'use client'
import { getModalState, ViewNotFoundError } from '@foyer/core'
import { Suspense, useReducer } from 'react'
import { useKernel } from '../context/appKitInstance.js'
import { PluginViewScope } from '../context/PluginViewScope.js'
import { useKernelRead } from '../hooks/useKernelRead.js'
import { errorText } from '../i18n/errorText.js'
import { useTranslate } from '../i18n/useTranslate.js'
import { modalMessages } from '../locales/modalMessages.js'
import { Spinner } from '../ui/Spinner.js'
import { ViewErrorBoundary } from './ViewErrorBoundary.js'
import { getViewRegistry, resetView } from './viewRegistry.js'

/** Renders the router's current view: lazily loaded, inside an error boundary and a Suspense spinner. */
export function ViewOutlet() {
  const kernel = useKernel()
  const { view, history } = useKernelRead(getModalState)
  const [, rerender] = useReducer((count: number) => count + 1, 0)
  const entry = getViewRegistry(kernel).get(view)
  const t = useTranslate(modalMessages)
  const View = entry?.component
  return (
    <div className="foyer-view" key={`${view}:${history.length}`} data-view={view}>
      <ViewErrorBoundary
        texts={{
          generic: t('error.generic'),
          retry: t('error.retry'),
          error: (error) => errorText(t, error),
        }}
        onRetry={() => {
          resetView(kernel, view)
          rerender()
        }}
      >
        <Suspense
          fallback={
            <div className="foyer-view-fallback">
              <Spinner size="lg" label={t('common.loading')} />
            </div>
          }
        >
          {View ? (
            <PluginViewScope plugin={entry.plugin}>
              <View />
            </PluginViewScope>
          ) : (
            <MissingView view={view} />
          )}
        </Suspense>
      </ViewErrorBoundary>
    </div>
  )
}

function MissingView({ view }: { view: string }): never {
  throw new ViewNotFoundError({ view })
}

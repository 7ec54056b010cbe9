'use client'
import { goBack } from '@foyer/core'
import { useKernel } from '../context/appKitInstance.js'
import { getKernelAccess } from '../context/kernelAccess.js'
import { useTranslate } from '../i18n/useTranslate.js'
import { modalMessages } from '../locales/modalMessages.js'
import { Button } from '../ui/Button.js'
import { isTrustedGesture } from './parts/isTrustedGesture.js'
import { summarizeRpcParams } from './parts/summarizeRpcParams.js'
import { useKernelSnapshot } from './parts/useKernelSnapshot.js'
import { readString, useRouterData } from './parts/useRouterData.js'

/**
 * A signing request waiting for the user (router data `{ requestId }`): what it asks, then Approve or Reject. Only a
 * trusted click (the user's own, not a script's) approves.
 */
export default function ApproveTransaction() {
  const kernel = useKernel()
  const data = useRouterData()
  const pendingRequests = useKernelSnapshot((state) => state.rpc.pending)
  const requestId = readString(data, 'requestId')
  const pending =
    pendingRequests.find((entry) => entry.id === requestId) ?? (requestId ? undefined : pendingRequests[0])
  const t = useTranslate(modalMessages)

  if (!pending) {
    return (
      <div className="foyer-view foyer-approve">
        <p className="foyer-view__notice">{t('approve.gone')}</p>
        <Button variant="neutral" onClick={() => goBack(kernel)}>
          {t('common.back')}
        </Button>
      </div>
    )
  }
  return (
    <div className="foyer-view foyer-approve">
      <p className="foyer-approve__intro">{t('approve.intro')}</p>
      <dl className="foyer-approve__details">
        <dt>{t('approve.method')}</dt>
        <dd className="foyer-approve__method">{pending.method}</dd>
        <dt>{t('approve.network')}</dt>
        <dd>{pending.namespace}</dd>
        <dt>{t('approve.details')}</dt>
        <dd>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1) */}
          <section className="foyer-approve__scroll" tabIndex={0} aria-label={t('approve.detailsLabel')}>
            <pre className="foyer-approve__params">
              {summarizeRpcParams(pending.method, pending.params) ?? t('approve.noParams')}
            </pre>
          </section>
        </dd>
      </dl>
      <div className="foyer-approve__actions">
        <Button variant="neutral" onClick={() => getKernelAccess(kernel).rejectRpcRequest(pending.id)}>
          {t('approve.reject')}
        </Button>
        <Button
          onClick={(event) => {
            if (isTrustedGesture(event)) getKernelAccess(kernel).approveRpcRequest(pending.id)
          }}
        >
          {t('approve.approve')}
        </Button>
      </div>
    </div>
  )
}

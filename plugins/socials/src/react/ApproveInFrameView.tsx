'use client'
import { Spinner, usePluginRead, usePluginState, useTranslate } from '@foyer/react/ui'
import { useState } from 'react'
import { approvalIdSchema, approvalQueryKey } from '../frame/frameEvents.js'
import type { SocialsPlugin } from '../socials.js'
import { socialsMessages } from './socialsMessages.js'

/**
 * A signing request of the embedded wallet (router data `{ approvalId }`): the secure frame's own approval page, on
 * the frame's origin, where the user reads the request and approves or rejects it. The app's scripts cannot click
 * there, so nothing signs without the user. Below it, a busy line until the wallet answers (the view then leaves).
 */
export default function ApproveInFrameView() {
  const { frameUrl } = usePluginState<SocialsPlugin>('socials')
  const approvalId = usePluginRead((context) => {
    const id = context.getModalState().history.at(-1)?.data?.approvalId
    return approvalIdSchema.safeParse(id).success ? (id as string) : undefined
  })
  const [loaded, setLoaded] = useState(false)
  const t = useTranslate(socialsMessages)
  if (!approvalId) return <p className="foyer-view__notice">{t('approve.gone')}</p>
  const src = new URL(frameUrl)
  src.searchParams.set(approvalQueryKey, approvalId)
  return (
    <div className="foyer-view foyer-approve-frame">
      <iframe
        className="foyer-approve-frame__frame"
        src={src.href}
        title={t('approve.frameTitle')}
        data-foyer-approval=""
        // The page asks for the wallet's passkey (WebAuthn) on the user's click, as the relying party of its own origin.
        allow={`publickey-credentials-create ${src.origin}; publickey-credentials-get ${src.origin}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the frame holds the approval's buttons; the focus trap's list (tabbable) leaves out an iframe without a tabindex, so Tab would never reach them
        tabIndex={0}
        onLoad={() => setLoaded(true)}
      />
      <p className="foyer-approve-frame__status" role="status">
        <Spinner size="sm" />
        {loaded ? t('approve.waiting') : t('approve.opening')}
      </p>
    </div>
  )
}

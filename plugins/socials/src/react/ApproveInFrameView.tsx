'use client'
import { usePluginRead, usePluginState } from '@foyer/react/ui'
import { approvalIdSchema, approvalQueryKey } from '../frame/frameEvents.js'
import type { SocialsPlugin } from '../socials.js'

/**
 * A signing request of the embedded wallet (router data `{ approvalId }`): the secure frame's own approval page, on
 * the frame's origin, where the user reads the request and approves or rejects it. The app's scripts cannot click
 * there, so nothing signs without the user.
 */
export default function ApproveInFrameView() {
  const { frameUrl } = usePluginState<SocialsPlugin>('socials')
  const approvalId = usePluginRead((context) => {
    const id = context.getModalState().history.at(-1)?.data?.approvalId
    return approvalIdSchema.safeParse(id).success ? (id as string) : undefined
  })
  if (!approvalId) return <p className="foyer-view__notice">This request is no longer pending.</p>
  const src = new URL(frameUrl)
  src.searchParams.set(approvalQueryKey, approvalId)
  return (
    <div className="foyer-view foyer-approve-frame">
      <iframe
        className="foyer-approve-frame__frame"
        src={src.href}
        title="Your embedded wallet: approve or reject the request"
        data-foyer-approval=""
      />
    </div>
  )
}

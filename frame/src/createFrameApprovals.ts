import { FrameError, userRejectedMessage } from '@foyer/plugin-socials/protocol'
import {
  type ApprovalDisplay,
  type ApprovalPort,
  type ApprovalTheme,
  approvalMessageSchema,
} from './approvalMessages.js'

/** At most this many requests wait for the user at once; more are refused. */
const maxPending = 8

export type FrameApprovals = {
  /**
   * Waits until the user approves the request in the approval page `approvalId` (a page of the frame's own origin,
   * where only a trusted click confirms); rejects with 'User rejected the request' when they reject it or the page
   * goes away.
   */
  confirm(approvalId: string, display: ApprovalDisplay): Promise<void>
  /** Tells the approval page the request is settled (signed, or failed while signing). */
  finish(approvalId: string, ok: boolean): void
  /** The app's theme (SYNC_THEME) for the approval pages shown from now on. */
  setTheme(theme: ApprovalTheme): void
  /** The approval pages' locale (from SYNC_LOCALE, resolved to one of their catalogs), for requests from now on. */
  setLocale(locale: string): void
  getLocale(): string
  stop(): void
}

/**
 * The signing frame's side of the approval: requests wait here, each under the approval id the app chose, until the
 * approval page of that id (same origin as the frame, so only the frame site's own pages can talk on `port`) says the
 * user decided. Nothing the app's origin can post reaches this port.
 */
export function createFrameApprovals(port: ApprovalPort, initialLocale = 'en'): FrameApprovals {
  type Pending = {
    display: ApprovalDisplay
    locale: string
    resolve: () => void
    reject: (error: unknown) => void
  }
  const pending = new Map<string, Pending>()
  let theme: ApprovalTheme | undefined
  let locale = initialLocale
  const show = (approvalId: string, { display, locale }: Pending) =>
    port.postMessage({ type: 'show', approvalId, display, locale, ...(theme ? { theme } : {}) })
  const onMessage = (event: MessageEvent) => {
    const parsed = approvalMessageSchema.safeParse(event.data)
    if (!parsed.success) return
    const message = parsed.data
    const entry = pending.get(message.approvalId)
    if (!entry) return
    if (message.type === 'hello') show(message.approvalId, entry)
    else if (message.type === 'decide') {
      pending.delete(message.approvalId)
      if (message.approved) entry.resolve()
      else entry.reject(new FrameError(userRejectedMessage))
    }
  }
  port.addEventListener('message', onMessage)
  return {
    confirm(approvalId, display) {
      if (pending.has(approvalId)) return Promise.reject(new FrameError('This approval is already pending'))
      if (pending.size >= maxPending) return Promise.reject(new FrameError('Too many requests are pending'))
      return new Promise<void>((resolve, reject) => {
        // The display was written in the locale of this moment: the page shows it with its texts in that one.
        const entry = { display, locale, resolve, reject }
        pending.set(approvalId, entry)
        // The page may have loaded first: it shows the request as soon as it arrives.
        show(approvalId, entry)
      })
    },
    setTheme(next) {
      theme = next
    },
    setLocale(next) {
      locale = next
    },
    getLocale: () => locale,
    finish(approvalId, ok) {
      port.postMessage({ type: 'done', approvalId, ok })
    },
    stop() {
      port.removeEventListener('message', onMessage)
      for (const [approvalId, entry] of pending) {
        pending.delete(approvalId)
        entry.reject(new FrameError(userRejectedMessage))
      }
    },
  }
}

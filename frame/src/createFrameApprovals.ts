import { FrameError, userRejectedMessage } from '@foyer/plugin-socials/protocol'
import {
  type ApprovalDisplay,
  type ApprovalPort,
  type ApprovalTheme,
  approvalMessageSchema,
  type PasskeyCeremony,
  type PasskeyDecision,
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
  /**
   * Like `confirm`, and the page runs the passkey ceremony on the user's Approve click: resolves with its answer, or
   * the recovery code typed instead where offered (rejects when the ceremony failed or gave no PRF output).
   */
  confirmWithPasskey(
    approvalId: string,
    display: ApprovalDisplay,
    passkey: PasskeyCeremony,
  ): Promise<PasskeyDecision>
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
    passkey?: PasskeyCeremony
    resolve: (answer: PasskeyDecision | undefined) => void
    reject: (error: unknown) => void
  }
  const pending = new Map<string, Pending>()
  let theme: ApprovalTheme | undefined
  let locale = initialLocale
  const show = (approvalId: string, { display, locale, passkey }: Pending) =>
    port.postMessage({
      type: 'show',
      approvalId,
      display,
      locale,
      ...(theme ? { theme } : {}),
      ...(passkey ? { passkey } : {}),
    })
  const onMessage = (event: MessageEvent) => {
    const parsed = approvalMessageSchema.safeParse(event.data)
    if (!parsed.success) return
    const message = parsed.data
    const entry = pending.get(message.approvalId)
    if (!entry) return
    if (message.type === 'hello') show(message.approvalId, entry)
    else if (message.type === 'decide') {
      pending.delete(message.approvalId)
      const answer = message.passkey
        ? { passkey: message.passkey }
        : message.recoveryCode !== undefined && entry.passkey?.offerRecoveryCode
          ? { recoveryCode: message.recoveryCode }
          : undefined
      if (message.approved && (!entry.passkey || answer)) entry.resolve(answer)
      else entry.reject(new FrameError(userRejectedMessage))
    }
  }
  port.addEventListener('message', onMessage)
  function wait(approvalId: string, display: ApprovalDisplay, passkey: PasskeyCeremony | undefined) {
    if (pending.has(approvalId)) return Promise.reject(new FrameError('This approval is already pending'))
    if (pending.size >= maxPending) return Promise.reject(new FrameError('Too many requests are pending'))
    return new Promise<PasskeyDecision | undefined>((resolve, reject) => {
      // The display was written in the locale of this moment: the page shows it with its texts in that one.
      const entry = { display, locale, passkey, resolve, reject }
      pending.set(approvalId, entry)
      // The page may have loaded first: it shows the request as soon as it arrives.
      show(approvalId, entry)
    })
  }
  return {
    async confirm(approvalId, display) {
      await wait(approvalId, display, undefined)
    },
    async confirmWithPasskey(approvalId, display, passkey) {
      const answer = await wait(approvalId, display, passkey)
      if (!answer) throw new FrameError('The passkey gave no answer')
      return answer
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

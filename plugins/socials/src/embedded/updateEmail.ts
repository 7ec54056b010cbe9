import { BaseError } from '@foyer/core/eager'
import type { SocialsContext } from '../socials.js'

/** The user closed the modal before their new email was confirmed. */
export class EmailUpdateCancelledError extends BaseError {
  override name = 'EmailUpdateCancelledError'
  constructor() {
    super('Email update cancelled')
  }
}

type Pending = { resolve: (result: { email: string }) => void; reject: (error: Error) => void }
const pendingUpdates = new WeakMap<SocialsContext, Pending>()

/**
 * Opens the modal on the UpdateEmail view and resolves with the new email once both codes are entered (AppKit's
 * `updateEmail`); rejects when the modal closes first. A second call while one is open takes it over.
 */
export function updateEmail(context: SocialsContext): Promise<{ email: string }> {
  pendingUpdates.get(context)?.reject(new EmailUpdateCancelledError())
  return new Promise((resolve, reject) => {
    const stop = context.events.on('modalClose', () => settle(context, new EmailUpdateCancelledError()))
    pendingUpdates.set(context, {
      resolve: (result) => {
        stop()
        resolve(result)
      },
      reject: (error) => {
        stop()
        reject(error)
      },
    })
    context.openModal({ view: 'UpdateEmail' }).catch((error: Error) => settle(context, error))
  })
}

/** Ends the open `updateEmail` call, with the new email or an error. */
export function settle(context: SocialsContext, outcome: { email: string } | Error): void {
  const pending = pendingUpdates.get(context)
  if (!pending) return
  pendingUpdates.delete(context)
  if (outcome instanceof Error) pending.reject(outcome)
  else pending.resolve(outcome)
}

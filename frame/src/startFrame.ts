import { approvalIdSchema, approvalQueryKey, createFrameResponder } from '@foyer/plugin-socials/protocol'
import { resolveLocale } from '@foyer/react/i18n'
import { type ApprovalPort, approvalChannelName } from './approvalMessages.js'
import { approvalTexts } from './approvalTexts.js'
import { createFrameApprovals } from './createFrameApprovals.js'
import { createFrameHandlers } from './createFrameHandlers.js'
import { createKeyVault } from './createKeyVault.js'
import { frameConfigSchema } from './frameConfig.js'
import { createFrameSession } from './frameSession.js'
import { isOriginAllowed } from './isOriginAllowed.js'
import { logFrameErrors } from './logFrameErrors.js'
import { startApprovalPage } from './startApprovalPage.js'

/**
 * The secure frame's page: reads `frame-config.json` beside it and answers its parent, if the parent's origin is one
 * the config allows. Listens at once (requests sent while the config loads wait for it). Returns the stop.
 */
export function startFrame(window: Window): () => void {
  const query = new URLSearchParams(window.location.search)
  const appOrigin =
    window.location.ancestorOrigins?.[0] ?? (document.referrer ? new URL(document.referrer).origin : '')
  if (!appOrigin || window.parent === window) return () => {}
  // Signing frame and approval page talk on a channel only pages of the frame's own origin can join.
  const port = new BroadcastChannel(approvalChannelName) as unknown as ApprovalPort
  const approvalId = query.get(approvalQueryKey)
  if (approvalId !== null) {
    const valid = approvalIdSchema.safeParse(approvalId)
    return valid.success ? startApprovalPage(window, valid.data, port) : () => {}
  }
  const languages = window.navigator.languages?.length
    ? window.navigator.languages
    : [window.navigator.language]
  const approvals = createFrameApprovals(port, resolveLocale(languages, approvalTexts.locales))
  const config = window
    .fetch(new URL('frame-config.json', window.location.href))
    .then((response) => response.json())
    .then((json) => frameConfigSchema.parse(json))
  // The wallet keys live sealed at rest and in memory here; nothing is answered before they can be read.
  const vault = createKeyVault(window.localStorage, window.indexedDB, (listener) =>
    window.addEventListener('storage', (event) => event.key === 'foyer-frame:vault' && listener()),
  )
  const allowed = Promise.all([config, vault.ready]).then(([{ allowedOrigins }]) =>
    isOriginAllowed(appOrigin, allowedOrigins),
  )
  const ownHandlers = createFrameHandlers({
    config,
    session: createFrameSession(vault.storage),
    chainId: Number(query.get('chainId') ?? 1) || 1,
    social: { frameUrl: window.location.href, appOrigin, storage: window.localStorage },
    reload: () => window.location.reload(),
    approvals,
    projectId: query.get('projectId') ?? undefined,
    languages,
  })
  // The app's `enableAuthLogger` (on unless turned off) arrives as `enableLogger`.
  const handlers =
    query.get('enableLogger') === 'true'
      ? logFrameErrors(ownHandlers, (...data) => console.error(...data))
      : ownHandlers
  // Messages that arrive while the config loads are held, then answered only if the app's origin is allowed.
  const relay = new EventTarget()
  let held: MessageEvent[] | undefined = []
  const onMessage = (event: MessageEvent) => {
    if (held) held.push(event)
    else
      relay.dispatchEvent(
        new MessageEvent('message', { data: event.data, origin: event.origin, source: event.source }),
      )
  }
  window.addEventListener('message', onMessage)
  const stopResponder = createFrameResponder({ appOrigin, appWindow: window.parent, window: relay, handlers })
  // The decision shows on the page (`data-app-origin`): whoever debugs a silent frame (or a test) can read it.
  const decided = (state: 'allowed' | 'refused') => {
    window.document.documentElement.dataset.appOrigin = state
  }
  void allowed.then(
    (ok) => {
      const waiting = held ?? []
      held = undefined
      if (!ok) {
        window.removeEventListener('message', onMessage)
        return decided('refused')
      }
      for (const event of waiting) onMessage(event)
      decided('allowed')
    },
    () => {
      window.removeEventListener('message', onMessage)
      decided('refused')
    },
  )
  return () => {
    window.removeEventListener('message', onMessage)
    stopResponder()
    approvals.stop()
  }
}

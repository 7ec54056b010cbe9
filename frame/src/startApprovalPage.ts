import { resolveLocale, textDirection } from '@foyer/react/i18n'
import type { PasskeyCeremony } from './approvalMessages.js'
import {
  type ApprovalDisplay,
  type ApprovalMessage,
  type ApprovalPort,
  type ApprovalTheme,
  approvalMessageSchema,
} from './approvalMessages.js'
import {
  type ApprovalTranslate,
  approvalTexts,
  englishApproval,
  loadApprovalTranslate,
} from './approvalTexts.js'
import { runPasskeyCeremony } from './runPasskeyCeremony.js'

/**
 * The buttons work this long after the request shows (and the modal around the page has settled), so a click meant
 * for something else cannot land on them.
 */
const armDelayMs = 500

type StatusKey =
  | 'page.loading'
  | 'page.check'
  | 'page.signing'
  | 'page.rejected'
  | 'page.done'
  | 'page.failed'

/**
 * The frame's approval page for one request (`?approval=<id>`), shown by the app inside its modal: it asks the signing
 * frame for the request, shows it readably, and says the user's decision. Only a trusted click or key press on its own
 * Approve button (`event.isTrusted`, in this document, on the frame's origin) approves; leaving the page rejects.
 * Its texts are in the browser's language until the request arrives, then in the app's (the one the request is
 * described in), right to left where that language is.
 */
export function startApprovalPage(window: Window, approvalId: string, port: ApprovalPort): () => void {
  const { document } = window
  const main = document.createElement('main')
  main.className = 'approval'
  const heading = document.createElement('h1')
  const status = document.createElement('p')
  status.className = 'approval__status'
  status.setAttribute('role', 'status')
  const content = document.createElement('div')
  const actions = document.createElement('div')
  actions.className = 'approval__actions'
  const reject = button(document, 'approval__reject')
  const approve = button(document, 'approval__approve')
  let t: ApprovalTranslate = englishApproval
  let statusKey: StatusKey = 'page.loading'
  let title: string | undefined
  const paint = () => {
    const root = document.documentElement
    root.lang = t.locale
    root.dir = textDirection(t.locale)
    heading.textContent = title ?? t('page.title')
    status.textContent = t(statusKey)
    approve.textContent = t('page.approve')
    reject.textContent = t('page.reject')
  }
  const setStatus = (key: StatusKey) => {
    statusKey = key
    status.textContent = t(key)
  }
  paint()
  approve.disabled = true
  reject.disabled = true
  actions.append(reject, approve)
  main.append(heading, status, content, actions)
  document.body.replaceChildren(main)

  let decided = false
  let shown = false
  const browserLocale = resolveLocale(
    window.navigator.languages?.length ? window.navigator.languages : [window.navigator.language],
    approvalTexts.locales,
  )
  void loadApprovalTranslate(browserLocale).then((next) => {
    // The request's own locale wins once it is there.
    if (shown) return
    t = next
    paint()
  })
  let armed = false
  // Where the browser can tell (IntersectionObserver v2: Chromium), Approve works only while this page is really
  // visible to the user: not transparent, filtered, transformed or covered by the app's own elements.
  let visible = !tracksVisibility(window)
  const ready = () => shown && armed && visible && !decided
  const update = () => {
    approve.disabled = !ready()
  }
  const observer = visible
    ? undefined
    : new IntersectionObserver(
        (entries: IntersectionObserverEntry[]) => {
          const last = entries.at(-1) as (IntersectionObserverEntry & { isVisible?: boolean }) | undefined
          visible = last?.isVisible === true
          update()
        },
        { threshold: [0], trackVisibility: true, delay: 100 } as IntersectionObserverInit,
      )
  observer?.observe(main)
  const post = (message: ApprovalMessage) => port.postMessage(message)
  let passkey: PasskeyCeremony | undefined
  let recoveryCode: HTMLInputElement | undefined
  const decide = (approved: boolean) => {
    if (decided) return
    decided = true
    approve.disabled = true
    reject.disabled = true
    if (approved && recoveryCode) {
      setStatus('page.signing')
      post({ type: 'decide', approvalId, approved: true, recoveryCode: recoveryCode.value })
      return
    }
    if (!approved || !passkey) {
      setStatus(approved ? 'page.signing' : 'page.rejected')
      post({ type: 'decide', approvalId, approved })
      return
    }
    // The passkey is asked for within the user's click (WebAuthn needs it), on this page's own origin.
    setStatus('page.signing')
    runPasskeyCeremony(window.navigator.credentials, window.location.hostname, passkey).then(
      (answer) => post({ type: 'decide', approvalId, approved: true, passkey: answer }),
      () => {
        setStatus('page.failed')
        post({ type: 'decide', approvalId, approved: false })
      },
    )
  }
  approve.addEventListener('click', (event) => {
    // A script's synthetic click (not the user's) never approves.
    if (event.isTrusted && ready()) decide(true)
  })
  reject.addEventListener('click', () => decide(false))

  const onMessage = (event: MessageEvent) => {
    const parsed = approvalMessageSchema.safeParse(event.data)
    if (!parsed.success || parsed.data.approvalId !== approvalId) return
    const message = parsed.data
    if (message.type === 'show' && !shown && !decided) {
      shown = true
      passkey = message.passkey
      if (message.theme) applyTheme(document.documentElement, message.theme)
      void loadApprovalTranslate(message.locale ?? t.locale).then((next) => {
        t = next
        title = message.display.title
        content.replaceChildren(...render(document, message.display, t))
        if (message.passkey?.offerRecoveryCode)
          content.append(
            recoveryCodeOption(document, t, (input) => {
              recoveryCode = input
            }),
          )
        if (!decided) statusKey = 'page.check'
        paint()
        window.setTimeout(() => {
          armed = true
          reject.disabled = decided
          update()
        }, armDelayMs)
      })
    } else if (message.type === 'done') {
      setStatus(message.ok ? 'page.done' : 'page.failed')
    }
  }
  port.addEventListener('message', onMessage)
  post({ type: 'hello', approvalId })
  // The modal closed (or the page went away) before a decision: the request is rejected.
  const onPageHide = () => decide(false)
  window.addEventListener('pagehide', onPageHide)
  return () => {
    port.removeEventListener('message', onMessage)
    window.removeEventListener('pagehide', onPageHide)
    observer?.disconnect()
  }
}

/** The app's mode (and checked accent) on the page: custom properties set through the CSSOM, which the CSP allows. */
function applyTheme(root: HTMLElement, theme: ApprovalTheme): void {
  root.dataset.theme = theme.mode
  if (theme.accent) root.style.setProperty('--foyer-accent', theme.accent)
  if (theme.accentForeground) root.style.setProperty('--foyer-accent-foreground', theme.accentForeground)
}

/** Whether the browser reports an element's real visibility (IntersectionObserver v2's `isVisible`). */
function tracksVisibility(window: Window): boolean {
  const entry = (window as Window & { IntersectionObserverEntry?: { prototype: object } })
    .IntersectionObserverEntry
  return entry !== undefined && 'isVisible' in entry.prototype
}

/**
 * "Use a recovery code": the button gives way to a field for the printed code, typed here on the frame's origin
 * (never in the app's); Approve then sends the code instead of asking for the passkey.
 */
function recoveryCodeOption(
  document: Document,
  t: ApprovalTranslate,
  use: (input: HTMLInputElement) => void,
): HTMLElement {
  const wrapper = document.createElement('div')
  wrapper.className = 'approval__code'
  const toggle = button(document, 'approval__alternative')
  toggle.textContent = t('unlock.useCode')
  toggle.addEventListener('click', () => {
    const label = document.createElement('label')
    label.htmlFor = 'approval-recovery-code'
    label.textContent = t('unlock.code')
    const input = document.createElement('input')
    input.id = 'approval-recovery-code'
    input.autocomplete = 'off'
    input.spellcheck = false
    input.dir = 'ltr'
    wrapper.replaceChildren(label, input)
    use(input)
    input.focus()
  })
  wrapper.append(toggle)
  return wrapper
}

function button(document: Document, className: string): HTMLButtonElement {
  const element = document.createElement('button')
  element.type = 'button'
  element.className = className
  return element
}

/**
 * The request's sections as headed description lists, then the raw request behind a "Details" toggle. A value takes
 * the direction of its own text: an address or an amount stays left to right on a right-to-left page.
 */
function render(document: Document, display: ApprovalDisplay, t: ApprovalTranslate): HTMLElement[] {
  const sections = display.sections.map(({ heading, rows }) => {
    const section = document.createElement('section')
    const title = document.createElement('h2')
    title.textContent = heading
    const list = document.createElement('dl')
    for (const row of rows) {
      const term = document.createElement('dt')
      term.textContent = row.label
      const value = document.createElement('dd')
      value.textContent = row.value
      value.dir = 'auto'
      if (row.warning) value.className = 'approval__warning'
      list.append(term, value)
    }
    section.append(title, list)
    return section
  })
  const details = document.createElement('details')
  const summary = document.createElement('summary')
  summary.textContent = t('page.details')
  const raw = document.createElement('pre')
  raw.tabIndex = 0
  raw.dir = 'ltr'
  raw.setAttribute('aria-label', t('page.raw'))
  raw.textContent = display.raw
  details.append(summary, raw)
  return [...sections, details]
}

import {
  type ApprovalDisplay,
  type ApprovalMessage,
  type ApprovalPort,
  type ApprovalTheme,
  approvalMessageSchema,
} from './approvalMessages.js'

/**
 * The buttons work this long after the request shows (and the modal around the page has settled), so a click meant
 * for something else cannot land on them.
 */
const armDelayMs = 500

/**
 * The frame's approval page for one request (`?approval=<id>`), shown by the app inside its modal: it asks the signing
 * frame for the request, shows it readably, and says the user's decision. Only a trusted click or key press on its own
 * Approve button (`event.isTrusted`, in this document, on the frame's origin) approves; leaving the page rejects.
 */
export function startApprovalPage(window: Window, approvalId: string, port: ApprovalPort): () => void {
  const { document } = window
  const main = document.createElement('main')
  main.className = 'approval'
  const heading = document.createElement('h1')
  heading.textContent = 'Approve request'
  const status = document.createElement('p')
  status.className = 'approval__status'
  status.setAttribute('role', 'status')
  status.textContent = 'Loading the request…'
  const content = document.createElement('div')
  const actions = document.createElement('div')
  actions.className = 'approval__actions'
  const reject = button(document, 'Reject', 'approval__reject')
  const approve = button(document, 'Approve', 'approval__approve')
  approve.disabled = true
  reject.disabled = true
  actions.append(reject, approve)
  main.append(heading, status, content, actions)
  document.body.replaceChildren(main)

  let decided = false
  let shown = false
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
  const decide = (approved: boolean) => {
    if (decided) return
    decided = true
    approve.disabled = true
    reject.disabled = true
    status.textContent = approved ? 'Approved. Signing…' : 'Rejected.'
    post({ type: 'decide', approvalId, approved })
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
      if (message.theme) applyTheme(document.documentElement, message.theme)
      heading.textContent = message.display.title
      content.replaceChildren(...render(document, message.display))
      status.textContent = 'Check the request, then approve or reject it.'
      window.setTimeout(() => {
        armed = true
        reject.disabled = decided
        update()
      }, armDelayMs)
    } else if (message.type === 'done') {
      status.textContent = message.ok ? 'Done.' : 'The request failed.'
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

function button(document: Document, label: string, className: string): HTMLButtonElement {
  const element = document.createElement('button')
  element.type = 'button'
  element.className = className
  element.textContent = label
  return element
}

/** The request's sections as headed description lists, then the raw request behind a "Details" toggle. */
function render(document: Document, display: ApprovalDisplay): HTMLElement[] {
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
      if (row.warning) value.className = 'approval__warning'
      list.append(term, value)
    }
    section.append(title, list)
    return section
  })
  const details = document.createElement('details')
  const summary = document.createElement('summary')
  summary.textContent = 'Details'
  const raw = document.createElement('pre')
  raw.tabIndex = 0
  raw.setAttribute('aria-label', 'Raw request')
  raw.textContent = display.raw
  details.append(summary, raw)
  return [...sections, details]
}

'use client'
import { type RefObject, useEffect } from 'react'

const focusable = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',')

/** The elements Tab reaches inside `container`, in order. */
export function getFocusable(container: HTMLElement | ShadowRoot): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusable)).filter(
    (element) => !element.closest('[inert]') && element.getAttribute('aria-hidden') !== 'true',
  )
}

/** The focused element in `node`'s tree (its shadow root's, when it renders in one). */
export function getActiveElement(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot
  return 'activeElement' in root ? root.activeElement : (node.ownerDocument?.activeElement ?? null)
}

/** The focused element, looked up through open shadow roots (a button inside `<appkit-button>`, not the element). */
function getDeepActiveElement(document: Document): HTMLElement | undefined {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active instanceof HTMLElement ? active : undefined
}

/**
 * Focuses `previous` again, or, when it left the page (a Connect button that became the Account button), the first
 * control where it was, once that renders.
 */
function restoreFocus(previous: HTMLElement, parent: ParentNode | null, retry = true): void {
  if (previous.isConnected) {
    previous.focus()
    return
  }
  if (!parent || !(parent as Node).isConnected) return
  const replacement = getFocusable(parent as HTMLElement | ShadowRoot)[0]
  if (replacement) replacement.focus()
  else if (retry) setTimeout(() => restoreFocus(previous, parent, false), 0)
}

/** Open traps, innermost last: only the innermost one acts, so two open modals never pull focus back and forth. */
const activeTraps: HTMLElement[] = []

/**
 * Keeps keyboard focus inside `ref` while mounted: focuses its first control on mount, wraps Tab and Shift+Tab, pulls
 * focus back when it escapes, and returns focus to the previously focused element on unmount.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const container = ref.current
    if (!container) return
    const document = container.ownerDocument
    const previous = getDeepActiveElement(document)
    const previousParent = previous?.parentNode ?? null
    activeTraps.push(container)
    const isInnermost = () => activeTraps[activeTraps.length - 1] === container
    const first = getFocusable(container)[0]
    ;(first ?? container).focus()

    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Tab' || !container || !isInnermost()) return
      const elements = getFocusable(container)
      const head = elements[0]
      const tail = elements[elements.length - 1]
      if (!head || !tail) {
        event.preventDefault()
        container.focus()
        return
      }
      const active = getActiveElement(container)
      if (event.shiftKey && (active === head || active === container || !container.contains(active))) {
        event.preventDefault()
        tail.focus()
      } else if (!event.shiftKey && (active === tail || !container.contains(active))) {
        event.preventDefault()
        head.focus()
      }
    }
    function onFocusIn(event: FocusEvent) {
      if (!isInnermost()) return
      // Inside a shadow root the event reaches the document retargeted to the host: the path names the real target.
      const target = event.composedPath()[0] ?? event.target
      if (container && target instanceof Node && !container.contains(target)) {
        ;(getFocusable(container)[0] ?? container).focus()
      }
    }
    document.addEventListener('keydown', onKeyDown, true)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      activeTraps.splice(activeTraps.indexOf(container), 1)
      document.removeEventListener('keydown', onKeyDown, true)
      document.removeEventListener('focusin', onFocusIn)
      if (previous) restoreFocus(previous, previousParent)
    }
  }, [ref])
}

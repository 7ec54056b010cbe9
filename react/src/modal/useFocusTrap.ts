'use client'
import { createFocusTrap } from 'focus-trap'
import { type RefObject, useEffect } from 'react'
import { type CheckOptions, type TabbableOptions, tabbable } from 'tabbable'

/**
 * How tabbable finds what Tab reaches: through open shadow roots (the modal renders in one), leaving out what is not
 * rendered (`display: none`, a closed `<details>`, inert). A DOM without layout (jsdom) reports no boxes for anything,
 * not even the open dialog; there every element counts as rendered.
 */
function tabbableOptions(container: HTMLElement): CheckOptions & TabbableOptions {
  const hasLayout = container.getClientRects().length > 0
  return { getShadowRoot: true, displayCheck: hasLayout ? 'full' : 'none' }
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
  const scope = parent instanceof ShadowRoot ? parent.host : (parent as Element)
  const replacement = tabbable(scope, { getShadowRoot: true, displayCheck: 'none' })[0] as
    | HTMLElement
    | undefined
  if (replacement) replacement.focus()
  else if (retry) setTimeout(() => restoreFocus(previous, parent, false), 0)
}

/** One stack for every modal's trap: only the innermost acts, so two open modals never pull focus back and forth. */
const trapStack: NonNullable<Parameters<typeof createFocusTrap>[1]>['trapStack'] = []

/**
 * Keeps keyboard focus inside `ref` while mounted (focus-trap, through shadow roots): focuses its first control on
 * mount, wraps Tab and Shift+Tab, pulls focus back when it escapes, and returns focus to the previously focused element
 * on unmount, or to the control that took its place.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const container = ref.current
    if (!container) return
    const previous = getDeepActiveElement(container.ownerDocument)
    const previousParent = previous?.parentNode ?? null
    const trap = createFocusTrap(container, {
      document: container.ownerDocument,
      trapStack,
      tabbableOptions: tabbableOptions(container),
      fallbackFocus: container,
      // The modal closes on Escape and on the overlay itself; the trap only keeps focus in.
      escapeDeactivates: false,
      allowOutsideClick: true,
      // The first control gets focus now, not a frame later: a view's own focus (its heading) then lands after it.
      delayInitialFocus: false,
      returnFocusOnDeactivate: false,
      preventScroll: true,
    })
    trap.activate()
    return () => {
      trap.deactivate()
      if (previous) restoreFocus(previous, previousParent)
    }
  }, [ref])
}

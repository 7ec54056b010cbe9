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
export function getFocusable(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusable)).filter(
    (element) => !element.closest('[inert]') && element.getAttribute('aria-hidden') !== 'true',
  )
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
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : undefined
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
      const active = document.activeElement
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
      if (container && event.target instanceof Node && !container.contains(event.target)) {
        ;(getFocusable(container)[0] ?? container).focus()
      }
    }
    document.addEventListener('keydown', onKeyDown, true)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      activeTraps.splice(activeTraps.indexOf(container), 1)
      document.removeEventListener('keydown', onKeyDown, true)
      document.removeEventListener('focusin', onFocusIn)
      if (previous?.isConnected) previous.focus()
    }
  }, [ref])
}

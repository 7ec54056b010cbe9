import type { Kernel } from '@foyer/core'
import { render } from '@testing-library/react'
import { type UserEvent, userEvent } from '@testing-library/user-event'
import type { ComponentType, ReactNode } from 'react'
import { AppKitContext } from '../../context/appKitInstance.js'
import { getViewRegistry } from '../../modal/viewRegistry.js'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}

export type RenderedView = {
  container: HTMLElement
  /** A user-event session on the document (it puts its clipboard stub on `navigator.clipboard`). */
  user: UserEvent
  unmount(): Promise<void>
}

/** Renders a view inside the kernel's context, as the modal shell does (its view registry built), in the jsdom document. */
export async function renderView(kernel: Kernel, View: ComponentType): Promise<RenderedView> {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
  getViewRegistry(kernel)
  const user = userEvent.setup()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppKitContext.Provider value={{ kernel }}>{children}</AppKitContext.Provider>
  )
  const { container, unmount } = render(<View />, { wrapper })
  return {
    container,
    user,
    async unmount() {
      unmount()
      container.remove()
    },
  }
}

/** The accessible name as assistive tech computes it for our markup: aria-label, aria-labelledby, else text. */
export function accessibleName(element: Element): string {
  const label = element.getAttribute('aria-label')
  if (label) return label.trim()
  const labelledBy = element.getAttribute('aria-labelledby')
  if (labelledBy) {
    return labelledBy
      .split(/\s+/)
      .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim()
  }
  if (element instanceof HTMLInputElement && element.id) {
    const labelElement = [...element.ownerDocument.querySelectorAll('label')].find(
      (candidate) => candidate.htmlFor === element.id,
    )
    if (labelElement) return (labelElement.textContent ?? '').trim()
  }
  if (element.tagName === 'IMG') return element.getAttribute('alt') ?? ''
  return collectText(element).replace(/\s+/g, ' ').trim()
}

function collectText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ''
  if (!(node instanceof Element)) return ''
  if (node.getAttribute('aria-hidden') === 'true') return ''
  const label = node.getAttribute('aria-label')
  if (label) return ` ${label} `
  if (node.tagName === 'IMG') return ` ${node.getAttribute('alt') ?? ''} `
  return [...node.childNodes].map(collectText).join('')
}

const roleSelectors: Record<string, string> = {
  button: 'button, [role="button"]',
  link: 'a[href]',
  list: 'ul, ol, [role="list"]',
  listitem: 'li',
  searchbox: 'input[type="search"]',
  textbox: 'input:not([type]), input[type="text"]',
  tab: '[role="tab"]',
  img: 'img, [role="img"], svg[role="img"]',
  alert: '[role="alert"]',
  status: '[role="status"]',
  region: 'section[aria-label], section[aria-labelledby]',
}

/** Elements of `role` whose accessible name matches `name` (exact string or pattern). */
export function queryAllByRole(container: ParentNode, role: string, name?: string | RegExp): HTMLElement[] {
  const selector = roleSelectors[role]
  if (!selector) throw new Error(`queryAllByRole: unknown role ${role}`)
  return [...container.querySelectorAll<HTMLElement>(selector)].filter((element) => {
    if (name === undefined) return true
    const text = accessibleName(element)
    return typeof name === 'string' ? text === name : name.test(text)
  })
}

export function getByRole(container: ParentNode, role: string, name?: string | RegExp): HTMLElement {
  const found = queryAllByRole(container, role, name)
  if (found.length !== 1) {
    const names = queryAllByRole(container, role).map(accessibleName)
    throw new Error(
      `Expected one ${role} named ${String(name)}, found ${found.length}. ${role}s: ${JSON.stringify(names)}`,
    )
  }
  return found[0] as HTMLElement
}

'use client'
import { isChainNamespace } from '@foyer/core/eager'
import { type ComponentType, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { AccountButton } from '../components/AccountButton.js'
import { AppKitButton } from '../components/AppKitButton.js'
import { InsideButtonShadow } from '../components/ButtonShadow.js'
import { ConnectButton } from '../components/ConnectButton.js'
import { NetworkButton } from '../components/NetworkButton.js'
import { AppKitContext, getAppKitInstance } from '../context/appKitInstance.js'
import { adoptStyles } from '../styles/adoptStyles.js'
import { buttonStyles, tokenStyles } from '../styles/buttonStyles.generated.js'
import { adoptDocumentStyles } from './adoptDocumentStyles.js'

/** The custom elements and the React button each renders (AppKit's tag names). */
export const appKitElements = {
  'appkit-button': AppKitButton,
  'appkit-connect-button': ConnectButton,
  'appkit-account-button': AccountButton,
  'appkit-network-button': NetworkButton,
} as const satisfies Record<string, ComponentType<never>>

export type AppKitElementName = keyof typeof appKitElements

const observedAttributes = [
  'size',
  'label',
  'loading-label',
  'loadinglabel',
  'balance',
  'disabled',
  'namespace',
] as const

/**
 * Defines `<appkit-button>`, `<appkit-connect-button>`, `<appkit-account-button>` and `<appkit-network-button>` once
 * (later calls do nothing; a no-op where `customElements` does not exist). Each renders its button with its own React
 * root inside a shadow root, so the host's React never sees the button's nodes and server-rendered pages hydrate
 * cleanly. The shadow root adopts the buttons' stylesheet: the page needs no import and its CSS does not reach in.
 */
export function defineAppKitElements(): void {
  if (typeof customElements === 'undefined' || typeof HTMLElement === 'undefined') return
  for (const [name, Button] of Object.entries(appKitElements)) {
    if (customElements.get(name)) continue
    customElements.define(name, createElementClass(Button as ComponentType<Record<string, unknown>>))
  }
}

function createElementClass(Button: ComponentType<Record<string, unknown>>): CustomElementConstructor {
  return class AppKitElement extends HTMLElement {
    static observedAttributes = observedAttributes
    #root: Root | undefined

    connectedCallback() {
      if (!this.#root) {
        const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
        // The buttons' own constructed stylesheet (no import needed, the page's CSS stays out); the page's
        // stylesheets where constructed sheets are unsupported.
        if (adoptStyles(shadow, buttonStyles)) adoptStyles(shadow.ownerDocument, tokenStyles)
        else adoptDocumentStyles(shadow)
        this.#root = createRoot(shadow)
      }
      this.#render()
    }

    attributeChangedCallback() {
      if (this.#root) this.#render()
    }

    disconnectedCallback() {
      // A move re-connects in the same task: only unmount when the element really left the page.
      queueMicrotask(() => {
        if (this.isConnected || !this.#root) return
        this.#root.unmount()
        this.#root = undefined
        this.shadowRoot?.replaceChildren()
      })
    }

    #render() {
      const instance = getAppKitInstance()
      if (!instance || !this.#root) return
      const button = createElement(
        InsideButtonShadow.Provider,
        { value: true },
        createElement(Button, readProps(this)),
      )
      this.#root.render(createElement(AppKitContext.Provider, { value: instance }, button))
    }
  }
}

function readProps(element: HTMLElement): Record<string, unknown> {
  const props: Record<string, unknown> = {}
  const size = element.getAttribute('size')
  if (size === 'sm' || size === 'md') props.size = size
  const label = element.getAttribute('label')
  if (label) props.label = label
  const loadingLabel = element.getAttribute('loading-label') ?? element.getAttribute('loadingLabel')
  if (loadingLabel) props.loadingLabel = loadingLabel
  const balance = element.getAttribute('balance')
  if (balance === 'show' || balance === 'hide') props.balance = balance
  if (element.hasAttribute('disabled') && element.getAttribute('disabled') !== 'false') props.disabled = true
  const namespace = element.getAttribute('namespace')
  // A built-in namespace or one an installed adapter registered.
  if (isChainNamespace(namespace)) props.namespace = namespace
  return props
}

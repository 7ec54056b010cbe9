'use client'
import { BaseError, UnknownError } from '@foyer/core/eager'
import { createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { AppKitContext, type AppKitInstance } from '../context/appKitInstance.js'
import { adoptStyles, supportsAdoptedStyles } from '../styles/adoptStyles.js'
import { tokenStyles } from '../styles/buttonStyles.generated.js'
import { loadModal } from './loadModal.js'

export type ModalHost = {
  /** Loads the modal's code and, when the host appends, mounts it in its container. */
  mount(): Promise<void>
  /** Removes the container and unmounts the modal. */
  destroy(): void
}

/**
 * The host element's box: none (its fixed overlay is all that shows), and nothing inherited from the page. Important,
 * so it wins over any page rule matching the element (`div { padding: 20px }`, `* { all: revert }`).
 */
const hostStyles = ':host { all: initial !important; display: contents !important; }'

/**
 * The container `createAppKit` appends to `document.body` (unless `disableAppend` or embedded mode) and the React
 * root the modal renders into. Nothing is imported or mounted until the modal first opens.
 *
 * The modal renders in the container's open shadow root, styled by constructed stylesheets that load with the modal's
 * chunk, so the page's CSS neither reaches it nor needs to provide it. Where constructed stylesheets are unsupported,
 * it renders in the container itself, styled by `@foyer/react/styles.css`.
 */
export function createModalHost(instance: AppKitInstance, { append }: { append: boolean }): ModalHost {
  let container: HTMLDivElement | undefined
  let shadow: ShadowRoot | undefined
  let root: Root | undefined
  let mounting: Promise<void> | undefined
  let stopWatching: (() => void) | undefined
  if (append) {
    container = document.createElement('div')
    container.className = 'foyer-root'
    container.dataset.foyer = ''
    if (supportsAdoptedStyles(document)) {
      shadow = container.attachShadow({ mode: 'open' })
      adoptStyles(shadow, hostStyles)
    }
    document.body.append(container)
    stopWatching = keepAttached(container)
  }
  return {
    mount() {
      if (container && !container.isConnected) document.body.append(container)
      mounting ??= loadModal().then(
        ({ default: Modal, modalStyles }) => {
          if (!container) return
          if (shadow) {
            adoptStyles(document, tokenStyles)
            adoptStyles(shadow, modalStyles)
          }
          root = createRoot(shadow ?? container, {
            // A view's load or render error is shown by its boundary; report it as a kernel event, not a console log.
            onCaughtError: (error) => {
              const reported = error instanceof BaseError ? error : new UnknownError({ cause: error })
              instance.kernel.events.emit('error', { error: reported })
            },
          })
          root.render(createElement(AppKitContext.Provider, { value: instance }, createElement(Modal)))
        },
        (error: unknown) => {
          mounting = undefined
          throw error
        },
      )
      return mounting
    },
    destroy() {
      stopWatching?.()
      stopWatching = undefined
      root?.unmount()
      container?.remove()
      root = undefined
      container = undefined
      shadow = undefined
    },
  }
}

/**
 * Puts the container back when the page removes it: React re-rendering the whole document after a hydration
 * mismatch (error 418) drops the nodes it does not own from `<body>`, or replaces `<body>` itself. The React root
 * lives on the element, so putting the element back is all the modal needs.
 */
function keepAttached(container: HTMLElement): () => void {
  if (typeof MutationObserver !== 'function') return () => {}
  const reattach = () => {
    if (!container.isConnected && document.body) document.body.append(container)
  }
  let body = document.body
  const bodyObserver = new MutationObserver(reattach)
  bodyObserver.observe(body, { childList: true })
  const documentObserver = new MutationObserver(() => {
    if (document.body && document.body !== body) {
      bodyObserver.disconnect()
      body = document.body
      bodyObserver.observe(body, { childList: true })
    }
    reattach()
  })
  documentObserver.observe(document.documentElement, { childList: true })
  return () => {
    bodyObserver.disconnect()
    documentObserver.disconnect()
  }
}

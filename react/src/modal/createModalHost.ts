'use client'
import { BaseError, UnknownError } from '@foyer/core'
import { createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { AppKitContext, type AppKitInstance } from '../context/appKitInstance.js'
import { loadModal } from './loadModal.js'

export type ModalHost = {
  /** Loads the modal's code and, when the host appends, mounts it in its container. */
  mount(): Promise<void>
  /** Removes the container and unmounts the modal. */
  destroy(): void
}

/**
 * The container `createAppKit` appends to `document.body` (unless `disableAppend` or embedded mode) and the React
 * root the modal renders into. Nothing is imported or mounted until the modal first opens.
 */
export function createModalHost(instance: AppKitInstance, { append }: { append: boolean }): ModalHost {
  let container: HTMLDivElement | undefined
  let root: Root | undefined
  let mounting: Promise<void> | undefined
  if (append) {
    container = document.createElement('div')
    container.className = 'foyer-root'
    container.dataset.foyer = ''
    document.body.append(container)
  }
  return {
    mount() {
      mounting ??= loadModal().then(
        ({ default: Modal }) => {
          if (!container) return
          root = createRoot(container, {
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
      root?.unmount()
      container?.remove()
      root = undefined
      container = undefined
    },
  }
}

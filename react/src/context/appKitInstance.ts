'use client'
import type { Kernel, OpenModalParameters, ViewName } from '@foyer/core/eager'
import { BaseError } from '@foyer/core/eager'
import { createContext, useContext } from 'react'

/** What every hook and view needs from `createAppKit`'s result; `createAppKit.ts` returns a superset. */
export type AppKitInstance = {
  readonly kernel: Kernel
  /**
   * The kernel as a server renders it (no restored session): hooks read it while hydrating so the first client
   * render matches the server's HTML. Defaults to `kernel`.
   */
  readonly serverKernel?: Kernel
  /** Opens the modal, loading its code first; `createAppKit` provides it (else hooks call core's `openModal`). */
  open?(options?: OpenModalParameters): Promise<void>
  /** Loads the modal's and `view`'s code ahead of time (on a connect button's hover, focus or touch). */
  preloadModal?(view?: ViewName): Promise<unknown>
}

export class AppKitNotInitializedError extends BaseError {
  override name = 'AppKitNotInitializedError'
  constructor() {
    super('Please call createAppKit before using useAppKit', { docsPath: '/react#createappkit' })
  }
}

let current: AppKitInstance | undefined

/** `createAppKit` registers the instance hooks use when no `<FoyerProvider>` is above them. */
export function setAppKitInstance(instance: AppKitInstance | undefined): void {
  current = instance
}

/** The instance `createAppKit` registered last (custom elements render with it). */
export function getAppKitInstance(): AppKitInstance | undefined {
  return current
}

export const AppKitContext = createContext<AppKitInstance | undefined>(undefined)

/** The nearest instance: a `<FoyerProvider>`'s, else the last `createAppKit`'s. Throws when there is none. */
export function useAppKitInstance(): AppKitInstance {
  const instance = useContext(AppKitContext) ?? current
  if (!instance) throw new AppKitNotInitializedError()
  return instance
}

export function useKernel(): Kernel {
  return useAppKitInstance().kernel
}

'use client'
import type { FoyerCookieState } from '@foyer/core/eager'
import { type ReactNode, useMemo } from 'react'
import { AppKitContext, type AppKitInstance } from './appKitInstance.js'
import { createServerKernel } from './createServerKernel.js'

export type FoyerProviderProps = {
  appKit: AppKitInstance
  /**
   * What the request's cookies stored (`cookieToInitialState(headers().get('cookie'))`, with `storage: cookieStorage`):
   * the server renders, and the client hydrates, the account the user last saw instead of "Connect Wallet".
   */
  initialState?: FoyerCookieState | undefined
  children?: ReactNode
}

/** Scopes hooks and buttons below it to one `createAppKit` result; with `initialState`, renders the stored session. */
export function FoyerProvider({ appKit, initialState, children }: FoyerProviderProps) {
  const key = initialState ? JSON.stringify(initialState) : ''
  // biome-ignore lint/correctness/useExhaustiveDependencies: the cookie state's content, not its identity, matters
  const value = useMemo(
    () =>
      initialState ? { ...appKit, serverKernel: createServerKernel(appKit.kernel, initialState) } : appKit,
    [appKit, key],
  )
  return <AppKitContext.Provider value={value}>{children}</AppKitContext.Provider>
}

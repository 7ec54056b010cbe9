'use client'
import type { ReactNode } from 'react'
import { AppKitContext, type AppKitInstance } from './appKitInstance.js'

export type FoyerProviderProps = { appKit: AppKitInstance; children?: ReactNode }

/** Scopes hooks and buttons below it to one `createAppKit` result, for pages with several instances. */
export function FoyerProvider({ appKit, children }: FoyerProviderProps) {
  return <AppKitContext.Provider value={appKit}>{children}</AppKitContext.Provider>
}

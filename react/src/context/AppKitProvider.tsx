'use client'
import type { ReactNode } from 'react'
import { type AppKit, type CreateAppKitParameters, createAppKit } from '../createAppKit.js'
import { FoyerProvider } from './FoyerProvider.js'

export type AppKitProviderProps = CreateAppKitParameters & { children?: ReactNode }

let created: AppKit | undefined

/**
 * AppKit's `<AppKitProvider {...options}>`: calls `createAppKit` with its props on first render (once per page, as
 * AppKit does; later renders keep that instance) and scopes the hooks below it to it.
 */
export function AppKitProvider({ children, ...parameters }: AppKitProviderProps) {
  created ??= createAppKit(parameters)
  return <FoyerProvider appKit={created}>{children}</FoyerProvider>
}

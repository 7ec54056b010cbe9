// The names the docs' samples use without declaring them: what every app has before the line a sample shows.
import type { AppKit, CreateAppKitParameters } from '@foyer/react'

declare global {
  /** The rest of the app's `createAppKit` options, as in `createAppKit({ ...options, locale: 'ar' })`. */
  const options: CreateAppKitParameters
  const projectId: CreateAppKitParameters['projectId']
  const networks: CreateAppKitParameters['networks']
  const adapters: NonNullable<CreateAppKitParameters['adapters']>
  const plugins: NonNullable<CreateAppKitParameters['plugins']>
  /** The app's Foyer service. */
  const apiUrl: string
  /** What `createAppKit` returned. */
  const appKit: AppKit
}

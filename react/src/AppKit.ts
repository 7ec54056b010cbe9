import {
  type AppKit as AppKitObject,
  type CreateAppKitParameters,
  createAppKit,
  isAppKit,
} from './createAppKit.js'

/** What `createAppKit` returns: AppKit's modal object, plus the kernel. */
export type AppKit = AppKitObject

/** AppKit's names for `createAppKit`'s options. */
export type CreateAppKit = CreateAppKitParameters
export type AppKitOptions = CreateAppKitParameters

type AppKitConstructor = {
  new (options: CreateAppKitParameters): AppKit
  [Symbol.hasInstance](value: unknown): boolean
}

/**
 * AppKit's `AppKit` class as a value, so `import { AppKit }` works where only types are erased: `new AppKit(options)`
 * is `createAppKit(options)`, and `modal instanceof AppKit` holds for what either returned.
 */
export const AppKit = Object.defineProperty(
  function AppKit(options: CreateAppKitParameters): AppKit {
    return createAppKit(options)
  },
  Symbol.hasInstance,
  { value: isAppKit },
) as unknown as AppKitConstructor

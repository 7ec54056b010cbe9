import type { SiwxContext, SiwxOptions } from './siwx.js'

// What the plugin's setup and its lazy code both use: the plugin's own module then stays in the page's first chunk
// instead of a chunk of its own shared with the lazy code.

/** The namespaces a sign-in message exists for. */
export const siwxNamespaces = ['eip155', 'solana'] as const

const optionsByContext = new WeakMap<object, SiwxOptions>()

/** Keeps the options the plugin was set up with, for its views. */
export function setSiwxOptions(context: SiwxContext, options: SiwxOptions): void {
  optionsByContext.set(context, options)
}

/** The options the plugin was installed with (`required` from a `siweConfig` when they leave it out), for its views. */
export function getSiwxOptions(context: SiwxContext): SiwxOptions {
  return optionsByContext.get(context) ?? {}
}

/** The view that asks for the signature: ConnectingSiwe for AppKit's `siweConfig`, else SIWXSignMessage. */
export function getSignInView(context: SiwxContext): 'ConnectingSiwe' | 'SIWXSignMessage' {
  return context.options.siweConfig ? 'ConnectingSiwe' : 'SIWXSignMessage'
}

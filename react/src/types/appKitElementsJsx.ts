import type { ChainNamespace } from '@foyer/core'
import type { DetailedHTMLProps, HTMLAttributes } from 'react'

/** Attributes of `<appkit-button>` and its siblings, as AppKit documents them. */
export type AppKitElementAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  size?: 'md' | 'sm'
  label?: string
  loadingLabel?: string
  balance?: 'show' | 'hide'
  disabled?: boolean
  namespace?: ChainNamespace
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'appkit-button': AppKitElementAttributes
      'appkit-connect-button': AppKitElementAttributes
      'appkit-account-button': AppKitElementAttributes
      'appkit-network-button': AppKitElementAttributes
    }
  }
}

// AppKit's basic example (no adapters: WalletConnect for every namespace of its networks), imports changed.
import { createAppKit } from '@foyer/react'
import { bitcoin, mainnet, polygon, solana } from '@foyer/react/networks'
import { metadata, projectId } from './documentedUsages.js'
import type { ExampleOptions } from './exampleOptions.js'

export function createBasicExample(options: ExampleOptions = {}) {
  return createAppKit({ networks: [mainnet, polygon, solana, bitcoin], projectId, metadata, ...options })
}

import type { CreateAppKit } from '@foyer/react'

/**
 * What a host sets through options alone to run an example against its own stack: the RPCs of its networks
 * (AppKit's `customRpcUrls`), the reference service, the WalletConnect relay and the network to start on.
 */
export type ExampleOptions = Pick<CreateAppKit, 'apiUrl' | 'relayUrl' | 'customRpcUrls' | 'defaultNetwork'>

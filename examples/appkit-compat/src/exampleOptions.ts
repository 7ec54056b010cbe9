import type { CreateAppKit } from '@foyer/react'

/**
 * What a host sets through options alone to run an example against its own stack: its project id (AppKit's examples
 * read it from the environment), the RPCs of its networks (`customRpcUrls`), the reference service, the WalletConnect
 * relay and the network to start on.
 */
export type ExampleOptions = Partial<
  Pick<CreateAppKit, 'projectId' | 'apiUrl' | 'relayUrl' | 'customRpcUrls' | 'defaultNetwork'>
>

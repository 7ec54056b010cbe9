import {
  type Kernel,
  NetworkNotFoundError,
  type SwitchNetworkParameters,
  switchNetwork,
} from '@foyer/core/eager'

/**
 * AppKit's `switchNetwork`: a network the app does not list shows 'Network Not Found' (core reports it) and the call
 * returns; the wallet's own failures still reject.
 */
export async function switchNetworkOrAlert(kernel: Kernel, target: SwitchNetworkParameters): Promise<void> {
  try {
    await switchNetwork(kernel, target)
  } catch (error) {
    if (!(error instanceof NetworkNotFoundError)) throw error
  }
}

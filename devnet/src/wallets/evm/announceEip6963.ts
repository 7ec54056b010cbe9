import { devWalletIcon, devWalletName } from '../devWalletIcon.js'
import type { DevEvmProvider } from './createDevEvmProvider.js'

export type Eip6963ProviderInfo = {
  uuid: string
  name: string
  /** A data: URI (the dev wallets use an SVG). */
  icon: string
  rdns: string
}

export type AnnounceEip6963Options = {
  /** Also set `window.ethereum`, as extensions that predate EIP-6963 do. Default `false`. */
  injectGlobal?: boolean
}

type EventTargetWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>

/** The default identity of the dev wallet; `rdns` is what a dapp's tests look for. */
export const devEvmWalletInfo: Eip6963ProviderInfo = Object.freeze({
  uuid: '7b1f5a52-3d3c-4c8e-9a57-0f0e1d2c3b4a',
  name: devWalletName,
  icon: devWalletIcon,
  rdns: 'dev.foyer.wallet',
})

/**
 * Announces `provider` by EIP-6963: dispatches `eip6963:announceProvider` now and again on every
 * `eip6963:requestProvider`. Returns a function that stops answering.
 */
export function announceEip6963(
  target: EventTargetWindow,
  provider: DevEvmProvider,
  info: Eip6963ProviderInfo = devEvmWalletInfo,
  options: AnnounceEip6963Options = {},
): () => void {
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () => {
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  }
  if (options.injectGlobal) (target as { ethereum?: unknown }).ethereum = provider
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}

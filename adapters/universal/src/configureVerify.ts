import { WalletConnectVerifyInternalsError } from './errors.js'

/** The @walletconnect/* version whose private Verify fields `configureVerify` sets. */
export const pinnedWalletConnectVersion = '2.25.0'

export type ConfigureVerifyParameters = {
  /** The host's Verify server; `verifyUrlV3` is pointed at it. */
  verifyUrl?: string | undefined
  /** The relay the provider meets wallets on. */
  relayUrl?: string | undefined
  /** The host's explicit statement that this runs against a local devnet. */
  devnet?: boolean | undefined
}

/**
 * Verify attests the page's origin to wallets through WalletConnect's Verify server, and stays on: it is pointed at
 * `verifyUrl` when the host names one, and skipped (WalletConnect's private dev flag) only for an app explicitly set
 * up for a local devnet: `devnet: true`, or a `verifyUrl` or relay on a loopback host, which no production app uses.
 * WalletConnect has no option for either, so this sets the private fields of `provider.client.core.verify`, and
 * throws rather than silently leave Verify misconfigured if they are gone.
 */
export function configureVerify(verify: unknown, parameters: ConfigureVerifyParameters = {}): void {
  const { verifyUrl, relayUrl, devnet = false } = parameters
  const fields = (verify ?? {}) as Record<string, unknown>
  const require = (field: string, expected: string) => {
    if (!(field in fields) || typeof fields[field] !== expected)
      throw new WalletConnectVerifyInternalsError({ field, pinnedVersion: pinnedWalletConnectVersion })
  }
  const skip = devnet || isLoopbackUrl(verifyUrl) || isLoopbackUrl(relayUrl)
  if (verifyUrl) require('verifyUrlV3', 'string')
  if (skip) require('isDevEnv', 'boolean')
  if (verifyUrl) fields.verifyUrlV3 = verifyUrl.replace(/\/+$/, '')
  if (skip) fields.isDevEnv = true
}

/** Whether `url` names a loopback host (`localhost`, `127.x.x.x`, `[::1]`). */
function isLoopbackUrl(url: string | undefined): boolean {
  if (!url) return false
  let hostname: string
  try {
    hostname = new URL(url).hostname.toLowerCase()
  } catch {
    return false
  }
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
}

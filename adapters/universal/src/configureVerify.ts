import { WalletConnectVerifyInternalsError } from './errors.js'

/** The @walletconnect/* version whose private Verify fields `configureVerify` sets. */
export const pinnedWalletConnectVersion = '2.25.0'

/**
 * Verify attests the page's origin through an iframe on WalletConnect's server: pointed at `verifyUrl` when the host
 * names one, otherwise skipped. WalletConnect has no option for either, so this sets the private fields of
 * `provider.client.core.verify`, and throws rather than let Verify reach WalletConnect's server if they are gone.
 */
export function configureVerify(verify: unknown, verifyUrl: string | undefined): void {
  const fields = (verify ?? {}) as Record<string, unknown>
  const field = verifyUrl ? 'verifyUrlV3' : 'isDevEnv'
  const expected = verifyUrl ? 'string' : 'boolean'
  if (!(field in fields) || typeof fields[field] !== expected)
    throw new WalletConnectVerifyInternalsError({ field, pinnedVersion: pinnedWalletConnectVersion })
  if (verifyUrl) fields.verifyUrlV3 = verifyUrl.replace(/\/+$/, '')
  else fields.isDevEnv = true
}

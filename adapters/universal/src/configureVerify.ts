import { WalletConnectVerifyInternalsError } from './errors.js'
import { isLoopbackUrl } from './isLoopbackUrl.js'

/** The @walletconnect/* version `configureVerify` was last checked against (its `Verify.register`). */
export const testedWalletConnectVersion = '2.25.0'

export type ConfigureVerifyParameters = {
  /** A loopback Verify URL marks a local devnet; no other value is accepted (see `parseUniversalAdapterParameters`). */
  verifyUrl?: string | undefined
  /** The relay the provider meets wallets on. */
  relayUrl?: string | undefined
  /** The host's explicit statement that this runs against a local devnet. */
  devnet?: boolean | undefined
}

/** The public part of WalletConnect's `ICore['verify']` this touches. */
type VerifyRegister = {
  register: (params: { id: string; decryptedId: string }) => Promise<string | undefined>
}

/**
 * Verify attests the page's origin to wallets through WalletConnect's Verify server, and stays on, except for an app
 * explicitly set up for a local devnet (`devnet: true`, or a `verifyUrl` or relay on a loopback host, which no
 * production app uses). There, `register` (a public member of the core's Verify) attests nothing: WalletConnect has no
 * option for this, and off the internet its attestation frame never answers, so each proposal and request would wait
 * out its 5 s timer. Throws rather than silently leave Verify on if `register` is gone.
 */
export function configureVerify(verify: unknown, parameters: ConfigureVerifyParameters = {}): void {
  const { verifyUrl, relayUrl, devnet = false } = parameters
  if (!(devnet || isLoopbackUrl(verifyUrl) || isLoopbackUrl(relayUrl))) return
  const target = (verify ?? {}) as Partial<VerifyRegister>
  if (typeof target.register !== 'function')
    throw new WalletConnectVerifyInternalsError({
      member: 'register',
      testedVersion: testedWalletConnectVersion,
    })
  target.register = async () => undefined
}

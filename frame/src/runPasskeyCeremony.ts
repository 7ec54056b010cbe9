import { base64urlnopad } from '@scure/base'
import type { PasskeyAnswer, PasskeyCeremony } from './approvalMessages.js'
import { decodeBase64url } from './keyEnvelopes.js'

type PrfResults = { prf?: { enabled?: boolean; results?: { first?: ArrayBuffer } } }

/**
 * Runs the WebAuthn ceremony the signing frame asked for, on this page's origin (its host is the relying party), with
 * the PRF extension evaluated on the ceremony's salt. A new passkey whose creation gave no PRF output yet is asked for
 * once more. Rejects when the authenticator has no PRF: such a passkey cannot seal a wallet.
 */
export async function runPasskeyCeremony(
  credentials: CredentialsContainer,
  rpId: string,
  ceremony: PasskeyCeremony,
): Promise<PasskeyAnswer> {
  const prfInput = { eval: { first: decodeBase64url(ceremony.prfSalt) } }
  const challenge = () => crypto.getRandomValues(new Uint8Array(32))
  const get = async (credentialIds: readonly string[]) => {
    const credential = (await credentials.get({
      publicKey: {
        challenge: challenge(),
        rpId,
        userVerification: 'required',
        allowCredentials: credentialIds.map((id) => ({ type: 'public-key', id: decodeBase64url(id) })),
        extensions: { prf: prfInput } as AuthenticationExtensionsClientInputs,
      },
    })) as PublicKeyCredential | null
    if (!credential) throw new Error('No passkey was chosen')
    return credential
  }
  let credential: PublicKeyCredential
  if (ceremony.ceremony === 'create') {
    const created = (await credentials.create({
      publicKey: {
        challenge: challenge(),
        rp: { id: rpId, name: 'Wallet' },
        user: {
          id: decodeBase64url(ceremony.userId ?? base64urlnopad.encode(challenge())),
          name: ceremony.userName ?? 'Wallet',
          displayName: ceremony.userName ?? 'Wallet',
        },
        pubKeyCredParams: [
          { type: 'public-key', alg: -7 },
          { type: 'public-key', alg: -257 },
        ],
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        extensions: { prf: prfInput } as AuthenticationExtensionsClientInputs,
      },
    })) as PublicKeyCredential | null
    if (!created) throw new Error('No passkey was made')
    const results = created.getClientExtensionResults() as PrfResults
    if (results.prf?.enabled === false) throw new Error('This passkey cannot protect a wallet (no PRF)')
    credential = results.prf?.results?.first
      ? created
      : await get([base64urlnopad.encode(new Uint8Array(created.rawId))])
  } else {
    credential = await get(ceremony.credentialIds ?? [])
  }
  const first = (credential.getClientExtensionResults() as PrfResults).prf?.results?.first
  if (!first) throw new Error('This passkey cannot protect a wallet (no PRF)')
  return {
    credentialId: base64urlnopad.encode(new Uint8Array(credential.rawId)),
    prfOutput: base64urlnopad.encode(new Uint8Array(first)),
  }
}

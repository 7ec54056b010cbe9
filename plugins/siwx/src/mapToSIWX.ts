import type { AppKitSIWEClient, SIWESession } from './siweTypes.js'
import type { SIWXConfig, SIWXSession } from './siwxTypes.js'

const evmChainId = (caipNetworkId: string) => {
  const [namespace, reference] = caipNetworkId.split(':')
  return namespace === 'eip155' && reference && /^[0-9]+$/.test(reference) ? Number(reference) : undefined
}

/**
 * A SIWX config over an app's SIWE server (AppKit's `mapToSIWX`): the message from its `getMessageParams`,
 * `getNonce` and `createMessage`; a signed message checked by its `verifyMessage`; the one session its
 * `getSession` reports. SIWE is Ethereum's: on other namespaces the account counts as signed in. A session for
 * another account or network signs out first when the config says so (`signOutOnAccountChange`,
 * `signOutOnNetworkChange`).
 */
export function mapToSIWX(client: AppKitSIWEClient): SIWXConfig {
  let signingOut: Promise<void> | undefined
  const signOut = () => {
    signingOut ??= (async () => {
      try {
        await client.signOut()
        client.methods.onSignOut?.()
      } finally {
        signingOut = undefined
      }
    })()
    return signingOut
  }
  const currentSession = async (): Promise<SIWESession | undefined> => {
    try {
      return await client.getSession()
    } catch {
      return undefined
    }
  }

  return {
    async createMessage({ accountAddress, chainId }) {
      const params = await client.getMessageParams()
      const nonce = await client.getNonce(accountAddress)
      const issuedAt = params.iat ?? new Date().toISOString()
      const data = {
        accountAddress,
        chainId,
        domain: params.domain,
        uri: params.uri,
        version: '1',
        nonce,
        statement: params.statement,
        issuedAt,
        expirationTime: params.exp,
        notBefore: params.nbf,
        requestId: params.requestId,
        resources: params.resources,
      }
      return {
        ...data,
        toString: () =>
          client.createMessage({
            ...params,
            chainId: evmChainId(chainId) ?? 1,
            address: `did:pkh:${chainId}:${accountAddress}`,
            nonce,
            version: '1',
            iat: issuedAt,
          }),
      }
    },
    async addSession(session) {
      const chainId = evmChainId(session.data.chainId)
      if (chainId === undefined) return
      const valid = await client.verifyMessage({
        message: session.message,
        signature: session.signature,
        cacao: session.cacao,
      })
      if (!valid) throw new Error('Failed to verify message')
      client.methods.onSignIn?.({ address: session.data.accountAddress, chainId })
    },
    async revokeSession() {
      await signOut().catch(() => {})
    },
    async setSessions(sessions) {
      const [first] = sessions
      if (first) await this.addSession(first)
      else await signOut().catch(() => {})
    },
    async getSessions(chainId, address): Promise<SIWXSession[]> {
      const requested = evmChainId(chainId)
      const signedIn = (data: { accountAddress: string; chainId: string }): SIWXSession => ({
        data: { ...data, domain: '', uri: '', version: '1', nonce: '' },
        message: '',
        signature: '',
      })
      if (requested === undefined) return [signedIn({ accountAddress: address, chainId })]
      const session = await currentSession()
      if (!session) return []
      const otherAccount = session.address.toLowerCase() !== address.toLowerCase()
      const otherNetwork = session.chainId !== requested
      if (
        (otherAccount && client.options.signOutOnAccountChange) ||
        (otherNetwork && client.options.signOutOnNetworkChange)
      ) {
        await signOut().catch(() => {})
        return []
      }
      if (otherAccount) return []
      return [signedIn({ accountAddress: session.address, chainId: `eip155:${session.chainId}` })]
    },
    getRequired: () => client.options.required,
    signOutOnDisconnect: client.options.signOutOnDisconnect,
  }
}

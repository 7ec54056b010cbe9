import { createSIWEConfig, formatMessage } from '@foyer/plugin-siwx'

const sessionKey = 'demo:siwe-session'

/**
 * AppKit's legacy `siweConfig` as an app writes one, its "SIWE server" being the Foyer service's sign-in routes: the
 * nonce from it, the signed message verified by it, the session id kept in this page's storage and checked with it.
 */
export function demoSiweConfig(serviceUrl: string) {
  const url = (path: string) => `${serviceUrl}${path}?projectId=foyer-dev`
  const sessionId = () => sessionStorage.getItem(sessionKey)
  return createSIWEConfig({
    getMessageParams: async () => ({
      domain: location.host,
      uri: location.href,
      chains: [1, 10, 137],
      statement: 'Sign in to the Foyer demo with SIWE',
    }),
    getNonce: async () => {
      const response = await fetch(url('/auth/siwx/nonce'))
      return ((await response.json()) as { nonce: string }).nonce
    },
    createMessage: ({ address, ...args }) => formatMessage(args, address),
    verifyMessage: async ({ message, signature }) => {
      const response = await fetch(url('/auth/siwx/verify'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message, signature }),
      })
      if (!response.ok) return false
      sessionStorage.setItem(sessionKey, ((await response.json()) as { id: string }).id)
      return true
    },
    getSession: async () => {
      const id = sessionId()
      if (!id) return null
      const response = await fetch(url(`/auth/siwx/sessions/${encodeURIComponent(id)}`))
      if (!response.ok) return null
      const session = (await response.json()) as { address: string; chainId: string }
      return { address: session.address, chainId: Number(session.chainId.split(':')[1]) }
    },
    signOut: async () => {
      const id = sessionId()
      sessionStorage.removeItem(sessionKey)
      if (id) await fetch(url(`/auth/siwx/sessions/${encodeURIComponent(id)}`), { method: 'DELETE' })
      return true
    },
  })
}

import { useAppKitAccount, useAppKitNetwork, useAppKitProvider } from '@foyer/react'
import { useState } from 'react'

type Eip1193 = { request(args: { method: string; params?: unknown }): Promise<unknown> }
type Grant = { context: string; sessionKey: string }

/** Where the demo keeps its session key: an app would keep it on its server, which then acts within the grant. */
export const demoSessionKeyStorage = 'foyer-demo-session-key'

/**
 * ERC-7715 from the app's side: asks the embedded smart account for a session (up to 0.01 ETH in total, for an hour)
 * for a key the page made, and revokes it again.
 */
export function SmartSessionDemo() {
  const account = useAppKitAccount()
  const network = useAppKitNetwork()
  const { walletProvider } = useAppKitProvider<Eip1193>('eip155')
  const [grant, setGrant] = useState<Grant>()
  const [status, setStatus] = useState<string>()

  async function grantSession() {
    setStatus(undefined)
    try {
      const { generatePrivateKey, privateKeyToAccount } = await import('viem/accounts')
      const privateKey = generatePrivateKey()
      const key = privateKeyToAccount(privateKey)
      sessionStorage.setItem(demoSessionKeyStorage, privateKey)
      const answer = (await walletProvider?.request({
        method: 'wallet_grantPermissions',
        params: [
          {
            chainId: `0x${Number(network.chainId).toString(16)}`,
            expiry: Math.floor(Date.now() / 1000) + 3600,
            signer: { type: 'key', data: { type: 'secp256k1', publicKey: key.publicKey } },
            permissions: [{ type: 'native-token-transfer', data: { allowance: '0x2386f26fc10000' } }],
          },
        ],
      })) as { context: string }
      setGrant({ context: answer.context, sessionKey: key.address })
      setStatus('Session granted')
    } catch (cause) {
      setStatus((cause as { shortMessage?: string; message?: string }).shortMessage ?? String(cause))
    }
  }

  async function revokeSession() {
    if (!grant) return
    setStatus(undefined)
    try {
      await walletProvider?.request({
        method: 'wallet_revokePermissions',
        params: [{ permissionsContext: grant.context }],
      })
      setGrant(undefined)
      setStatus('Session revoked')
    } catch (cause) {
      setStatus((cause as { shortMessage?: string; message?: string }).shortMessage ?? String(cause))
    }
  }

  return (
    <section aria-labelledby="session-title" className="demo-card">
      <h2 id="session-title">Smart session</h2>
      <div className="demo-buttons">
        <button type="button" disabled={!account.isConnected} onClick={grantSession}>
          Grant session
        </button>
        <button type="button" disabled={!grant} onClick={revokeSession}>
          Revoke session
        </button>
      </div>
      {grant && (
        <dl>
          <dt>Session key</dt>
          <dd data-testid="session-key">{grant.sessionKey}</dd>
          <dt>Context</dt>
          <dd data-testid="session-context">{grant.context}</dd>
        </dl>
      )}
      {status && (
        <p role="status" data-testid="session-status">
          {status}
        </p>
      )}
    </section>
  )
}

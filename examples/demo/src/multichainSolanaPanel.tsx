import type { SolanaProvider } from '@foyer/adapter-solana'
import type { AppKit } from '@foyer/react'
import { useAppKitAccount, useAppKitProvider, useDisconnect } from '@foyer/react'
import { base58 } from '@scure/base'
import { LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { useCallback, useEffect, useId, useState } from 'react'

const sendLamports = LAMPORTS_PER_SOL / 100

/** The Solana half of the multichain page: the account, its SOL balance on the active cluster, sign and send. */
export function MultichainSolanaPanel({ appKit }: { appKit: AppKit }) {
  const account = useAppKitAccount({ namespace: 'solana' })
  const { walletProvider } = useAppKitProvider<SolanaProvider>('solana')
  const { disconnect } = useDisconnect()
  const recipientId = useId()
  const [lamports, setLamports] = useState<number>()
  const [recipient, setRecipient] = useState('')
  const [signature, setSignature] = useState<string>()
  const [sent, setSent] = useState<string>()
  const [error, setError] = useState<string>()

  const refresh = useCallback(async () => {
    if (!walletProvider) return setLamports(undefined)
    setLamports(await walletProvider.connection.getBalance(walletProvider.publicKey))
  }, [walletProvider])
  useEffect(() => {
    refresh().catch(() => setLamports(undefined))
  }, [refresh])

  async function run(action: () => Promise<void>) {
    setError(undefined)
    try {
      await action()
    } catch (cause) {
      setError((cause as { shortMessage?: string; message?: string }).shortMessage ?? String(cause))
    }
  }

  const signMessage = () =>
    run(async () => {
      if (!walletProvider) return
      setSignature(undefined)
      const bytes = await walletProvider.signMessage(new TextEncoder().encode('Hello from the Foyer demo'))
      setSignature(base58.encode(bytes))
    })

  const sendSol = () =>
    run(async () => {
      if (!walletProvider) return
      const transaction = new Transaction().add(
        SystemProgram.transfer({
          fromPubkey: walletProvider.publicKey,
          toPubkey: new PublicKey(recipient.trim()),
          lamports: sendLamports,
        }),
      )
      const id = await walletProvider.signAndSendTransaction(transaction)
      // The local endpoint has no websocket: confirm by polling.
      for (let attempt = 0; attempt < 100; attempt++) {
        const { value } = await walletProvider.connection.getSignatureStatuses([id])
        if (value[0]) break
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      setSent(id)
      await refresh()
    })

  return (
    <section aria-labelledby="solana-title" className="demo-card">
      <h2 id="solana-title">Solana</h2>
      <dl>
        <dt>Status</dt>
        <dd data-testid="solana-status">{account.status ?? 'disconnected'}</dd>
        <dt>Address</dt>
        <dd data-testid="solana-address">{account.address ?? '—'}</dd>
        <dt>Balance</dt>
        <dd data-testid="solana-balance">{lamports === undefined ? '—' : `${lamports} lamports`}</dd>
      </dl>
      <div className="demo-buttons">
        <button type="button" onClick={() => appKit.open({ namespace: 'solana' })}>
          Connect Solana wallet
        </button>
        <button type="button" disabled={!account.isConnected} onClick={signMessage}>
          Sign Solana message
        </button>
        <button
          type="button"
          disabled={!account.isConnected}
          onClick={() => disconnect({ namespace: 'solana' })}
        >
          Disconnect Solana
        </button>
      </div>
      <p>
        <label htmlFor={recipientId}>Recipient</label>{' '}
        <input id={recipientId} value={recipient} onChange={(event) => setRecipient(event.target.value)} />{' '}
        <button type="button" disabled={!account.isConnected || !recipient} onClick={sendSol}>
          Send 0.01 SOL
        </button>
      </p>
      {signature && (
        <p>
          Signature: <code data-testid="solana-signature">{signature}</code>
        </p>
      )}
      {sent && (
        <p>
          Sent: <code data-testid="solana-tx">{sent}</code>
        </p>
      )}
      {error && (
        <p role="alert" data-testid="solana-error">
          {error}
        </p>
      )}
    </section>
  )
}

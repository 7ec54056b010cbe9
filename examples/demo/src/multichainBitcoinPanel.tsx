'use client'
import type { BitcoinProvider } from '@foyer/adapter-bitcoin'
import type { AppKit } from '@foyer/react'
import { useAppKitAccount, useAppKitProvider, useDisconnect } from '@foyer/react'
import { useCallback, useEffect, useId, useState } from 'react'
import { bitcoinAdapter, multichainNetworks } from './multichainAppKit.js'

const sendSats = 10_000

/** The Bitcoin half of the multichain page: payment address, balance, sign, send, PSBT, mine a block. */
export function MultichainBitcoinPanel({ appKit }: { appKit: AppKit }) {
  const account = useAppKitAccount({ namespace: 'bip122' })
  const { walletProvider } = useAppKitProvider<BitcoinProvider>('bip122')
  const { disconnect } = useDisconnect()
  const recipientId = useId()
  const psbtId = useId()
  const [balance, setBalance] = useState<string>()
  const [recipient, setRecipient] = useState('')
  const [psbt, setPsbt] = useState('')
  const [signature, setSignature] = useState<string>()
  const [signedPsbt, setSignedPsbt] = useState<string>()
  const [sent, setSent] = useState<string>()
  const [error, setError] = useState<string>()
  const network = multichainNetworks.find(
    (candidate) =>
      candidate.chainNamespace === 'bip122' && account.caipAddress?.startsWith(`${candidate.caipNetworkId}:`),
  )
  const esploraUrl = network?.rpcUrls.default.http[0]

  const refresh = useCallback(async () => {
    if (!account.address || !network) return setBalance(undefined)
    setBalance((await bitcoinAdapter.getBalance({ address: account.address, network })).balance)
  }, [account.address, network])
  useEffect(() => {
    refresh().catch(() => setBalance(undefined))
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
      if (!walletProvider || !account.address) return
      setSignature(
        await walletProvider.signMessage({ address: account.address, message: 'Hello from the Foyer demo' }),
      )
    })
  const sendBitcoin = () =>
    run(async () => {
      if (!walletProvider) return
      setSent(await walletProvider.sendTransfer({ recipient: recipient.trim(), amount: String(sendSats) }))
    })
  const signPsbt = () =>
    run(async () => {
      if (!walletProvider) return
      setSignedPsbt((await walletProvider.signPSBT({ psbt: psbt.trim() })).psbt)
    })
  // The devnet ledger mines on demand (`POST /mine`); balances count the mempool, as wallets show them.
  const mineBlock = () =>
    run(async () => {
      if (!esploraUrl) return
      const response = await fetch(`${esploraUrl}/mine`, { method: 'POST', body: '{"blocks":1}' })
      if (!response.ok) throw new Error(`Mining failed: HTTP ${response.status}`)
      await refresh()
    })

  return (
    <section aria-labelledby="bitcoin-title" className="demo-card">
      <h2 id="bitcoin-title">Bitcoin</h2>
      <dl>
        <dt>Status</dt>
        <dd data-testid="bitcoin-status">{account.status ?? 'disconnected'}</dd>
        <dt>Payment address</dt>
        <dd data-testid="bitcoin-address">{account.address ?? '—'}</dd>
        <dt>Balance</dt>
        <dd data-testid="bitcoin-balance">{balance === undefined ? '—' : `${balance} BTC`}</dd>
      </dl>
      <div className="demo-buttons">
        <button type="button" onClick={() => appKit.open({ namespace: 'bip122' })}>
          Connect Bitcoin wallet
        </button>
        <button type="button" disabled={!account.isConnected} onClick={signMessage}>
          Sign Bitcoin message
        </button>
        <button type="button" disabled={!esploraUrl} onClick={mineBlock}>
          Mine a block
        </button>
        <button
          type="button"
          disabled={!account.isConnected}
          onClick={() => disconnect({ namespace: 'bip122' })}
        >
          Disconnect Bitcoin
        </button>
      </div>
      <p>
        <label htmlFor={recipientId}>Pay to (Bitcoin address)</label>{' '}
        <input id={recipientId} value={recipient} onChange={(event) => setRecipient(event.target.value)} />{' '}
        <button type="button" disabled={!account.isConnected || !recipient} onClick={sendBitcoin}>
          Send {sendSats.toLocaleString('en-US')} sats
        </button>
      </p>
      <p>
        <label htmlFor={psbtId}>PSBT (base64)</label>{' '}
        <input id={psbtId} value={psbt} onChange={(event) => setPsbt(event.target.value)} />{' '}
        <button type="button" disabled={!account.isConnected || !psbt} onClick={signPsbt}>
          Sign PSBT
        </button>
      </p>
      {signature && (
        <p>
          Signature: <code data-testid="bitcoin-signature">{signature}</code>
        </p>
      )}
      {sent && (
        <p>
          Sent: <code data-testid="bitcoin-tx">{sent}</code>
        </p>
      )}
      {signedPsbt && (
        <p>
          Signed PSBT: <code data-testid="bitcoin-psbt">{signedPsbt}</code>
        </p>
      )}
      {error && (
        <p role="alert" data-testid="bitcoin-error">
          {error}
        </p>
      )}
    </section>
  )
}

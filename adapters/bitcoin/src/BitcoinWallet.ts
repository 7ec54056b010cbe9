import type { Connector } from '@foyer/core/eager'

export type BitcoinAddressPurpose = 'payment' | 'ordinals'

/** An address the wallet shares: its purpose decides the account type (`payment` or `ordinal`). */
export type BitcoinWalletAddress = {
  address: string
  purpose: BitcoinAddressPurpose
  publicKey?: string | undefined
  addressType?: string | undefined
}

export type BitcoinSignMessageResult = {
  address: string
  /** Base64: BIP-137 ECDSA (65 bytes) or a BIP-322 witness, as the wallet chose. */
  signature: string
  protocol?: 'ECDSA' | 'BIP322' | undefined
  messageHash?: string | undefined
}

export type BitcoinWalletEvent =
  | { type: 'accounts'; addresses: BitcoinWalletAddress[] }
  | { type: 'disconnect' }

/** One Bitcoin wallet, whichever protocol it speaks, behind the calls the adapter makes. PSBTs travel as base64. */
export type BitcoinWallet = {
  connector: Connector
  /** `silent` restores a session without prompting; resolves with the shared addresses, payment first. */
  connect(silent: boolean): Promise<BitcoinWalletAddress[]>
  disconnect(): Promise<void>
  signMessage(parameters: {
    address: string
    message: string
    protocol?: 'ECDSA' | 'BIP322' | undefined
  }): Promise<BitcoinSignMessageResult>
  /** `signInputs` maps an address to the input indexes it signs. */
  signPsbt(parameters: {
    psbt: string
    signInputs?: Record<string, number[]> | undefined
    broadcast: boolean
  }): Promise<{ psbt: string; txid?: string | undefined }>
  /** Pays `amount` satoshis to each recipient from the payment address; resolves with the txid. */
  sendTransfer(recipients: { address: string; amount: number }[]): Promise<string>
  /** Calls `listener` when the wallet changes its addresses or disconnects the site. */
  onEvent(listener: (event: BitcoinWalletEvent) => void): () => void
}

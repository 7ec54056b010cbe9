/**
 * AppKit's `BitcoinConnector`: the type apps give `useAppKitProvider<BitcoinConnector>('bip122')`. Foyer's
 * `BitcoinProvider` implements it.
 */
export interface BitcoinConnector {
  readonly name: string
  getAccountAddresses(): Promise<BitcoinConnector.AccountAddress[]>
  /** Resolves with the base64 signature. */
  signMessage(params: BitcoinConnector.SignMessageParams): Promise<string>
  /** Resolves with the txid. */
  sendTransfer(params: BitcoinConnector.SendTransferParams): Promise<string>
  signPSBT(params: BitcoinConnector.SignPSBTParams): Promise<BitcoinConnector.SignPSBTResponse>
}

export namespace BitcoinConnector {
  export type AddressPurpose = 'payment' | 'ordinal' | 'stx'

  export type AccountAddress = {
    address: string
    publicKey?: string
    path?: string
    purpose: AddressPurpose
  }

  export type SignMessageParams = {
    message: string
    address: string
    protocol?: 'ecdsa' | 'bip322'
  }

  /** `amount` in satoshis, as a decimal string. */
  export type SendTransferParams = {
    amount: string
    recipient: string
  }

  export type SignPSBTParams = {
    /** Base64. */
    psbt: string
    signInputs: {
      address: string
      index: number
      sighashTypes?: number[]
      publicKey?: string
      disableTweakSigner?: boolean
      useTweakedSigner?: boolean
    }[]
    broadcast?: boolean
  }

  export type SignPSBTResponse = {
    psbt: string
    txid?: string
  }
}

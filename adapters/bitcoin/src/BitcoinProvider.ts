import type { BitcoinConnector } from './BitcoinConnector.js'
import type { BitcoinWallet, BitcoinWalletAddress } from './BitcoinWallet.js'
import { requestBitcoin } from './requestBitcoin.js'

/**
 * What `useAppKitProvider('bip122')` gives the app, in the shape of AppKit's `BitcoinConnector`: the connected
 * wallet's addresses, message signing, transfers and PSBT signing, straight to the wallet.
 */
export class BitcoinProvider implements BitcoinConnector {
  readonly #wallet: BitcoinWallet
  readonly #addresses: () => readonly BitcoinWalletAddress[]

  constructor(parameters: { wallet: BitcoinWallet; addresses: () => readonly BitcoinWalletAddress[] }) {
    this.#wallet = parameters.wallet
    this.#addresses = parameters.addresses
  }

  get name(): string {
    return this.#wallet.connector.name
  }

  /** The payment and ordinals addresses the wallet shares, with AppKit's purpose names (`payment`, `ordinal`). */
  async getAccountAddresses(): Promise<BitcoinConnector.AccountAddress[]> {
    return this.#addresses().map((entry) => ({
      address: entry.address,
      purpose: entry.purpose === 'ordinals' ? 'ordinal' : entry.purpose,
      ...(entry.publicKey ? { publicKey: entry.publicKey } : {}),
    }))
  }

  /** Resolves with the base64 signature (BIP-137 ECDSA or BIP-322, as the wallet signs for that address). */
  async signMessage(parameters: BitcoinConnector.SignMessageParams): Promise<string> {
    const result = (await this.#request('signMessage', parameters)) as { signature: string }
    return result.signature
  }

  /** Pays `amount` satoshis (a decimal string) to `recipient`; resolves with the txid. */
  async sendTransfer({ recipient, amount }: BitcoinConnector.SendTransferParams): Promise<string> {
    const result = (await this.#request('sendTransfer', { recipientAddress: recipient, amount })) as {
      txid: string
    }
    return result.txid
  }

  /** Signs a base64 PSBT; with `broadcast` the wallet finalizes and sends it too. */
  async signPSBT(
    parameters: Omit<BitcoinConnector.SignPSBTParams, 'signInputs'> & {
      signInputs?: BitcoinConnector.SignPSBTParams['signInputs']
    },
  ): Promise<BitcoinConnector.SignPSBTResponse> {
    return (await this.#request('signPsbt', parameters)) as BitcoinConnector.SignPSBTResponse
  }

  #request(method: string, params: unknown): Promise<unknown> {
    return requestBitcoin({ wallet: this.#wallet, addresses: this.#addresses() }, method, params)
  }
}

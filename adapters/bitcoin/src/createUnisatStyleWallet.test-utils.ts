import type { DevBitcoinProvider } from '@foyer/devnet'
import { base64, hex } from '@scure/base'
import type { UnisatStyleProvider } from './fromUnisatProvider.js'

/**
 * Stands in for a Unisat-style extension (`window.unisat`, `okxwallet.bitcoin`): its injected API, answered by the
 * devnet's dev wallet, which signs and broadcasts for real.
 */
export function createUnisatStyleWallet(dev: DevBitcoinProvider): UnisatStyleProvider {
  let connected = false
  const result = async <T>(method: string, params?: unknown): Promise<T> => {
    const answer = await dev.request(method, params)
    if ('error' in answer)
      throw Object.assign(new Error(answer.error.message), {
        code: answer.error.code === -32000 ? 4001 : answer.error.code,
      })
    return answer.result as T
  }
  return {
    async requestAccounts() {
      const accounts = await result<{ address: string }[]>('getAccounts', { purposes: ['payment'] })
      connected = true
      return accounts.map((account) => account.address)
    },
    async getAccounts() {
      return connected ? [dev.payment.address] : []
    },
    async getPublicKey() {
      return hex.encode(dev.payment.publicKey)
    },
    async signMessage(message, type = 'ecdsa') {
      const signed = await result<{ signature: string }>('signMessage', {
        address: dev.payment.address,
        message,
        protocol: type === 'bip322-simple' ? 'BIP322' : 'ECDSA',
      })
      return signed.signature
    },
    async signPsbt(psbtHex) {
      const signed = await result<{ psbt: string }>('signPsbt', { psbt: base64.encode(hex.decode(psbtHex)) })
      return hex.encode(base64.decode(signed.psbt))
    },
    async sendBitcoin(to, satoshis) {
      const sent = await result<{ txid: string }>('sendTransfer', {
        recipients: [{ address: to, amount: satoshis }],
      })
      return sent.txid
    },
  }
}

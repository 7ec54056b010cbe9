import type { DevBitcoinProvider } from '@foyer/devnet'
import { base64, hex } from '@scure/base'
import type { LeatherProvider } from './fromLeatherProvider.js'

/**
 * Stands in for Leather's `window.LeatherProvider`: its JSON-RPC methods and shapes (hex PSBTs, string amounts,
 * BIP-322 messages by `paymentType`, rejections as `{ error }` envelopes), answered by the devnet's dev wallet.
 */
export function createLeatherWallet(dev: DevBitcoinProvider): LeatherProvider {
  const forward = async (method: string, params: unknown) => {
    const answer = await dev.request(method, params)
    if ('error' in answer)
      throw {
        jsonrpc: '2.0',
        id: answer.id,
        error: {
          code: answer.error.code === -32000 ? 4001 : answer.error.code,
          message: answer.error.message,
        },
      }
    return answer.result as Record<string, unknown>
  }
  const answer = (id: string, result: unknown) => ({ jsonrpc: '2.0', id, result })
  let next = 0
  return {
    async request(method, params) {
      const id = String(++next)
      const input = (params ?? {}) as Record<string, unknown>
      switch (method) {
        case 'getAddresses': {
          const accounts = (await forward('getAccounts', {})) as unknown as {
            address: string
            publicKey: string
            addressType: string
          }[]
          return answer(id, {
            addresses: [
              ...accounts.map((account) => ({
                symbol: 'BTC',
                type: account.addressType,
                address: account.address,
                publicKey: account.publicKey,
              })),
              { symbol: 'STX', address: 'ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG' },
            ],
          })
        }
        case 'signMessage': {
          const key = input.paymentType === 'p2tr' ? dev.ordinals : dev.payment
          const signed = await forward('signMessage', {
            address: key.address,
            message: input.message,
            protocol: 'BIP322',
          })
          return answer(id, { signature: signed.signature, address: key.address, message: input.message })
        }
        case 'signPsbt': {
          const indexes = input.signAtIndex as number[] | undefined
          const signed = await forward('signPsbt', {
            psbt: base64.encode(hex.decode(String(input.hex))),
            ...(indexes ? { signInputs: { [dev.payment.address]: indexes } } : {}),
            broadcast: input.broadcast === true,
          })
          return answer(id, {
            hex: hex.encode(base64.decode(String(signed.psbt))),
            ...(signed.txid ? { txid: signed.txid } : {}),
          })
        }
        case 'sendTransfer': {
          const recipients = input.recipients as { address: string; amount: string }[]
          const sent = await forward('sendTransfer', {
            recipients: recipients.map((entry) => ({ address: entry.address, amount: Number(entry.amount) })),
          })
          return answer(id, { txid: sent.txid })
        }
        default:
          throw { jsonrpc: '2.0', id, error: { code: -32601, message: `${method} is not a Leather method` } }
      }
    },
  }
}

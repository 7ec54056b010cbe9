import type { DevBitcoinProvider } from '@foyer/devnet'
import { base64 } from '@scure/base'
import type { PhantomBitcoinProvider } from './fromPhantomBitcoinProvider.js'

/**
 * Stands in for Phantom's `window.phantom.bitcoin`: accounts with purposes, byte messages signed BIP-322, byte
 * PSBTs with `inputsToSign`, rejections with code 4001; answered by the devnet's dev wallet.
 */
export function createPhantomBitcoinWallet(dev: DevBitcoinProvider): PhantomBitcoinProvider {
  const forward = async (method: string, params: unknown) => {
    const answer = await dev.request(method, params)
    if ('error' in answer)
      throw Object.assign(new Error(answer.error.message), {
        code: answer.error.code === -32000 ? 4001 : answer.error.code,
      })
    return answer.result as Record<string, unknown>
  }
  return {
    async requestAccounts() {
      const accounts = (await forward('getAccounts', {})) as unknown as Record<string, unknown>[]
      return accounts.map(({ address, publicKey, addressType, purpose }) => ({
        address,
        publicKey,
        addressType,
        purpose,
      }))
    },
    async signMessage(address, message) {
      const signed = await forward('signMessage', {
        address,
        message: new TextDecoder().decode(message),
        protocol: 'BIP322',
      })
      return { signature: base64.decode(String(signed.signature)), signedMessage: message }
    },
    async signPSBT(psbt, { inputsToSign }) {
      const signInputs = Object.fromEntries(
        inputsToSign
          .filter((entry) => entry.signingIndexes.length > 0)
          .map((entry) => [entry.address, entry.signingIndexes]),
      )
      const signed = await forward('signPsbt', {
        psbt: base64.encode(psbt),
        ...(Object.keys(signInputs).length > 0 ? { signInputs } : {}),
      })
      return base64.decode(String(signed.psbt))
    },
  }
}

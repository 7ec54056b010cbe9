import type { DevBitcoinProvider } from '@foyer/devnet'
import { base64, hex } from '@scure/base'
import type { StandardWallet } from './watchStandardWallets.js'

type Account = { address: string; publicKey: Uint8Array; chains: string[]; features: string[] }

/**
 * Stands in for a wallet-standard Bitcoin wallet (`bitcoin:connect` with purposes, `bitcoin:signMessage`,
 * `bitcoin:signTransaction`, `standard:events`), answered by the devnet's dev wallet; `register` announces it on
 * `target` the way wallets do (`wallet-standard:register-wallet`) and returns the function that unregisters it.
 */
export function createStandardBitcoinWallet(
  dev: DevBitcoinProvider,
  name = 'Dev Standard Bitcoin',
): StandardWallet & { register(target: EventTarget): () => void } {
  const features = ['bitcoin:connect', 'bitcoin:signMessage', 'bitcoin:signTransaction']
  const chains = ['bitcoin:regtest']
  const accounts: Account[] = []
  const forward = async (method: string, params: unknown) => {
    const answer = await dev.request(method, params)
    if ('error' in answer)
      throw Object.assign(new Error(answer.error.message), {
        code: answer.error.code === -32000 ? 4001 : answer.error.code,
      })
    return answer.result as Record<string, unknown>
  }
  const listeners = new Set<(properties: { accounts?: readonly Account[] }) => void>()
  const wallet = {
    version: '1.0.0' as const,
    name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains,
    get accounts() {
      return accounts
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        async connect({ purposes }: { purposes: ('payment' | 'ordinals')[] }) {
          const shared = (await forward('getAccounts', { purposes })) as unknown as {
            address: string
            publicKey: string
          }[]
          accounts.splice(
            0,
            accounts.length,
            ...shared.map((entry) => ({
              address: entry.address,
              publicKey: hex.decode(entry.publicKey),
              chains,
              features,
            })),
          )
          for (const listener of listeners) listener({ accounts })
          return { accounts }
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { account: Account; message: Uint8Array }[]) {
          return Promise.all(
            inputs.map(async ({ account, message }) => {
              const signed = await forward('signMessage', {
                address: account.address,
                message: new TextDecoder().decode(message),
              })
              return { signedMessage: message, signature: base64.decode(String(signed.signature)) }
            }),
          )
        },
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        async signTransaction(
          ...inputs: { psbt: Uint8Array; inputsToSign: { account: Account; signingIndexes: number[] }[] }[]
        ) {
          return Promise.all(
            inputs.map(async ({ psbt, inputsToSign }) => {
              const signInputs = Object.fromEntries(
                inputsToSign
                  .filter((entry) => entry.signingIndexes.length > 0)
                  .map((entry) => [entry.account.address, entry.signingIndexes]),
              )
              const signed = await forward('signPsbt', {
                psbt: base64.encode(psbt),
                ...(Object.keys(signInputs).length > 0 ? { signInputs } : {}),
              })
              return { signedPsbt: base64.decode(String(signed.psbt)) }
            }),
          )
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(_event: 'change', listener: (properties: { accounts?: readonly Account[] }) => void) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
    },
  }
  return {
    ...wallet,
    get accounts() {
      return accounts
    },
    register(target) {
      const unregisters: (() => void)[] = []
      const callback = ({ register }: { register(...wallets: unknown[]): () => void }) =>
        unregisters.push(register(wallet))
      target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
      return () => {
        for (const unregister of unregisters) unregister()
      }
    },
  }
}

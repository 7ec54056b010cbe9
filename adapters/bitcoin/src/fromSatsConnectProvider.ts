import type { Connector } from '@foyer/core/eager'
import type { BitcoinWallet } from './BitcoinWallet.js'
import { InvalidBitcoinWalletResponseError, toBitcoinWalletError } from './errors.js'
import type { SatsConnectProviderInfo } from './SatsConnectProvider.js'

type SatsConnectWallet = Omit<BitcoinWallet, 'connector'>

/**
 * A sats-connect wallet as a `BitcoinWallet`: its connector now, its calls through the sats-connect library, which
 * loads when the wallet is first used (connecting or restoring), not with the page.
 */
export function fromSatsConnectProvider(info: SatsConnectProviderInfo): BitcoinWallet {
  let loading: Promise<SatsConnectWallet> | undefined
  const load = (method: string): Promise<SatsConnectWallet> => {
    if (!loading) {
      loading = import('./createSatsConnectWallet.js').then((module) =>
        module.createSatsConnectWallet(info, {
          toWalletError: toBitcoinWalletError,
          InvalidResponseError: InvalidBitcoinWalletResponseError,
        }),
      )
      // A failed load (offline, a deploy replaced the chunk) is tried again on the next call.
      loading.catch(() => {
        loading = undefined
      })
    }
    return loading.catch((cause: unknown) => {
      throw toBitcoinWalletError(method, cause)
    })
  }
  return {
    connector: {
      id: `sats-connect:${info.id}`,
      type: 'INJECTED',
      name: info.name,
      namespace: 'bip122',
      installed: true,
      ...(info.icon ? { imageUrl: info.icon } : {}),
    } satisfies Connector,
    connect: async (silent) => (await load('wallet_connect')).connect(silent),
    disconnect: async () => (await load('wallet_disconnect')).disconnect(),
    signMessage: async (parameters) => (await load('signMessage')).signMessage(parameters),
    signPsbt: async (parameters) => (await load('signPsbt')).signPsbt(parameters),
    sendTransfer: async (recipients) => (await load('sendTransfer')).sendTransfer(recipients),
    onEvent(listener) {
      let stop: (() => void) | undefined
      let stopped = false
      // Connecting loaded the wallet's calls already; if they cannot load, the wallet sends no events.
      load('addListener')
        .then((wallet) => {
          if (!stopped) stop = wallet.onEvent(listener)
        })
        .catch(() => {})
      return () => {
        stopped = true
        stop?.()
      }
    },
  }
}

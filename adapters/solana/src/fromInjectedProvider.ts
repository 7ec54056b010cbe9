import { base58 } from '@scure/base'
import { decodeTransaction, encodeTransaction } from './decodeTransaction.js'
import { SolanaFeatureNotSupportedError, toSolanaWalletError } from './errors.js'
import { type InjectedSolanaProvider, toAddress } from './InjectedSolanaProvider.js'
import type { SolanaWallet } from './SolanaWallet.js'

/** The names injected providers announce by flag; anything else goes by its `name`, else "Browser Wallet". */
const flaggedNames: [flag: string, name: string][] = [
  ['isPhantom', 'Phantom'],
  ['isSolflare', 'Solflare'],
  ['isBackpack', 'Backpack'],
  ['isGlow', 'Glow'],
  ['isExodus', 'Exodus'],
  ['isTrust', 'Trust'],
  ['isTrustWallet', 'Trust'],
  ['isCoinbaseWallet', 'Coinbase Wallet'],
]

export function injectedProviderName(provider: InjectedSolanaProvider): string {
  const flagged = flaggedNames.find(([flag]) => provider[flag] === true)
  if (flagged) return flagged[1]
  return typeof provider.name === 'string' && provider.name ? provider.name : 'Browser Wallet'
}

/** Wraps an injected Solana provider (Phantom's API, which most injected wallets copy) as a `SolanaWallet`. */
export function fromInjectedProvider(provider: InjectedSolanaProvider): SolanaWallet {
  const name = injectedProviderName(provider)
  const method = <K extends keyof InjectedSolanaProvider>(key: K): NonNullable<InjectedSolanaProvider[K]> => {
    const found = provider[key]
    if (typeof found !== 'function')
      throw new SolanaFeatureNotSupportedError({ wallet: name, feature: String(key) })
    return (found as (...args: unknown[]) => unknown).bind(provider) as NonNullable<InjectedSolanaProvider[K]>
  }
  const call = async <T>(label: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run()
    } catch (cause) {
      throw toSolanaWalletError(label, cause)
    }
  }
  const current = () => {
    const address = toAddress(provider.publicKey)
    return address ? [address] : []
  }
  return {
    connector: {
      id: `injected:${name}`,
      type: 'INJECTED',
      name,
      namespace: 'solana',
      ...(typeof provider.icon === 'string' ? { imageUrl: provider.icon } : {}),
      installed: true,
    },
    connect: (silent) =>
      call('connect', async () => {
        const answer = await method('connect')(silent ? { onlyIfTrusted: true } : undefined).catch(
          (cause) => {
            // A silent connect to a site the wallet does not trust throws: that is "no account", not a failure.
            if (silent) return undefined
            throw cause
          },
        )
        const address = toAddress(answer?.publicKey) ?? toAddress(provider.publicKey)
        return address ? [address] : []
      }),
    async disconnect() {
      if (typeof provider.disconnect === 'function') await call('disconnect', () => method('disconnect')())
    },
    accounts: current,
    signMessage: (_address, message) =>
      call('signMessage', async () => {
        const answer = await method('signMessage')(message, 'utf8')
        return answer instanceof Uint8Array ? answer : new Uint8Array(answer.signature)
      }),
    signTransactions: (_address, transactions) =>
      call('signTransaction', async () => {
        const decoded = transactions.map(decodeTransaction)
        const signed =
          decoded.length > 1 && typeof provider.signAllTransactions === 'function'
            ? await method('signAllTransactions')(decoded)
            : await Promise.all(decoded.map((transaction) => method('signTransaction')(transaction)))
        return signed.map(encodeTransaction)
      }),
    async signAndSendTransaction(_address, transaction, _chain, options) {
      if (typeof provider.signAndSendTransaction !== 'function') return undefined
      return call('signAndSendTransaction', async () => {
        const answer = await method('signAndSendTransaction')(decodeTransaction(transaction), options)
        const signature = typeof answer === 'string' ? answer : answer.signature
        // Some wallets answer the raw signature bytes rather than base58.
        return typeof signature === 'string' ? signature : base58.encode(new Uint8Array(signature))
      })
    },
    onAccountsChanged(listener) {
      const onChange = (publicKey: unknown) => {
        const address = toAddress(publicKey as Parameters<typeof toAddress>[0])
        listener(address ? [address] : [])
      }
      const onDisconnect = () => listener([])
      provider.on?.('accountChanged', onChange)
      provider.on?.('disconnect', onDisconnect)
      return () => {
        const off = (provider.off ?? provider.removeListener)?.bind(provider)
        off?.('accountChanged', onChange)
        off?.('disconnect', onDisconnect)
      }
    },
  }
}

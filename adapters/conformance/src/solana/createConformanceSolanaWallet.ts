import { createDevSolanaWallet, type DevSolanaWallet, type DevSolanaWalletAccount } from '@foyer/devnet'
import type { ConformanceWallet } from '../ConformanceDevnet.js'

type ChangeListener = (properties: { accounts?: readonly DevSolanaWalletAccount[] }) => void

export type SwitchableSolanaWallet = DevSolanaWallet & {
  /** The user picks the other account. */
  switchAccount(): string
  /** How many times it asked its user to connect the site (a connect that was not silent, while not connected). */
  prompts(): number
  /** Whether the site is connected (a silent connect would give it the account). */
  isConnected(): boolean
}

/**
 * The devnet's wallet-standard Solana wallet with two accounts: two dev wallets behind one wallet-standard face,
 * so the user can switch accounts in it (the dev wallet itself holds one key).
 */
export function createSwitchableSolanaWallet({
  secretKeys,
  rpcUrls,
}: {
  secretKeys: readonly [Uint8Array, Uint8Array]
  rpcUrls: Partial<Record<'mainnet' | 'devnet' | 'testnet', string>>
}): SwitchableSolanaWallet {
  const inner = secretKeys.map((secretKey) =>
    createDevSolanaWallet({ secretKey, rpcUrls, autoConnect: true }),
  ) as [DevSolanaWallet, DevSolanaWallet]
  let current = 0
  let connected = false
  let prompts = 0
  const listeners = new Set<ChangeListener>()
  const wallet = () => inner[current] as DevSolanaWallet
  const accounts = () => (connected ? wallet().accounts : [])
  const emit = () => {
    for (const listener of [...listeners]) listener({ accounts: accounts() })
  }
  const ensureConnected = (method: string) => {
    if (!connected) throw Object.assign(new Error(`${method}: not connected`), { code: 4100 })
  }
  const features: DevSolanaWallet['features'] = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input) {
        if (!connected) {
          if (input?.silent) return { accounts: [] }
          prompts++
          connected = true
          emit()
        }
        return { accounts: accounts() }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        if (!connected) return
        connected = false
        emit()
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(_event, listener) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    'solana:signMessage': {
      version: '1.0.0',
      signMessage(...inputs) {
        ensureConnected('solana:signMessage')
        return wallet().features['solana:signMessage'].signMessage(...inputs)
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction(...inputs) {
        ensureConnected('solana:signTransaction')
        return wallet().features['solana:signTransaction'].signTransaction(...inputs)
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction(...inputs) {
        ensureConnected('solana:signAndSendTransaction')
        return wallet().features['solana:signAndSendTransaction'].signAndSendTransaction(...inputs)
      },
    },
  }
  return {
    version: '1.0.0',
    name: inner[0].name,
    icon: inner[0].icon,
    chains: inner[0].chains,
    get accounts() {
      return accounts()
    },
    get address() {
      return wallet().address
    },
    features,
    setReject(reject) {
      for (const entry of inner) entry.setReject(reject)
    },
    prompts: () => prompts,
    isConnected: () => connected,
    switchAccount() {
      current = 1 - current
      emit()
      return wallet().address
    },
  }
}

/**
 * Registers `wallet` by the wallet-standard events protocol on `target` (as a browser extension does) and returns
 * the function that unregisters it from the app that accepted it.
 */
export function registerStandardWallet(target: EventTarget, wallet: unknown): () => void {
  const unregisters: (() => void)[] = []
  const callback = ({ register }: { register(...wallets: unknown[]): () => void }) =>
    unregisters.push(register(wallet))
  target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  const onAppReady = (event: Event) => callback((event as CustomEvent).detail)
  target.addEventListener('wallet-standard:app-ready', onAppReady)
  return () => {
    target.removeEventListener('wallet-standard:app-ready', onAppReady)
    for (const unregister of unregisters) unregister()
  }
}

export type CreateConformanceSolanaWalletParameters = {
  /** Where the wallet registers (and is injected): the page's `window`, or any EventTarget standing in for it. */
  target: EventTarget & { solana?: unknown }
  /** The two dev accounts' keys (`solanaDevAccounts`); it starts on the first. */
  secretKeys: readonly [Uint8Array, Uint8Array]
  /** The devnet's litesvm endpoints per cluster. */
  rpcUrls: Partial<Record<'mainnet' | 'devnet' | 'testnet', string>>
  /**
   * Also injects the same wallet as `target.solana` (a Phantom-style API built over it), as wallets that do both:
   * the adapter must list it once. The kit ships no Solana SDK, so the caller builds that API.
   */
  inject?: ((wallet: SwitchableSolanaWallet) => unknown) | undefined
}

/** A conformance wallet: the switchable dev wallet registered by wallet-standard on `target`. */
export async function createConformanceSolanaWallet({
  target,
  secretKeys,
  rpcUrls,
  inject,
}: CreateConformanceSolanaWalletParameters): Promise<ConformanceWallet & { wallet: SwitchableSolanaWallet }> {
  const wallet = createSwitchableSolanaWallet({ secretKeys, rpcUrls })
  const unregister = registerStandardWallet(target, wallet)
  if (inject) target.solana = inject(wallet)
  return {
    wallet,
    address: wallet.address,
    name: wallet.name,
    prompts: wallet.prompts,
    isPermitted: async () => wallet.isConnected(),
    async switchAccount() {
      return wallet.switchAccount()
    },
    disconnect: () => wallet.features['standard:disconnect'].disconnect(),
    remove() {
      unregister()
      if (inject) delete target.solana
    },
  }
}

import {
  announceEip6963,
  createDevEvmProvider,
  type DevEvmProvider,
  type DevEvmProviderEvent,
  devEvmWalletInfo,
  type EvmDevnet,
} from '@foyer/devnet'
import type { ConformanceWallet } from '../ConformanceDevnet.js'
import { ConformanceSetupError } from '../ConformanceSetupError.js'

/** Where the wallet announces itself: the page's `window`, or any EventTarget standing in for it. */
export type Eip6963Target = Pick<
  EventTarget,
  'addEventListener' | 'removeEventListener' | 'dispatchEvent'
> & {
  ethereum?: unknown
}

export type CreateConformanceEvmWalletParameters = {
  /** Where the wallet announces itself (and sets `ethereum`). */
  target: Eip6963Target
  devnet: EvmDevnet
  /** The chains the wallet knows; it starts on the first. */
  chainIds: readonly number[]
  /** Also inject `target.ethereum`, as older extensions do. Default true. */
  injectGlobal?: boolean
}

/**
 * The devnet's dev wallet with two accounts, as a wallet extension has: one real dev provider per account (each signs
 * with its own key against anvil), behind one EIP-1193 face that forwards to the selected account and passes on only
 * that account's events. Chain changes and added chains apply to both accounts. It counts the prompts a real wallet
 * would show (`wallet_requestPermissions` always, `eth_requestAccounts` while the site is not yet permitted) and
 * answers whether the site is still permitted, for the suite's restore and revoke checks.
 */
export async function createConformanceEvmWallet({
  target,
  devnet,
  chainIds,
  injectGlobal = true,
}: CreateConformanceEvmWalletParameters): Promise<ConformanceWallet & { provider: DevEvmProvider }> {
  const chains = chainIds.map((chainId) => {
    const chain = devnet.chains.find((entry) => entry.chainId === chainId)
    if (!chain) throw new ConformanceSetupError(`The devnet runs no chain ${chainId}.`)
    return { chainId, rpcUrl: chain.rpcUrl, name: chain.name, nativeSymbol: chain.nativeSymbol }
  })
  const accounts = devnet.accounts.slice(0, 2)
  const inner = accounts.map((account) => createDevEvmProvider({ privateKey: account.privateKey, chains }))
  let selected = 0
  const listeners = new Map<DevEvmProviderEvent, Set<(...args: unknown[]) => void>>()
  const emit = (event: DevEvmProviderEvent, value: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(value)
  }
  inner.forEach((provider, index) => {
    for (const event of ['accountsChanged', 'chainChanged', 'connect', 'disconnect', 'message'] as const)
      provider.on(event, (value) => {
        if (index === selected) emit(event, value)
      })
  })
  const current = () => inner[selected] as DevEvmProvider
  const others = () => inner.filter((_, index) => index !== selected)
  const everyAccountMethods = new Set(['wallet_addEthereumChain', 'wallet_switchEthereumChain'])
  const isPermitted = async () =>
    ((await current().request({ method: 'eth_accounts' })) as readonly string[]).length > 0
  let prompts = 0

  const provider: DevEvmProvider = {
    isFoyerDev: true,
    get address() {
      return current().address
    },
    async request(args) {
      if (args.method === 'wallet_requestPermissions') prompts++
      else if (args.method === 'eth_requestAccounts' && !(await isPermitted())) prompts++
      const result = await current().request(args)
      if (everyAccountMethods.has(args.method))
        await Promise.all(others().map((other) => other.request(args).catch(() => undefined)))
      return result
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
    disconnect() {
      for (const other of others()) other.disconnect()
      current().disconnect()
    },
    setReject(reject) {
      for (const each of inner) each.setReject(reject)
    },
  }

  const stopAnnouncing = announceEip6963(target, provider, devEvmWalletInfo, { injectGlobal })
  return {
    provider,
    address: current().address,
    rdns: devEvmWalletInfo.rdns,
    name: devEvmWalletInfo.name,
    prompts: () => prompts,
    isPermitted,
    async switchAccount() {
      const next = (selected + 1) % inner.length
      const chainId = await current().request({ method: 'eth_chainId' })
      const nextProvider = inner[next] as DevEvmProvider
      await nextProvider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
      await nextProvider.request({ method: 'eth_requestAccounts' })
      selected = next
      emit('accountsChanged', [nextProvider.address])
      return nextProvider.address
    },
    async switchChain(chainId) {
      await provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: `0x${Number(chainId).toString(16)}` }],
      })
    },
    async disconnect() {
      provider.disconnect()
    },
    remove() {
      stopAnnouncing()
      if (target.ethereum === provider) delete target.ethereum
    },
  }
}

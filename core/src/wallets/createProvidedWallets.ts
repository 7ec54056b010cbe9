import type { ChainNamespace } from '../caip/chainNamespaces.js'
import { ConnectorConflictError } from '../errors/plugin.js'
import type { ProvidedWallet } from '../types/ProvidedWallet.js'

export type ProvidedWallets = {
  /**
   * Adds a wallet, or replaces one the same plugin provided under that id; returns the function that takes it away
   * again. Throws `ConnectorConflictError` when another plugin provides that connector id.
   */
  add(wallet: ProvidedWallet, plugin: string): () => void
  /** The namespace's provided wallets, now and after every change, until the returned function is called. */
  watch(namespace: ChainNamespace, onChange: (wallets: readonly ProvidedWallet[]) => void): () => void
  /** The plugin that provided the connector, if a plugin did. */
  ownerOf(connectorId: string): string | undefined
  /** The plugin that first provided a connector id (it stays that plugin's after the wallet is taken away). */
  claimantOf(connectorId: string): string | undefined
  /** Whether the namespace's provided wallet `connectorId` asks for approval in its own UI (`approvesInOwnUi`). */
  approvesInOwnUi(namespace: ChainNamespace, connectorId: string): boolean
}

/** The kernel's list of plugin-provided wallets, which each namespace's adapter follows. */
export function createProvidedWallets(): ProvidedWallets {
  const entries = new Map<string, { wallet: ProvidedWallet; plugin: string }>()
  const claims = new Map<string, string>()
  const watchers = new Set<{
    namespace: ChainNamespace
    onChange: (wallets: readonly ProvidedWallet[]) => void
  }>()
  const list = (namespace: ChainNamespace) =>
    [...entries.values()]
      .map(({ wallet }) => wallet)
      .filter((wallet) => wallet.connector.namespace === namespace)
  const notify = (namespace: ChainNamespace) => {
    for (const watcher of [...watchers])
      if (watcher.namespace === namespace) watcher.onChange(list(namespace))
  }
  return {
    add(wallet, plugin) {
      const key = `${wallet.connector.namespace}:${wallet.connector.id}`
      const claimant = claims.get(wallet.connector.id)
      if (claimant !== undefined && claimant !== plugin)
        throw new ConnectorConflictError({
          connectorId: wallet.connector.id,
          owners: [`plugin "${claimant}"`, `plugin "${plugin}"`],
        })
      claims.set(wallet.connector.id, plugin)
      const entry = { wallet, plugin }
      entries.set(key, entry)
      notify(wallet.connector.namespace)
      return () => {
        if (entries.get(key) !== entry) return
        entries.delete(key)
        notify(wallet.connector.namespace)
      }
    },
    watch(namespace, onChange) {
      const watcher = { namespace, onChange }
      watchers.add(watcher)
      onChange(list(namespace))
      return () => void watchers.delete(watcher)
    },
    ownerOf(connectorId) {
      for (const { wallet, plugin } of entries.values())
        if (wallet.connector.id === connectorId) return plugin
      return undefined
    },
    claimantOf: (connectorId) => claims.get(connectorId),
    approvesInOwnUi(namespace, connectorId) {
      return entries.get(`${namespace}:${connectorId}`)?.wallet.approvesInOwnUi === true
    },
  }
}

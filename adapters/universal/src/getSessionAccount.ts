import type { AccountRecord, AdapterConnectResult, ChainNamespace } from '@foyer/core'
import { toChecksumAddress } from './toChecksumAddress.js'

/** The parts of a WalletConnect session this adapter reads. */
export type SessionNamespaces = Record<string, { accounts: string[]; chains?: string[] | undefined }>

/**
 * The account a session gives in `namespace`: on `caipNetworkId` when the wallet approved it there, else on the
 * first chain it approved. `undefined` when the session does not cover the namespace.
 */
export function getSessionAccount(
  namespaces: SessionNamespaces,
  namespace: ChainNamespace,
  caipNetworkId?: string,
): AdapterConnectResult | undefined {
  const caipAccounts = namespaces[namespace]?.accounts ?? []
  const parsed = caipAccounts
    .map((account) => account.split(':'))
    .filter((parts): parts is [string, string, string] => parts.length === 3 && parts[0] === namespace)
    // Wallets often send EVM addresses in lower case: the app sees them checksummed, as from every EVM adapter.
    .map(([ns, reference, each]): [string, string, string] => [
      ns,
      reference,
      ns === 'eip155' ? toChecksumAddress(each) : each,
    ])
  const preferred = parsed.find(([ns, reference]) => `${ns}:${reference}` === caipNetworkId) ?? parsed[0]
  if (!preferred) return undefined
  const [, reference, address] = preferred
  const addresses = [...new Set(parsed.map(([, , each]) => each))]
  const accounts: AccountRecord[] = [address, ...addresses.filter((each) => each !== address)].map(
    (each) => ({ namespace, address: each, type: namespace === 'bip122' ? 'payment' : 'eoa' }),
  )
  return { address, chainId: namespace === 'eip155' ? Number(reference) : reference, accounts }
}

/** True when the session approved `caipNetworkId` (as a chain or through an account on it). */
export function isChainApproved(namespaces: SessionNamespaces, caipNetworkId: string): boolean {
  const [namespace] = caipNetworkId.split(':')
  const entry = namespace ? namespaces[namespace] : undefined
  if (!entry) return false
  return (
    entry.chains?.includes(caipNetworkId) === true ||
    entry.accounts.some((account) => account.startsWith(`${caipNetworkId}:`))
  )
}

/**
 * The id under which the session approved `network`: its CAIP-2 id, or its deprecated id when an older Solana wallet
 * approved only that one (requests must name a chain the session approved).
 */
export function getApprovedChainId(
  namespaces: SessionNamespaces,
  network: { caipNetworkId: string; deprecatedCaipNetworkId?: string | undefined },
): string {
  const deprecated = network.deprecatedCaipNetworkId
  if (!deprecated || isChainApproved(namespaces, network.caipNetworkId)) return network.caipNetworkId
  return isChainApproved(namespaces, deprecated) ? deprecated : network.caipNetworkId
}

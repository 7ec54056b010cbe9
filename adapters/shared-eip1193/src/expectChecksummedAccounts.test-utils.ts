import type { ConformanceEvmDevnet } from '@foyer/conformance/evm'
import type { ChainAdapter } from '@foyer/core'
import { announceEip6963, createDevEvmProvider } from '@foyer/devnet'
import { expect } from 'vitest'

/**
 * Asserts an adapter reports EIP-55 checksummed addresses although the wallet answers in lower case (many do), at
 * connect and when the wallet changes accounts.
 */
export async function expectChecksummedAccounts({
  devnet,
  target,
  createAdapter,
  checksum,
}: {
  devnet: ConformanceEvmDevnet
  target: EventTarget
  createAdapter: () => ChainAdapter
  /** The library's own checksum, to compare with. */
  checksum: (address: string) => string
}): Promise<void> {
  const chain = devnet.evm.chains.find((entry) => entry.chainId === devnet.walletChainIds[0])
  if (!chain) throw new Error('The devnet runs no wallet chain.')
  const chains = [
    { chainId: chain.chainId, rpcUrl: chain.rpcUrl, name: chain.name, nativeSymbol: chain.nativeSymbol },
  ]
  const [first, second] = devnet.evm.accounts
  if (!first || !second) throw new Error('The devnet has fewer than two accounts.')
  const wallets = [first, second].map((account) =>
    createDevEvmProvider({ privateKey: account.privateKey, chains }),
  )
  const listeners = new Set<(accounts: string[]) => void>()
  let selected = 0
  const lowerCase = (value: unknown) =>
    Array.isArray(value) ? value.map((entry) => String(entry).toLowerCase()) : value
  const provider = {
    async request(arguments_: { method: string; params?: unknown }) {
      const answer = await wallets[selected]?.request(arguments_ as never)
      return arguments_.method === 'eth_accounts' || arguments_.method === 'eth_requestAccounts'
        ? lowerCase(answer)
        : answer
    },
    on(event: string, listener: (accounts: string[]) => void) {
      if (event === 'accountsChanged') listeners.add(listener)
    },
    removeListener(event: string, listener: (accounts: string[]) => void) {
      if (event === 'accountsChanged') listeners.delete(listener)
    },
  }
  const rdns = 'dev.foyer.lowercase'
  const stop = announceEip6963(target as never, provider as never, {
    uuid: '0d3c0f38-57a5-4c1e-8f3e-3f6b6f0e2a11',
    name: 'Lower-case Wallet',
    icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
    rdns,
  })
  const { createKernel, connect, destroyKernel, getAccount } = await import('@foyer/core')
  const kernel = createKernel({
    projectId: 'checksum',
    networks: [...devnet.networks],
    adapters: [createAdapter()],
  })
  try {
    await connect(kernel, { namespace: 'eip155', connectorId: rdns })
    const address = getAccount(kernel, { namespace: 'eip155' }).address ?? ''
    expect(address).not.toBe(address.toLowerCase())
    expect(address).toBe(checksum(first.address.toLowerCase()))
    selected = 1
    for (const listener of [...listeners]) listener([second.address.toLowerCase()])
    const switched = getAccount(kernel, { namespace: 'eip155' })
    expect(switched.address).toBe(checksum(second.address.toLowerCase()))
    expect(switched.allAccounts.map((account) => account.address)).toEqual([
      checksum(second.address.toLowerCase()),
    ])
  } finally {
    destroyKernel(kernel)
    stop()
  }
}

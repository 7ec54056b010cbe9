import type { ConformanceEvmDevnet } from '@foyer/conformance/evm'
import { createConformanceEvmWallet } from '@foyer/conformance/evm'
import type { ChainAdapter } from '@foyer/core'
import { expect } from 'vitest'
import { ContractCallEncodingError } from './errors.js'

/**
 * Asserts an adapter's `writeContract` refuses a function the ABI lacks (the conformance ERC-20 ABI has no
 * `approve`) with 'Failed to create transaction', before anything reaches the wallet.
 */
export async function expectUnencodableCallRefused({
  devnet,
  target,
  createAdapter,
}: {
  devnet: ConformanceEvmDevnet
  target: EventTarget
  createAdapter: () => ChainAdapter
}): Promise<void> {
  const wallet = await createConformanceEvmWallet({
    target,
    devnet: devnet.evm,
    chainIds: devnet.walletChainIds,
  })
  const { createKernel, connect, destroyKernel, writeContract } = await import('@foyer/core')
  const { conformanceErc20Abi } = await import('@foyer/conformance')
  const kernel = createKernel({
    projectId: 'encoding',
    networks: [...devnet.networks],
    adapters: [createAdapter()],
  })
  const sends: string[] = []
  kernel.events.on('rpcRequest', ({ method }) => sends.push(method))
  try {
    await connect(kernel, { namespace: 'eip155', connectorId: wallet.rdns ?? '' })
    const refused = await writeContract(kernel, {
      address: devnet.usdc,
      abi: conformanceErc20Abi,
      functionName: 'approve',
      args: [wallet.address, 1n],
    }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ContractCallEncodingError)
    expect((refused as ContractCallEncodingError).shortMessage).toBe('Failed to create transaction')
    expect(sends).toEqual([])
  } finally {
    destroyKernel(kernel)
    wallet.remove()
  }
}

import type { ConformanceEvmDevnet } from '@foyer/conformance/evm'
import type { ChainAdapter, FoyerPlugin, KernelAccess, PluginContext } from '@foyer/core'
import { createDevEvmProvider } from '@foyer/devnet'
import { expect } from 'vitest'

/**
 * Asserts an adapter lists a wallet a plugin provides (the embedded wallet, type AUTH), connects through its
 * provider, sends the app's signing requests through the modal's approval, and drops it when the plugin takes it away.
 */
export async function expectProvidedWalletConnects({
  devnet,
  createAdapter,
}: {
  devnet: ConformanceEvmDevnet
  createAdapter: () => ChainAdapter
}): Promise<void> {
  const chain = devnet.evm.chains.find((entry) => entry.chainId === devnet.walletChainIds[0])
  const [account] = devnet.evm.accounts
  if (!chain || !account) throw new Error('The devnet runs no wallet chain or has no account.')
  const wallet = createDevEvmProvider({
    privateKey: account.privateKey,
    chains: [
      { chainId: chain.chainId, rpcUrl: chain.rpcUrl, name: chain.name, nativeSymbol: chain.nativeSymbol },
    ],
  })
  let context: PluginContext | undefined
  let takeAway: (() => void) | undefined
  const plugin: FoyerPlugin = {
    name: 'embedded',
    setup(pluginContext) {
      context = pluginContext
      takeAway = pluginContext.provideWallet({
        connector: { id: 'ID_AUTH', type: 'AUTH', name: 'Email', namespace: 'eip155' },
        provider: wallet,
      })
      return undefined
    },
  }
  const core = await import('@foyer/core')
  let access: KernelAccess | undefined
  const network = devnet.networks.find((entry) => entry.id === chain.chainId)
  const kernel = core.createKernel(
    {
      projectId: 'provided-wallet',
      networks: [...(network ? [network] : []), ...devnet.networks.filter((entry) => entry !== network)],
      adapters: [createAdapter()],
      plugins: [plugin],
    },
    (granted) => {
      access = granted
    },
  )
  try {
    await expect
      .poll(() => core.getConnectors(kernel, { namespace: 'eip155' }).find((entry) => entry.id === 'ID_AUTH'))
      .toMatchObject({ type: 'AUTH', name: 'Email' })
    await core.connect(kernel, { namespace: 'eip155', connectorId: 'ID_AUTH' })
    expect(core.getAccount(kernel, { namespace: 'eip155' })).toMatchObject({
      isConnected: true,
      address: account.address,
      connectorId: 'ID_AUTH',
    })
    context?.setEmbeddedUser({
      namespace: 'eip155',
      user: { address: account.address, chainId: chain.chainId, email: { email: 'a@example.com' } },
    })
    // AppKit's shape: the user's email is a string.
    expect(core.getAccount(kernel, { namespace: 'eip155' }).embeddedWalletInfo?.user?.email).toBe(
      'a@example.com',
    )

    // The app's provider is guarded: its signing request waits for the approval view.
    const provider = core.getAppProvider(kernel, 'eip155') as {
      request(arguments_: { method: string; params?: unknown }): Promise<unknown>
    }
    expect(provider).not.toBe(wallet)
    const signing = provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', account.address] })
    await expect.poll(() => kernel.store.getState().rpc.pending.length).toBe(1)
    expect(kernel.store.getState().router.view).toBe('ApproveTransaction')
    access?.approveRpcRequest(kernel.store.getState().rpc.pending[0]?.id ?? '')
    expect(await signing).toMatch(/^0x[0-9a-f]{130}$/)

    await core.disconnect(kernel, { namespace: 'eip155' })
    takeAway?.()
    await expect
      .poll(() => core.getConnectors(kernel, { namespace: 'eip155' }).some((entry) => entry.id === 'ID_AUTH'))
      .toBe(false)
  } finally {
    core.destroyKernel(kernel)
  }
}

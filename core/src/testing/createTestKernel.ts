import type { ConnectReturnType } from '../actions/connect.js'
import { connect } from '../actions/connect.js'
import { destroyKernel } from '../actions/destroyKernel.js'
import { disconnect } from '../actions/disconnect.js'
import type { CaipNetwork } from '../chains/CaipNetwork.js'
import { mainnet } from '../chains/definitions/mainnet.js'
import { type CreateKernelParameters, createKernel, type Kernel } from '../createKernel.js'
import type { AnyFoyerPlugin, PluginContextOf } from '../plugins/FoyerPlugin.js'
import { getPluginContext } from '../plugins/getPluginContext.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import type { StorageLike } from '../storage/StorageLike.js'
import { type CreateMockAdapterParameters, createMockAdapter, type MockAdapter } from './createMockAdapter.js'

export type CreateTestKernelParameters<plugins extends readonly AnyFoyerPlugin[]> = Partial<
  Omit<CreateKernelParameters, 'plugins' | 'adapters' | 'storage'>
> & {
  plugins?: plugins
  /** The wallet: a mock adapter, or the parameters of one. Default: an eip155 mock wallet. */
  adapter?: MockAdapter | CreateMockAdapterParameters
  /** Default: a fresh in-memory storage (see `storage` on the result). */
  storage?: StorageLike
}

export type TestKernel = {
  kernel: Kernel
  adapter: MockAdapter
  /** The storage the kernel (and each plugin's storage) writes to. */
  storage: StorageLike
  /** A plugin's context, as its `setup` and its views get it (the plugin must be installed and enabled). */
  context<plugin extends AnyFoyerPlugin>(plugin: plugin | plugin['name']): PluginContextOf<plugin>
  /** Connects the mock wallet's account through the kernel, as a user's click would. */
  connect(): Promise<ConnectReturnType>
  disconnect(): Promise<void>
  /** Tears the kernel down (plugin cleanups run). */
  destroy(): void
}

/**
 * A kernel for plugin and adapter tests: the plugins given, a mock wallet as its adapter, in-memory storage, and
 * the defaults a test wants (`projectId`, `[mainnet]`). Nothing is mocked in the kernel itself.
 */
export function createTestKernel<const plugins extends readonly AnyFoyerPlugin[] = []>(
  parameters: CreateTestKernelParameters<plugins> = {},
): TestKernel {
  const { adapter: adapterParameters, storage = createMemoryStorage(), plugins, ...rest } = parameters
  const adapter =
    adapterParameters && 'calls' in adapterParameters
      ? adapterParameters
      : createMockAdapter(adapterParameters)
  const networks: CreateKernelParameters['networks'] = rest.networks ?? [mainnet]
  const kernel = createKernel({
    projectId: 'foyer-test',
    ...rest,
    networks,
    adapters: [adapter],
    plugins: plugins ?? [],
    storage,
  })
  const connectorId = kernel.store
    .getState()
    .connectors.find((entry) => entry.namespace === adapter.namespace)?.id
  return {
    kernel,
    adapter,
    storage,
    context(plugin) {
      const context = getPluginContext(kernel, plugin)
      if (!context) {
        const name = typeof plugin === 'string' ? plugin : plugin.name
        throw new TypeError(`Plugin "${name}" is not installed, or its feature is off.`)
      }
      return context as never
    },
    connect: () => connect(kernel, { namespace: adapter.namespace, connectorId: connectorId ?? 'mock' }),
    disconnect: () => disconnect(kernel, { namespace: adapter.namespace }),
    destroy: () => destroyKernel(kernel),
  }
}

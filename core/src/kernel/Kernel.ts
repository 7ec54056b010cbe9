import type { Emitter } from 'mitt'
import type * as z from 'zod/mini'
import type { AppKitNetwork, CaipNetwork } from '../chains/CaipNetwork.js'
import type { KernelEventMap } from '../events/KernelEventMap.js'
import type { ViewRegistry } from '../hooks/hookTypes.js'
import type { TapOnlyHooks } from '../hooks/tapOnly.js'
import type { kernelOptionsSchema } from '../options/kernelOptionsSchema.js'
import type { ChainAdapter } from '../plugins/ChainAdapter.js'
import type { AnyFoyerPlugin } from '../plugins/FoyerPlugin.js'
import type { FoyerStorage } from '../storage/createStorage.js'
import type { ReadonlyStore } from '../utils/createStore.js'
import type { KernelState } from './KernelState.js'

type ParsedOptions = z.output<typeof kernelOptionsSchema>

/** Options after defaults and validation. */
export type KernelOptions = Omit<ParsedOptions, 'networks' | 'defaultNetwork' | 'plugins' | 'adapters'> & {
  networks: CaipNetwork[]
  defaultNetwork: CaipNetwork | undefined
  plugins: AnyFoyerPlugin[]
  adapters: ChainAdapter[]
}

/** What a host passes to `createKernel`: the same names, defaults filled in for what it leaves out. */
export type KernelParameters = Omit<
  z.input<typeof kernelOptionsSchema>,
  'networks' | 'defaultNetwork' | 'plugins' | 'adapters' | 'storage'
> & {
  networks: readonly [AppKitNetwork, ...AppKitNetwork[]] | readonly AppKitNetwork[]
  defaultNetwork?: AppKitNetwork
  plugins?: readonly AnyFoyerPlugin[]
  adapters?: readonly ChainAdapter[]
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
}

export type Kernel = {
  /** The validated options, frozen (plugins' and adapters' objects stay theirs, in frozen lists). */
  readonly options: KernelOptions
  /** Tap-only: hosts and plugins observe and extend lifecycle points, the kernel alone calls them. */
  readonly hooks: TapOnlyHooks
  readonly events: Emitter<KernelEventMap>
  readonly storage: FoyerStorage
  /** Read and subscribe only: the kernel's actions are the only writers. */
  readonly store: ReadonlyStore<KernelState>
  readonly plugins: readonly AnyFoyerPlugin[]
  readonly adapters: readonly ChainAdapter[]
  /** Views registered by plugins (core views are always there). */
  readonly views: Readonly<ViewRegistry>
}

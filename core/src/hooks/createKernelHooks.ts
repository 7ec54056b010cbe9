import {
  createAsyncParallelHook,
  createAsyncSeriesBailHook,
  createAsyncSeriesHook,
  createAsyncSeriesWaterfallHook,
  createSyncBailHook,
  createSyncHook,
  createSyncWaterfallHook,
} from './createHook.js'
import type {
  CloseModalRequest,
  ConnectRequest,
  ConnectResult,
  DisconnectRequest,
  OpenModalTarget,
  RpcRequest,
  RpcResult,
  RpcVetoReport,
  SwitchNetworkRequest,
  SwitchNetworkResult,
  ViewRegistry,
} from './hookTypes.js'

/**
 * The kernel's lifecycle points, declared once and frozen. Taps run in registration order (plugins sorted
 * `enforce: 'pre'`, then unmarked, then `'post'`; adapters before plugins); a tap's `stage` and `before` refine it.
 */
export function createKernelHooks() {
  return Object.freeze({
    /** Called once after every adapter's and plugin's `setup` (and the views are collected). */
    setup: createSyncHook<[]>([], 'setup'),
    /** Collects the views plugins add; a waterfall over the registry, called once at creation. */
    views: createSyncWaterfallHook<[ViewRegistry]>(['views'], 'views'),
    /** Before the modal opens: may redirect to another view (e.g. sign-in required). */
    beforeOpen: createAsyncSeriesWaterfallHook<[OpenModalTarget]>(['target'], 'beforeOpen'),
    /** Veto closing: return `false` to keep the modal open. */
    shouldClose: createSyncBailHook<[CloseModalRequest], false | undefined>(['request'], 'shouldClose'),
    /** After the modal closed. */
    close: createSyncHook<[]>([], 'close'),
    /** The adapter that owns the network's namespace performs the switch and answers; others return undefined. */
    switchNetwork: createAsyncSeriesBailHook<[SwitchNetworkRequest], SwitchNetworkResult | true | undefined>(
      ['request'],
      'switchNetwork',
    ),
    /**
     * Runs after the kernel's allow-list. Every tap runs (none can end it early) and reports its answer; only a
     * veto (see `RpcVeto`) counts. Plugins tap it through `tapOnly`, which does the reporting.
     */
    shouldAllowRpcRequest: createAsyncSeriesHook<[Readonly<RpcRequest>, RpcVetoReport]>(
      ['request', 'report'],
      'shouldAllowRpcRequest',
    ),
    /** Executes an allowed request: the owning adapter answers. */
    rpcRequest: createAsyncSeriesBailHook<[RpcRequest], RpcResult | undefined>(['request'], 'rpcRequest'),
    /** Connects: the adapter that owns the namespace answers. */
    connect: createAsyncSeriesBailHook<[ConnectRequest], ConnectResult | undefined>(['request'], 'connect'),
    /** After a connection is established and stored (identity sync, sign-in). */
    afterConnect: createAsyncSeriesHook<[ConnectResult]>(['result'], 'afterConnect'),
    /** Every party of the namespace lets go of the session. */
    disconnect: createAsyncParallelHook<[DisconnectRequest]>(['request'], 'disconnect'),
  })
}

export type KernelHooks = ReturnType<typeof createKernelHooks>

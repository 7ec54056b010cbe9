import * as z from 'zod/mini'
import type { CaipNetwork } from '../chains/CaipNetwork.js'
import { refuseUnknownNamespace } from '../chains/refuseUnknownNamespace.js'
import {
  InvalidOptionsError,
  ProjectIdRequiredError,
  SiwxConflictError,
  SiwxPluginMissingError,
} from '../errors/options.js'
import { InvalidPluginError } from '../errors/plugin.js'
import type { KernelOptions, KernelParameters } from '../kernel/Kernel.js'
import { kernelOptionsSchema } from '../options/kernelOptionsSchema.js'
import { refuseUnsupportedOptions } from '../options/refuseUnsupportedOptions.js'
import type { ChainAdapter } from './ChainAdapter.js'
import type { AnyFoyerPlugin } from './FoyerPlugin.js'
import { registerAdapterNamespaces } from './registerAdapterNamespaces.js'
import { validatePlugins } from './validatePlugins.js'

const order = { pre: 0, normal: 1, post: 2 } as const

/** Plugins in the order their hooks run: `enforce: 'pre'`, unmarked, then `'post'`, stable within each group. */
export function sortPlugins<P extends { enforce?: 'pre' | 'post' | undefined }>(plugins: readonly P[]): P[] {
  return [...plugins].sort((a, b) => order[a.enforce ?? 'normal'] - order[b.enforce ?? 'normal'])
}

/**
 * Lets each plugin's `options()` fill options in plugin order (as Vite's `config()`), then validates the result.
 * A plugin fills only what is still unset: its own keys and the defaults the host left out; a value the host (or an
 * earlier plugin) set is never changed. Errors name the field that was wrong.
 */
export function resolveOptions(parameters: KernelParameters): KernelOptions {
  if (typeof parameters !== 'object' || parameters === null) {
    throw new InvalidOptionsError({ details: 'createKernel expects an options object.' })
  }
  let merged: Record<string, unknown> = { ...parameters }
  // The adapters' namespaces first: plugins, networks and `defaultAccountTypes` may name them.
  if (Array.isArray(parameters.adapters)) registerAdapterNamespaces(parameters.adapters)
  if (Array.isArray(parameters.plugins)) validatePlugins(parameters.plugins)
  const plugins = Array.isArray(parameters.plugins) ? sortPlugins(parameters.plugins) : []
  // Names a plugin's `options()` adds are the plugin's own: the kernel keeps them as they are.
  const pluginOwned = new Set<string>()
  for (const plugin of plugins) {
    const partial = typeof plugin?.options === 'function' ? runOptions(plugin, merged) : undefined
    if (!partial) continue
    merged = mergeOptions(merged, partial)
    for (const key of Object.keys(partial)) if (!(key in kernelOptionsSchema.shape)) pluginOwned.add(key)
  }
  const pluginOptions: Record<string, unknown> = {}
  for (const key of pluginOwned) {
    pluginOptions[key] = merged[key]
    delete merged[key]
  }
  if (typeof merged.projectId !== 'string' || merged.projectId.trim() === '')
    throw new ProjectIdRequiredError()
  if (merged.siwx !== undefined && merged.siweConfig !== undefined) throw new SiwxConflictError()
  const signIn =
    merged.siwx !== undefined ? 'siwx' : merged.siweConfig !== undefined ? 'siweConfig' : undefined
  if (signIn && !plugins.some((plugin) => plugin.name === 'siwx')) throw new SiwxPluginMissingError(signIn)

  // Adapters a plugin's `options()` added register theirs too.
  if (Array.isArray(merged.adapters)) registerAdapterNamespaces(merged.adapters)
  for (const network of [...(Array.isArray(merged.networks) ? merged.networks : []), merged.defaultNetwork])
    refuseUnknownNamespace(network)
  const result = kernelOptionsSchema.safeParse(merged)
  if (!result.success) {
    // An unknown name is most often the cause of the rest (a misspelt option): it is named first.
    const issue =
      result.error.issues.find((entry) => entry.code === 'unrecognized_keys') ?? result.error.issues[0]
    const field =
      issue?.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [...issue.path, key].join('.')).join('`, `')
        : issue?.path.length
          ? issue.path.join('.')
          : undefined
    throw new InvalidOptionsError({ details: z.prettifyError(result.error), ...(field ? { field } : {}) })
  }
  const options = result.data
  refuseUnsupportedOptions(options)
  const withCustomRpc = (network: CaipNetwork): CaipNetwork => {
    const custom = options.customRpcUrls?.[network.caipNetworkId]
    if (!custom?.length) return network
    return {
      ...network,
      rpcUrls: {
        ...network.rpcUrls,
        default: { ...network.rpcUrls.default, http: custom.map((entry) => entry.url) },
      },
    }
  }
  // AppKit's `customRpcUrls`: every read of those networks goes to the host's RPC instead of the network's own.
  const networks = (options.networks as CaipNetwork[]).map(withCustomRpc)
  const defaultNetwork = options.defaultNetwork
    ? withCustomRpc(options.defaultNetwork as CaipNetwork)
    : undefined
  if (defaultNetwork && !networks.some((network) => network.caipNetworkId === defaultNetwork.caipNetworkId)) {
    throw new InvalidOptionsError({
      field: 'defaultNetwork',
      details: `defaultNetwork ${defaultNetwork.caipNetworkId} is not one of options.networks.`,
    })
  }
  return {
    ...pluginOptions,
    ...options,
    networks,
    defaultNetwork,
    plugins: sortPlugins(options.plugins as AnyFoyerPlugin[]),
    adapters: options.adapters as ChainAdapter[],
  }
}

/** Fills what `base` leaves unset with `partial`'s values, recursing into plain objects; set values stay. */
function mergeOptions(
  base: Record<string, unknown>,
  partial: Record<string, unknown>,
): Record<string, unknown> {
  const merged = { ...base }
  for (const [key, value] of Object.entries(partial)) {
    if (key === '__proto__' || key === 'plugins' || key === 'adapters') continue
    const current = merged[key]
    if (isPlainObject(current) && isPlainObject(value)) merged[key] = mergeOptions(current, value)
    else if (current === undefined) merged[key] = value
  }
  return merged
}

function runOptions(plugin: AnyFoyerPlugin, merged: Record<string, unknown>) {
  try {
    return plugin.options?.(plainData(merged) as Record<string, unknown>)
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause)
    throw new InvalidPluginError({ plugin: plugin.name, details: `options() threw: ${reason}`, cause })
  }
}

/** The options that hold objects with behaviour (wallet sessions, the host's storage): never shown to `options()`. */
const objectOptions = new Set(['adapters', 'plugins', 'storage', 'universalProvider'])

/**
 * What `options()` sees: a frozen deep copy of the plain data only (strings, numbers, booleans, plain objects and
 * arrays of them). Adapters, plugins, the storage backend, any class instance and any function are left out, so a
 * plugin can read the host's settings but hold none of its objects.
 */
function plainData(value: unknown, top = true): unknown {
  if (value === null || ['string', 'number', 'boolean', 'bigint', 'undefined'].includes(typeof value))
    return value
  if (Array.isArray(value))
    return Object.freeze(value.map((entry) => plainData(entry, false)).filter((entry) => entry !== omitted))
  if (!isPlainObject(value)) return omitted
  const copy: Record<string, unknown> = {}
  for (const [key, entry] of Object.entries(value)) {
    if (top && objectOptions.has(key)) continue
    const data = plainData(entry, false)
    if (data !== omitted) copy[key] = data
  }
  return Object.freeze(copy)
}

const omitted = Symbol('omitted')

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype
}

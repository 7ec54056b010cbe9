import type { ReactPlugin } from '@foyer/react'
import * as z from 'zod/mini'

const loadGasTipsView = () => import('./GasTipsView.js')

/** The plugin's own event: other plugins may listen to `gas-tips:dismissed`. */
const events = { dismissed: z.object({ network: z.optional(z.string()) }) }
/** What the plugin keeps across visits, checked on every read. */
const storage = { dismissed: z.boolean() }

export type GasTipsOptions = {
  /** Show the tips once, the first time a connected user opens the modal (until dismissed). Default true. */
  showOnFirstOpen?: boolean
  /** Refuse transactions that offer more than this gas price, in gwei. Default: no cap. */
  maxGasPriceGwei?: number
}

export type GasTipsState = { shown: boolean; opens: number }

export type GasTipsPlugin = ReactPlugin<GasTipsState, typeof events, typeof storage> & { name: 'gas-tips' }

/**
 * A third-party Foyer plugin, written on the plugin context alone: it registers a "Gas tips" view (through the
 * `views` waterfall hook) with an entry in the Account view, shows the tips once when a connected user first opens
 * the modal (`beforeOpen`) unless they were dismissed on an earlier visit (its storage), announces a dismissal (its
 * own event), and vetoes transactions above a gas price cap (`shouldAllowRpcRequest`).
 */
export function gasTips({ showOnFirstOpen = true, maxGasPriceGwei }: GasTipsOptions = {}): GasTipsPlugin {
  return {
    name: 'gas-tips',
    state: () => ({ shown: false, opens: 0 }),
    events,
    storage,
    accountEntry: { id: 'gas-tips', title: 'Gas tips', view: 'GasTips' },
    setup({ hooks, name, getState, setState, storage: stored }) {
      hooks.views.tap(name, (views) => ({
        ...views,
        GasTips: { id: 'GasTips', title: 'Gas tips', plugin: name },
      }))
      hooks.beforeOpen.tapPromise(name, async (target) => {
        setState(({ opens }) => ({ opens: opens + 1 }))
        if (!showOnFirstOpen || getState().shown || stored.get('dismissed')) return target
        if (target.view !== 'Account') return target
        setState({ shown: true })
        return { ...target, view: 'GasTips' }
      })
      if (maxGasPriceGwei !== undefined) {
        const cap = BigInt(Math.round(maxGasPriceGwei * 1e9)) // in wei
        hooks.shouldAllowRpcRequest.tap(name, (rpc) => {
          if (rpc.method !== 'eth_sendTransaction') return undefined
          const offered = gasPriceOf(rpc.params)
          return offered !== undefined && offered > cap
            ? { reason: `gas price above ${maxGasPriceGwei} gwei` }
            : undefined
        })
      }
      return undefined
    },
    viewLoaders: { GasTips: loadGasTipsView },
    // Its own catalog (Foyer's format): the view's texts, and its header title and Account entry (`title.GasTips`).
    messages: () => import('./gasTipsMessages.js').then((module) => module.gasTipsMessages),
  }
}

/** The highest price per gas a transaction offers (`maxFeePerGas` or `gasPrice`), if it says. */
function gasPriceOf(params: unknown): bigint | undefined {
  const [transaction] = Array.isArray(params) ? params : []
  if (typeof transaction !== 'object' || transaction === null) return undefined
  const { maxFeePerGas, gasPrice } = transaction as Record<string, unknown>
  const value = maxFeePerGas ?? gasPrice
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'bigint') return undefined
  try {
    return BigInt(value)
  } catch {
    return undefined
  }
}

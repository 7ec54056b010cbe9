import { definePlugin, type FoyerPlugin, type PluginContext } from '@foyer/core/eager'
import * as z from 'zod/mini'
import { getSignInView, setSiwxOptions } from './siwxShared.js'
import type { SIWXConfig } from './siwxTypes.js'

/** SPEC.md §3 / §4: whether the connected account has a sign-in session, and the sign view's progress. */
export type SiwxState = {
  /** `unknown` until checked after a connect; `none` while the sign view waits; `active` once signed in. */
  session: 'unknown' | 'checking' | 'none' | 'active'
  /** True while the wallet signs and the session is stored ('Authenticating...'). */
  signing: boolean
  /** The account the session belongs to (kept for sign-out at disconnect). */
  account: { chainId: string; address: string } | undefined
}

export type SiwxOptions = {
  /**
   * The session store and message factory; the host's `siwx` option (AppKit's place) when absent, else the Foyer
   * service's (`createFoyerSiwx` on `apiUrl`).
   */
  config?: SIWXConfig
  /** Connecting requires signing in: cancelling disconnects and the modal cannot be closed before signing. */
  required?: boolean
  /** The statement of the messages the Foyer service config builds. */
  statement?: string
  /** How long those sessions last; one day when absent. */
  expiresInMs?: number
}

// The stored sessions, as JSON text; `resolveSiwxConfig` (loaded on first use) checks what the text holds.
const siwxStorage = { sessions: z.string().check(z.maxLength(200_000)) }

export type SiwxPlugin = FoyerPlugin<SiwxState, Record<never, never>, typeof siwxStorage> & {
  name: 'siwx'
  siwxOptions: SiwxOptions
}
export type SiwxContext = PluginContext<SiwxState, Record<never, never>, typeof siwxStorage>

export { getSignInView, getSiwxOptions, siwxNamespaces } from './siwxShared.js'

export const initialSiwxState = (): SiwxState => ({ session: 'unknown', signing: false, account: undefined })

const guardedViews = new Set(['SIWXSignMessage', 'ConnectingSiwe', 'ApproveTransaction'])
/** AppKit's `siweConfig` option's switches, read without loading its code: a `createSIWEConfig` result or a plain one. */
function siweSwitches(context: SiwxContext): { enabled: boolean; required: boolean } | undefined {
  const config = context.options.siweConfig as
    | { options?: { enabled?: unknown; required?: unknown }; enabled?: unknown; required?: unknown }
    | undefined
  if (!config) return undefined
  const source = config.options ?? config
  return { enabled: source.enabled !== false, required: source.required !== false }
}

/** What the SIWX config in force says of `getRequired()` (AppKit's place for it), when it says it synchronously. */
function configRequired(context: SiwxContext, options: SiwxOptions): boolean | undefined {
  const config = (options.config ?? context.options.siwx) as { getRequired?: unknown } | undefined
  if (typeof config?.getRequired !== 'function') return undefined
  try {
    const required: unknown = config.getRequired()
    return typeof required === 'boolean' ? required : undefined
  } catch {
    return undefined
  }
}

/**
 * Sign In With X (SPEC.md §4), headless: after a connect (or an account or network change) an account on an
 * eip155 or solana network without a session gets the `SIWXSignMessage` view. With `required`, the modal cannot be
 * closed on the sign and approve views until it has one, and opening the modal leads back there. The work loads on
 * first use (`checkSiwxSession`, `signInWithX`); the view comes from `@foyer/plugin-siwx/react`.
 */
export function siwx(given: SiwxOptions = {}): SiwxPlugin {
  const plugin = definePlugin({
    name: 'siwx',
    views: [
      { id: 'SIWXSignMessage', title: 'Sign In' },
      { id: 'ConnectingSiwe', title: 'Sign In' },
    ],
    state: initialSiwxState,
    storage: siwxStorage,
    setup(context) {
      const siwe = siweSwitches(context)
      // `siweConfig: createSIWEConfig({ enabled: false, ... })` turns sign-in off.
      if (siwe && !siwe.enabled) return
      const options = {
        ...given,
        required: given.required ?? siwe?.required ?? configRequired(context, given),
      }
      setSiwxOptions(context, options)
      const check = () => {
        void import('./siwxFlow.js').then(({ checkSiwxSession }) => checkSiwxSession(context, options))
      }
      const isRequired = () => options.required ?? false
      const waiting = () => {
        const { session } = context.getState()
        return isRequired() && session !== 'active' && context.getAccount().isConnected
      }
      context.hooks.afterConnect.tapPromise('siwx', async () => {
        const { checkSiwxSession } = await import('./siwxFlow.js')
        await checkSiwxSession(context, options)
      })
      context.hooks.shouldClose.tap('siwx', ({ view }) =>
        guardedViews.has(view) && waiting() ? false : undefined,
      )
      context.hooks.beforeOpen.tap('siwx', (target) =>
        waiting() && context.getState().session === 'none'
          ? { ...target, view: getSignInView(context) }
          : target,
      )
      const offAccount = context.events.on('accountChange', check)
      const offNetwork = context.events.on('networkChange', check)
      const offDisconnect = context.events.on('disconnect', () => {
        const { account } = context.getState()
        context.resetState()
        if (account) {
          void import('./siwxFlow.js').then(({ signOutOnDisconnect }) =>
            signOutOnDisconnect(context, options, account),
          )
        }
      })
      return () => {
        offAccount()
        offNetwork()
        offDisconnect()
      }
    },
  })
  return { ...plugin, siwxOptions: given } as SiwxPlugin
}

import * as z from 'zod/mini'
import { createFoyerSiwx } from './createFoyerSiwx.js'
import { createSIWEConfig, isSIWEClient } from './createSIWEConfig.js'
import { SiwxError } from './errors.js'
import { mapToSIWX } from './mapToSIWX.js'
import type { SIWEConfig } from './siweTypes.js'
import type { SiwxContext, SiwxOptions } from './siwx.js'
import type { SIWXConfig, SIWXSession } from './siwxTypes.js'

const storedSessionsSchema = z
  .array(
    z.object({
      data: z.looseObject({
        accountAddress: z.string(),
        chainId: z.string(),
        domain: z.string(),
        uri: z.string(),
        version: z.string(),
        nonce: z.string(),
      }),
      message: z.string(),
      signature: z.string(),
      id: z.optional(z.string()),
    }),
  )
  .check(z.maxLength(50))

/** The plugin's stored sessions; text that is not a list of sessions reads as none (and is replaced at the next write). */
export function readStoredSessions(context: SiwxContext): SIWXSession[] {
  const text = context.storage.get('sessions')
  if (!text) return []
  try {
    return z.parse(storedSessionsSchema, JSON.parse(text)) as SIWXSession[]
  } catch {
    return []
  }
}

const configs = new WeakMap<object, Promise<SIWXConfig>>()
const methods = ['createMessage', 'addSession', 'revokeSession', 'setSessions', 'getSessions'] as const

/**
 * The SIWX config in force: the plugin's `config`, else the host's `siwx` option (AppKit's `siweConfig` mapped to
 * it), else the Foyer service's on `apiUrl`. Throws 'SIWX not enabled' when there is none of them. Every config's code
 * comes in the sign-in flow's one chunk (no second fetch after a connect).
 */
export function resolveSiwxConfig(context: SiwxContext, options: SiwxOptions): Promise<SIWXConfig> {
  let found = configs.get(context)
  if (!found) {
    found = create(context, options)
    configs.set(context, found)
    found.catch(() => configs.delete(context))
  }
  return found
}

async function create(context: SiwxContext, options: SiwxOptions): Promise<SIWXConfig> {
  if (!options.config && context.options.siweConfig) {
    const siwe = context.options.siweConfig
    return mapToSIWX(isSIWEClient(siwe) ? siwe : createSIWEConfig(siwe as SIWEConfig))
  }
  const given = options.config ?? (context.options.siwx as SIWXConfig | undefined)
  if (given) {
    const missing = methods.filter((name) => typeof given[name] !== 'function')
    if (missing.length) throw new SiwxError(`The SIWX config lacks ${missing.join(', ')}.`)
    const apiUrl = context.options.apiUrl
    if (apiUrl && 'bindService' in given && typeof given.bindService === 'function')
      given.bindService({ apiUrl, projectId: context.options.projectId })
    return given
  }
  const apiUrl = context.options.apiUrl
  if (!apiUrl) throw new SiwxError('SIWX not enabled: set a siwx config or the Foyer service (apiUrl).')
  return createFoyerSiwx({
    apiUrl,
    projectId: context.options.projectId,
    statement: options.statement,
    expiresInMs: options.expiresInMs,
    required: options.required,
    store: {
      read: () => readStoredSessions(context),
      write: (sessions) => {
        context.storage.set('sessions', JSON.stringify(sessions.slice(-50)))
      },
    },
  })
}

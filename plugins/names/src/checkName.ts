import { getBlockchainApi, type PluginContext } from '@foyer/core'
import { NameRegistrationError } from './errors.js'
import { validateNameLabel } from './validateNameLabel.js'

export type CheckNameResult = {
  /** The full name (label + suffix). */
  name: string
  /** Whether nobody holds it yet. */
  available: boolean
  /** Free names near it, full names, the typed one left out. */
  suggestions: string[]
}

/**
 * Whether `label` + `suffix` is free, with free names near it (`GET /v1/profile/suggestions/{name}`, which lists
 * only unregistered names, the typed one first when it is free). Throws `NameRegistrationError` for a label the
 * naming service would refuse and when the host configured no Blockchain API.
 */
export async function checkName(
  context: Pick<PluginContext, 'options'>,
  { label, suffix }: { label: string; suffix: string },
  { signal }: { signal?: AbortSignal } = {},
): Promise<CheckNameResult> {
  const invalid = validateNameLabel(label)
  if (invalid) throw new NameRegistrationError(invalid, { code: 'invalidName' })
  const api = getBlockchainApi(context.options)
  if (!api)
    throw new NameRegistrationError('Names are not available: the app has no Blockchain API.', {
      code: 'unavailable',
    })
  const name = `${label}${suffix}`
  const { suggestions } = await api.getNameSuggestions({ name }, signal ? { signal } : {})
  const free = suggestions.filter((entry) => !entry.registered).map((entry) => entry.name)
  return { name, available: free.includes(name), suggestions: free.filter((entry) => entry !== name) }
}

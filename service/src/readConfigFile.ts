import { readFile } from 'node:fs/promises'
import * as z from 'zod'
import { ServiceConfigError } from './readServiceConfig.js'

const variableName = /^(PORT|HOST|DATABASE_URL|DATA_DIR|FOYER_[A-Z0-9_]+)$/
const fileSchema = z.record(
  z
    .string()
    .regex(variableName, 'not a foyer-service variable (PORT, HOST, DATABASE_URL, DATA_DIR or FOYER_*)'),
  z.union([z.string(), z.number(), z.boolean(), z.array(z.unknown()), z.record(z.string(), z.unknown())]),
)

/**
 * The variables of a `foyer-service` config file: a JSON object keyed by the environment variables' names, whose
 * values may be written as JSON (`"FOYER_EVM_CHAINS": [{ "chainId": 1, … }]`) rather than as JSON in a string.
 * Returned as the strings the environment would hold.
 */
export async function readConfigFile(path: string): Promise<Record<string, string>> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    throw new ServiceConfigError(`Cannot read the config file ${path}.`, { cause: error })
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new ServiceConfigError(`The config file ${path} is not valid JSON.`, { cause: error })
  }
  const parsed = fileSchema.safeParse(value)
  if (!parsed.success)
    throw new ServiceConfigError(`Invalid config file ${path}.`, {
      details: parsed.error.issues
        .map((issue) => `${issue.path.join('.') || 'value'}: ${issue.message}`)
        .join('; '),
    })
  return Object.fromEntries(
    Object.entries(parsed.data).map(([name, entry]) => [
      name,
      typeof entry === 'string' ? entry : typeof entry === 'object' ? JSON.stringify(entry) : String(entry),
    ]),
  )
}

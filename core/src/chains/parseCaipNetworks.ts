import * as z from 'zod/mini'
import type { ValidationError } from '../errors/validation.js'
import { parseWithSchema } from '../validation/parseWithSchema.js'
import { configureZod } from '../zodConfig.js'
import type { CaipNetwork } from './CaipNetwork.js'
import { caipNetworkSchema } from './caipNetworkSchema.js'

configureZod()

const caipNetworksSchema = z.array(caipNetworkSchema)

export type ParseCaipNetworksErrorType = ValidationError

/** Validates host-supplied networks; throws a ValidationError naming the bad network index and field. */
export function parseCaipNetworks(networks: unknown): CaipNetwork[] {
  return parseWithSchema(caipNetworksSchema, networks, 'networks') as CaipNetwork[]
}

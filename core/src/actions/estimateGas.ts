import * as z from 'zod/mini'
import type { AdapterNotFoundError } from '../errors/adapter.js'
import type {
  AccountNotConnectedError,
  AdapterOperationNotSupportedError,
} from '../errors/adapterOperation.js'
import type { ValidationError } from '../errors/validation.js'
import type { Kernel } from '../kernel/Kernel.js'
import type { EstimateGasParameters, Hex } from '../plugins/ChainAdapter.js'
import { parseWithSchema } from '../validation/parseWithSchema.js'
import { configureZod } from '../zodConfig.js'
import { getEip155Session } from './getEip155Session.js'

configureZod()

export type { EstimateGasParameters }
export type EstimateGasReturnType = bigint
export type EstimateGasErrorType =
  | AdapterNotFoundError
  | AdapterOperationNotSupportedError
  | AccountNotConnectedError
  | ValidationError

const evmAddress = z.pipe(
  z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte address')),
  z.transform((value) => value as Hex),
)

const estimateGasParametersSchema = z.object({
  to: evmAddress,
  data: z.optional(
    z.pipe(
      z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/, 'must be 0x-prefixed hex bytes')),
      z.transform((value) => value as Hex),
    ),
  ),
  value: z.optional(z.bigint().check(z.gte(BigInt(0)))),
  from: z.optional(evmAddress),
})

/**
 * The gas the connected eip155 account (or `from`) would need for a call, in gas units, as the adapter behind the
 * session estimates it (the node's `eth_estimateGas`).
 */
export async function estimateGas(
  kernel: Kernel,
  parameters: EstimateGasParameters,
): Promise<EstimateGasReturnType> {
  const { to, data, value, from } = parseWithSchema(
    estimateGasParametersSchema,
    parameters,
    'estimateGas parameters',
  )
  const session = getEip155Session(kernel, 'estimateGas')
  return session.adapter.estimateGas({
    to,
    from: from ?? session.from,
    network: session.network,
    ...(data === undefined ? {} : { data }),
    ...(value === undefined ? {} : { value }),
  })
}

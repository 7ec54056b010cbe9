import * as z from 'zod/mini'
import { InvalidRpcParamsError } from '../errors/rpc.js'
import { configureZod } from '../zodConfig.js'

configureZod()

const hexString = z.string().check(z.startsWith('0x', { message: 'must start with 0x' }))

const sendCallsParamsSchema = z.tuple(
  [
    z.looseObject({
      calls: z
        .array(z.looseObject({ to: hexString, data: z.optional(hexString), value: z.optional(z.unknown()) }))
        .check(z.minLength(1)),
    }),
  ],
  z.unknown(),
)

/** EIP-3326 and EIP-3085: the first parameter names the chain as a hex string. */
export const chainIdParamsSchema = z.tuple(
  [
    z.looseObject({
      chainId: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/, { message: 'must be a hex chain id' })),
    }),
  ],
  z.unknown(),
)

const paramSchemas: Record<string, z.ZodMiniType> = {
  wallet_sendCalls: sendCallsParamsSchema,
  wallet_switchEthereumChain: chainIdParamsSchema,
  wallet_addEthereumChain: chainIdParamsSchema,
}

/** Checks the parameters of the methods SPEC.md §5 constrains (and the chain id of a switch or add); throws `InvalidRpcParamsError` naming the bad field. */
export function validateRpcParams(method: string, params: unknown): void {
  const schema = paramSchemas[method]
  if (!schema) return
  const result = schema.safeParse(params)
  if (!result.success) throw new InvalidRpcParamsError({ method, details: z.prettifyError(result.error) })
}

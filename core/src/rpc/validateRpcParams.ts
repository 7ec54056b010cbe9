import * as z from 'zod'
import { InvalidRpcParamsError } from '../errors/rpc.js'

const hexString = z.string().startsWith('0x', { message: 'must start with 0x' })

const sendCallsParamsSchema = z
  .tuple([
    z.looseObject({
      calls: z
        .array(z.looseObject({ to: hexString, data: hexString.optional(), value: z.unknown().optional() }))
        .min(1),
    }),
  ])
  .rest(z.unknown())

const paramSchemas: Record<string, z.ZodType> = {
  wallet_sendCalls: sendCallsParamsSchema,
}

/** Checks the parameters of the methods SPEC.md §5 constrains; throws `InvalidRpcParamsError` naming the bad field. */
export function validateRpcParams(method: string, params: unknown): void {
  const schema = paramSchemas[method]
  if (!schema) return
  const result = schema.safeParse(params)
  if (!result.success) throw new InvalidRpcParamsError({ method, details: z.prettifyError(result.error) })
}

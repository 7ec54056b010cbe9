import * as z from 'zod/mini'
import { configureZod } from '../../zodConfig.js'

configureZod()

/** A token amount, price in smallest units or similar figure written as a non-negative decimal string. */
export const DecimalStringSchema = z
  .string()
  .check(z.regex(/^\d+(\.\d+)?$/, 'Expected a decimal string such as "1.5"'))
export type DecimalString = z.infer<typeof DecimalStringSchema>

/** `0x`-prefixed hex data (calldata, signatures). */
export const HexStringSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'Expected 0x-prefixed hex'))
export type HexString = z.infer<typeof HexStringSchema>

import * as z from 'zod/mini'
import { configureZod } from '../zodConfig.js'

configureZod()

/** Accepts any function to be used in place of the global `fetch`. */
export const fetchFunctionSchema = z.custom<typeof fetch>((value) => typeof value === 'function', {
  message: 'Expected a fetch function',
})

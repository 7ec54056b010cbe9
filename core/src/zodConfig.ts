import * as z from 'zod/mini'
import { schemaIssueMessage } from './validation/schemaIssueMessage.js'

/**
 * The one place that configures zod for Foyer; every module that builds schemas when it loads calls it first (a call,
 * unlike a bare side-effect import, survives `sideEffects: false`).
 *
 * - Jitless: zod probes `new Function` when it builds an object schema; under a Content-Security-Policy without
 *   'unsafe-eval' the probe is caught, but the browser still reports a violation. Foyer's schemas are small, so
 *   parsing without the compiled fast path costs nothing measurable.
 * - Messages in SPEC.md's wording ('Required', 'Expected string, received number', 'Invalid email'): `zod/mini`
 *   loads no locale of its own, and none of zod's is bundled.
 */
export function configureZod(): void {
  z.config({ jitless: true, localeError: schemaIssueMessage })
}

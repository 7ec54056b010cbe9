import { en } from 'zod/locales'
import * as z from 'zod/mini'

/**
 * The one place that configures zod for Foyer; every module that builds schemas when it loads calls it first (a call,
 * unlike a bare side-effect import, survives `sideEffects: false`).
 *
 * - Jitless: zod probes `new Function` when it builds an object schema; under a Content-Security-Policy without
 *   'unsafe-eval' the probe is caught, but the browser still reports a violation. Foyer's schemas are small, so
 *   parsing without the compiled fast path costs nothing measurable.
 * - English messages ('Invalid input: expected string, received undefined', 'Invalid email address'…): `zod/mini`
 *   loads no locale. `zod/locales` keeps only `en` in the bundle; `z.locales.en()` would pull in every locale.
 */
export function configureZod(): void {
  z.config({ jitless: true, ...en() })
}

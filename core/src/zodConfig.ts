import * as zod from 'zod'

/**
 * zod, switched to jitless before the first schema is built. zod probes `new Function` when it builds an object
 * schema; under a Content-Security-Policy without 'unsafe-eval' the probe is caught, but the browser still reports a
 * violation. Modules that build schemas when they load take `z` from here: the import makes the switch come first,
 * and, being a used binding, survives `sideEffects: false`. Foyer's schemas are small, so parsing without the
 * compiled fast path costs nothing measurable.
 */
export const z: typeof zod = jitless(zod)

function jitless(module: typeof zod): typeof zod {
  module.config({ jitless: true })
  return module
}

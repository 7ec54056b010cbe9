import * as z from 'zod'

/**
 * Switches zod to jitless. zod probes `new Function` when it builds an object schema; under a Content-Security-Policy
 * without 'unsafe-eval' the probe is caught, but the browser still reports a violation. Every module that builds
 * schemas when it loads calls this first: a call (unlike a bare side-effect import) survives `sideEffects: false`,
 * and it keeps `import * as z from 'zod'` tree-shakable. Foyer's schemas are small, so parsing without the compiled
 * fast path costs nothing measurable.
 */
export function enableJitlessZod(): void {
  z.config({ jitless: true })
}

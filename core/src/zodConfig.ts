import * as z from 'zod'

// zod probes `new Function` before it compiles fast object parsers. Under a Content-Security-Policy without
// 'unsafe-eval' the probe is caught, but the browser still reports it as a violation. Foyer's schemas are small, so
// parsing without the compiled fast path costs nothing measurable. Imported for its effect by every module that can
// run first (BaseError, createKernel); listed in package.json's `sideEffects` so bundlers keep it.
z.config({ jitless: true })

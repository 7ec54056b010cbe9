// @foyer/core/schemas: the zod schemas of the Blockchain API's and the reference service's answers (and the types
// they infer), for servers and tests that speak the same API.

export * from '../net/schemas/index.js'

#!/usr/bin/env node
// Runs the reference service from its TypeScript sources: tsx compiles them, and workspace packages resolve
// to their sources (the `source` export condition) so nothing needs building first.
import { register } from 'node:module'
import { register as registerTsx } from 'tsx/esm/api'

register(
  'data:text/javascript,export async function resolve(specifier, context, next) { return next(specifier, { ...context, conditions: [...context.conditions, "source"] }) }',
)
registerTsx()
await import('../src/service/cli.ts')

#!/usr/bin/env node
// TypeScript 7's `tsc`, under a name of its own: the workspace root's `tsc` is TypeScript 5's.
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'

const typescript = dirname(createRequire(import.meta.url).resolve('typescript/package.json'))
await import(pathToFileURL(join(typescript, 'bin/tsc')).href)

import { loadAfterFirstPaint } from '../afterFirstPaint/loadAfterFirstPaint.js'
import type { ResolveRegistryNameParameters } from './resolveRegistryName.js'

/**
 * `resolveRegistryName` for first-load code (an adapter's `getProfile`): the reader and its JSON-RPC transport load
 * after the first paint, with the rest of the kernel's lookups.
 */
export async function loadRegistryName(parameters: ResolveRegistryNameParameters): Promise<string | null> {
  const { resolveRegistryName } = await loadAfterFirstPaint()
  return resolveRegistryName(parameters)
}

import { parseCaipNetworkId } from './parseCaipNetworkId.js'
import type { CaipNetworkId } from './types.js'

export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  try {
    parseCaipNetworkId(value)
    return true
  } catch {
    return false
  }
}

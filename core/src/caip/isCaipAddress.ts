import { parseCaipAddress } from './parseCaipAddress.js'
import type { CaipAddress } from './types.js'

export function isCaipAddress(value: unknown): value is CaipAddress {
  try {
    parseCaipAddress(value)
    return true
  } catch {
    return false
  }
}

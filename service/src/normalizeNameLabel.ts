import { normalize } from 'viem/ens'

const minLength = 4
const maxLength = 63
/** Labels that read as an address or a hash (EVM, with or without `0x`), which a name must never pass for. */
const addressLike = /^(0x)?([0-9a-f]{40}|[0-9a-f]{64})$/i

/**
 * A registrable label in its ENSIP-15 normal form (viem's `normalize`, @adraffy/ens-normalize), or the reason it is
 * not one: one label, no punycode (`xn--`), no hyphen at either end, nothing that reads as an address, 4 to 63
 * characters.
 */
export function normalizeNameLabel(label: string): { label: string } | { error: string } {
  if (label.includes('.')) return { error: 'a name is one label, without dots' }
  if (/^xn--/i.test(label)) return { error: 'a name cannot start with "xn--" (punycode)' }
  if (label.startsWith('-') || label.endsWith('-'))
    return { error: 'a name cannot start or end with a hyphen' }
  if (addressLike.test(label)) return { error: 'a name cannot look like an address' }
  let normalized: string
  try {
    normalized = normalize(label)
  } catch (error) {
    return {
      error: `not allowed by ENS normalisation (ENSIP-15): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    }
  }
  const length = [...normalized].length
  if (length < minLength || length > maxLength)
    return { error: `expected ${minLength} to ${maxLength} characters` }
  return { label: normalized }
}

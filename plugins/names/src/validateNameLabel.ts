import { ens_normalize } from '@adraffy/ens-normalize'

/** The smallest label the naming service takes (SPEC.md §5). */
export const minNameLength = 4
const maxNameLength = 63

/** Labels that read as an address or a hash (EVM, with or without `0x`), which a name must never pass for. */
const addressLike = /^(0x)?([0-9a-f]{40}|[0-9a-f]{64})$/i

/**
 * Why `label` (what the user typed, without the suffix) cannot be registered, or undefined when it can: one label,
 * already normalised by ENSIP-15 (what `toNameLabel` gives), no punycode (`xn--`), no hyphen at either end, nothing
 * that reads as an address, and 4 (SPEC.md §5) to 63 characters.
 */
export function validateNameLabel(label: string): string | undefined {
  if (label.length === 0) return 'Enter a name.'
  if (label.includes('.')) return 'A name is one label: leave out the dots.'
  if (/^xn--/i.test(label)) return 'A name cannot start with "xn--" (punycode): type the name itself.'
  if (label.startsWith('-') || label.endsWith('-')) return 'A name cannot start or end with a hyphen.'
  if (addressLike.test(label)) return 'A name cannot look like an address.'
  let normalized: string
  try {
    normalized = ens_normalize(label)
  } catch (error) {
    return `This name is not allowed by ENS normalisation (ENSIP-15): ${error instanceof Error ? error.message : String(error)}.`
  }
  if (normalized !== label) return `Use the name's normalised form: ${normalized}`
  const length = [...label].length
  if (length < minNameLength) return `A name needs at least ${minNameLength} characters.`
  if (length > maxNameLength) return `A name has at most ${maxNameLength} characters.`
  return undefined
}

/** What the user typed, as a label: trimmed, normalised by ENSIP-15 (lower case), the suffix dropped when typed. */
export function toNameLabel(value: string, suffix: string): string {
  const trimmed = value.trim()
  let normalized: string
  try {
    normalized = ens_normalize(trimmed)
  } catch {
    normalized = trimmed.toLowerCase()
  }
  return normalized.endsWith(suffix) ? normalized.slice(0, -suffix.length) : normalized
}

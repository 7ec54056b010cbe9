import { ens_normalize } from '@adraffy/ens-normalize'

/** The smallest label the naming service takes (SPEC.md §5). */
export const minNameLength = 4
const maxNameLength = 63

/** Labels that read as an address or a hash (EVM, with or without `0x`), which a name must never pass for. */
const addressLike = /^(0x)?([0-9a-f]{40}|[0-9a-f]{64})$/i

/** Why a label cannot be registered: a reason (what a translated message is keyed by) and its detail. */
export type NameLabelProblem =
  | { reason: 'empty' | 'dots' | 'punycode' | 'hyphen' | 'address' }
  | { reason: 'notAllowed'; detail: string }
  | { reason: 'notNormalized'; normalized: string }
  | { reason: 'short' | 'long'; limit: number }

/**
 * Why `label` (what the user typed, without the suffix) cannot be registered, or undefined when it can: one label,
 * already normalised by ENSIP-15 (what `toNameLabel` gives), no punycode (`xn--`), no hyphen at either end, nothing
 * that reads as an address, and 4 (SPEC.md §5) to 63 characters.
 */
export function findNameLabelProblem(label: string): NameLabelProblem | undefined {
  if (label.length === 0) return { reason: 'empty' }
  if (label.includes('.')) return { reason: 'dots' }
  if (/^xn--/i.test(label)) return { reason: 'punycode' }
  if (label.startsWith('-') || label.endsWith('-')) return { reason: 'hyphen' }
  if (addressLike.test(label)) return { reason: 'address' }
  let normalized: string
  try {
    normalized = ens_normalize(label)
  } catch (error) {
    return { reason: 'notAllowed', detail: error instanceof Error ? error.message : String(error) }
  }
  if (normalized !== label) return { reason: 'notNormalized', normalized }
  const length = [...label].length
  if (length < minNameLength) return { reason: 'short', limit: minNameLength }
  if (length > maxNameLength) return { reason: 'long', limit: maxNameLength }
  return undefined
}

/** `findNameLabelProblem` in English words, or undefined when the label can be registered. */
export function validateNameLabel(label: string): string | undefined {
  const problem = findNameLabelProblem(label)
  switch (problem?.reason) {
    case undefined:
      return undefined
    case 'empty':
      return 'Enter a name.'
    case 'dots':
      return 'A name is one label: leave out the dots.'
    case 'punycode':
      return 'A name cannot start with "xn--" (punycode): type the name itself.'
    case 'hyphen':
      return 'A name cannot start or end with a hyphen.'
    case 'address':
      return 'A name cannot look like an address.'
    case 'notAllowed':
      return `This name is not allowed by ENS normalisation (ENSIP-15): ${problem.detail}.`
    case 'notNormalized':
      return `Use the name's normalised form: ${problem.normalized}`
    case 'short':
      return `A name needs at least ${problem.limit} characters.`
    case 'long':
      return `A name has at most ${problem.limit} characters.`
  }
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

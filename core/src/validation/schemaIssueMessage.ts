import type * as z from 'zod/mini'

type RawIssue = z.core.$ZodRawIssue

const units: Readonly<Record<string, string>> = {
  string: 'character',
  array: 'item',
  set: 'item',
  map: 'entry',
}
const formats: Readonly<Record<string, string>> = { url: 'URL', regex: 'format', template_literal: 'format' }

function typeOf(input: unknown): string {
  if (input === null) return 'null'
  if (Array.isArray(input)) return 'array'
  if (typeof input === 'number' && Number.isNaN(input)) return 'NaN'
  return typeof input
}

function literal(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : typeof value === 'bigint' ? `${value}n` : String(value)
}

function size(
  bound: 'at least' | 'at most',
  issue: { origin?: string; exact?: boolean; inclusive?: boolean; limit: number | bigint },
): string {
  const unit = issue.origin && units[issue.origin]
  const relation = issue.exact ? 'exactly' : bound
  if (unit) {
    const count = Number(issue.limit)
    return `Must have ${relation} ${count} ${unit === 'entry' && count !== 1 ? 'entries' : `${unit}${count === 1 ? '' : 's'}`}`
  }
  const comparison = issue.exact
    ? 'equal to'
    : bound === 'at least'
      ? issue.inclusive
        ? 'greater than or equal to'
        : 'greater than'
      : issue.inclusive
        ? 'less than or equal to'
        : 'less than'
  return `Must be ${comparison} ${issue.limit}`
}

/**
 * Foyer's wording of a schema issue, as SPEC.md gives it ('Required', 'Expected string, received number',
 * 'Invalid email') rather than zod's default ('Invalid input: expected string, received undefined').
 * A message set on the schema itself wins: zod only asks for this one when the schema gives none.
 */
export function schemaIssueMessage(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? 'Required'
        : `Expected ${issue.expected}, received ${typeOf(issue.input)}`
    case 'invalid_value':
      return issue.values.length === 1
        ? `Expected ${literal(issue.values[0])}, received ${literal(issue.input)}`
        : `Expected one of ${issue.values.map(literal).join(' | ')}, received ${literal(issue.input)}`
    case 'too_small':
      return size('at least', { ...issue, limit: issue.minimum })
    case 'too_big':
      return size('at most', { ...issue, limit: issue.maximum })
    case 'invalid_format':
      if (issue.format === 'starts_with' && 'prefix' in issue) return `Must start with '${issue.prefix}'`
      if (issue.format === 'ends_with' && 'suffix' in issue) return `Must end with '${issue.suffix}'`
      if (issue.format === 'includes' && 'includes' in issue) return `Must include '${issue.includes}'`
      return `Invalid ${formats[issue.format] ?? issue.format}`
    case 'not_multiple_of':
      return `Must be a multiple of ${issue.divisor}`
    case 'unrecognized_keys':
      return `Unknown ${issue.keys.length === 1 ? 'key' : 'keys'}: ${issue.keys.map(literal).join(', ')}`
    case 'invalid_key':
      return `Invalid key in ${issue.origin}`
    case 'invalid_element':
      return `Invalid value in ${issue.origin}`
    default:
      return 'Invalid input'
  }
}

import { restrictedTimezones } from '../constants/restrictedTimezones.js'

const restricted = new Set(restrictedTimezones.map((zone) => zone.toUpperCase()))

/** Whether an IANA time zone is one of SPEC.md §6's restricted zones (case-insensitive). */
export function isRestrictedTimezone(timeZone: string | undefined | null): boolean {
  return typeof timeZone === 'string' && restricted.has(timeZone.trim().toUpperCase())
}

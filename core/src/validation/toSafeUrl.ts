import { checkUrl, type UrlUse } from './checkUrl.js'

/**
 * The URL to put in an `href` or `src` (or to open, or to call) for `use`, or undefined when it is not one:
 * `javascript:`, `vbscript:`, `file:`, `data:` other than images, relative URLs and the like never come out. The
 * one check for every URL Foyer renders, navigates to or loads; see `checkUrl` for the rules.
 */
export function toSafeUrl(value: unknown, use: UrlUse): string | undefined {
  const result = checkUrl(value, use)
  return result.ok ? result.url : undefined
}

/** `undefined`, `null` and empty arrays are left out; arrays are joined by commas. */
export type QueryValue = string | number | boolean | undefined | null | readonly (string | number)[]
export type QueryParameters = Record<string, QueryValue>

/** `path` under `baseUrl` (one slash between them) with `query`'s values as its search parameters. */
export function toRequestUrl(baseUrl: string, path: string, query: QueryParameters = {}): string {
  const target = new URL(`${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`)
  for (const [name, value] of Object.entries(query)) {
    const text = queryValueText(value)
    if (text !== undefined) target.searchParams.set(name, text)
  }
  return target.toString()
}

function queryValueText(value: QueryValue): string | undefined {
  if (value === undefined || value === null) return undefined
  if (Array.isArray(value)) return value.length === 0 ? undefined : value.join(',')
  return String(value)
}

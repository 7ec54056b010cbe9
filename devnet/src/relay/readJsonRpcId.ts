/**
 * Returns the raw JSON text of the top-level `"id"` member of a JSON object text (for example
 * `12345678901234567890` or `"abc"`), or `undefined` when there is none. The text must already be valid
 * JSON. Working on the text keeps ids above 2^53 exact, which `JSON.parse` would round.
 */
export function readJsonRpcId(json: string): string | undefined {
  let depth = 0
  let index = 0
  let expectingKey = false
  let pendingKey: string | undefined
  while (index < json.length) {
    const char = json[index]
    if (char === '"') {
      const end = endOfString(json, index)
      const text = json.slice(index, end)
      if (depth === 1 && expectingKey) {
        pendingKey = text
        expectingKey = false
      }
      index = end
      continue
    }
    if (char === '{' || char === '[') {
      depth += 1
      expectingKey = char === '{' && depth === 1
    } else if (char === '}' || char === ']') {
      depth -= 1
    } else if (char === ',' && depth === 1) {
      expectingKey = true
    } else if (char === ':' && depth === 1 && pendingKey !== undefined) {
      const key = pendingKey
      pendingKey = undefined
      if (key === '"id"') return readValue(json, index + 1)
    }
    index += 1
  }
  return undefined
}

function endOfString(json: string, start: number): number {
  let index = start + 1
  while (index < json.length) {
    const char = json[index]
    if (char === '\\') index += 2
    else if (char === '"') return index + 1
    else index += 1
  }
  return index
}

function readValue(json: string, from: number): string {
  let start = from
  while (/\s/.test(json[start] ?? '')) start += 1
  if (json[start] === '"') return json.slice(start, endOfString(json, start))
  let end = start
  while (end < json.length && !/[\s,}\]]/.test(json[end] ?? '')) end += 1
  return json.slice(start, end)
}

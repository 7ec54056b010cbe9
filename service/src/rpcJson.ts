const bigintMarker = '__foyer_bigint__'
const markedBigint = new RegExp(`"${bigintMarker}(-?\\d+)"`, 'g')
// A JSON string literal, or an integer too long for a double (16+ digits) outside any string.
const stringOrLongInteger = /"(?:[^"\\]|\\.)*"|(?<![\d.eE+-])-?\d{16,}(?![\d.eE])/g

/** JSON.stringify that writes bigints as plain JSON numbers (u64 lamports and amounts keep every digit). */
export function stringifyRpcJson(value: unknown): string {
  const text = JSON.stringify(value, (_key, item) =>
    typeof item === 'bigint' ? `${bigintMarker}${item.toString()}` : item,
  )
  return text.replace(markedBigint, '$1')
}

/** JSON.parse that keeps integers of 16 or more digits as strings, so u64 params keep every digit. */
export function parseRpcJson(text: string): unknown {
  return JSON.parse(
    text.replace(stringOrLongInteger, (match) => (match.startsWith('"') ? match : `"${match}"`)),
  )
}

const maxLength = 600

/**
 * What a pending request asks for, readable: a hex `personal_sign` message decoded to text, other params as
 * indented JSON, cut at 600 characters; undefined without params.
 */
export function summarizeRpcParams(method: string, params: unknown): string | undefined {
  if (params === undefined) return undefined
  if (method === 'personal_sign' && Array.isArray(params) && typeof params[0] === 'string') {
    return cut(decodeHexText(params[0]) ?? params[0])
  }
  let text: string
  try {
    text = JSON.stringify(params, (_key, value) => (typeof value === 'bigint' ? value.toString() : value), 2)
  } catch {
    text = String(params)
  }
  return cut(text ?? String(params))
}

function cut(text: string): string {
  return text.length > maxLength ? `${text.slice(0, maxLength)}…` : text
}

function decodeHexText(value: string): string | undefined {
  if (!/^0x([0-9a-fA-F]{2})*$/.test(value)) return undefined
  const bytes = new Uint8Array((value.length - 2) / 2)
  for (let index = 0; index < bytes.length; index++) {
    bytes[index] = Number.parseInt(value.slice(2 + index * 2, 4 + index * 2), 16)
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
}

/** The EIP-1193 / JSON-RPC error code under any wrapping (`cause`, MetaMask Mobile's `data.originalError`). */
export function getRpcErrorCode(error: unknown): number | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth++) {
    const { code, data, cause } = current as {
      code?: unknown
      data?: { originalError?: unknown }
      cause?: unknown
    }
    if (typeof code === 'number') return code
    const original = data?.originalError as { code?: unknown } | undefined
    if (typeof original?.code === 'number') return original.code
    current = cause
  }
  return undefined
}

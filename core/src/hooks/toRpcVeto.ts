import type { RpcVeto } from './hookTypes.js'

/** Reads an answer to `shouldAllowRpcRequest`: `false` or `{ reason: string }` is a veto; anything else abstains. */
export function toRpcVeto(answer: unknown): RpcVeto | undefined {
  if (answer === false) return false
  if (typeof answer !== 'object' || answer === null) return undefined
  const reason: unknown = (answer as { reason?: unknown }).reason
  return typeof reason === 'string' ? { reason } : undefined
}

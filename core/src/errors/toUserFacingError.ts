import { UnknownError } from './adapter.js'
import { BaseError } from './BaseError.js'
import { UserRejectedRequestError } from './rpcRejection.js'

/**
 * Turns whatever a wallet or library threw into one of ours: our own errors pass through, a user's rejection
 * (EIP-1193 code 4001, anywhere in the cause chain) becomes `UserRejectedRequestError`, the rest `UnknownError`.
 */
export function toUserFacingError(cause: unknown, method: string): BaseError {
  if (cause instanceof BaseError) return cause
  if (isUserRejection(cause)) return new UserRejectedRequestError({ method })
  return new UnknownError({ cause })
}

function isUserRejection(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 10; depth++) {
    const candidate = current as { code?: unknown; name?: unknown; cause?: unknown }
    if (candidate.code === 4001 || candidate.name === 'UserRejectedRequestError') return true
    current = candidate.cause
  }
  return false
}

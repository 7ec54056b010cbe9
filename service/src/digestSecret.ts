import { createHash } from 'node:crypto'

/** A secret (session token, auth code, channel token) as the store keeps it: SHA-256 hex, so a copy signs nobody in. */
export function digestSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex')
}

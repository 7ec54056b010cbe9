import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createPublicKey,
  randomBytes,
  verify,
} from 'node:crypto'
import * as z from 'zod'
import type { RequestContext, Router } from './createRouter.js'
import { digestSecret } from './digestSecret.js'
import { parseInput } from './parseInput.js'
import {
  ConflictError,
  InternalServiceError,
  InvalidInputError,
  NotFoundError,
  UnauthorizedError,
} from './serviceErrors.js'
import type { ServiceStore } from './storage/serviceStore.js'

/** 32 bytes as 64 hex digits: the service's key-encryption key. */
export const keyEncryptionKeySchema = z
  .string()
  .regex(/^[0-9a-fA-F]{64}$/, 'Expected 64 hex digits (a 256-bit key, e.g. `openssl rand -hex 32`)')

const backupBody = z.object({ backup: z.string().min(1).max(4096) })
const base64url = (max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'Expected base64url')
    .max(max)
/**
 * One copy of the keys sealed on the user's device (AES-256-GCM under a key the service never sees): by the passkey's
 * PRF output (`credentialId` names the passkey) or by the printed recovery code. `salt` feeds that derivation.
 */
export const deviceEnvelopeSchema = z.strictObject({
  kind: z.enum(['passkey', 'recoveryCode']),
  credentialId: base64url(1366).optional(),
  salt: base64url(64),
  sealed: base64url(8192),
})
const protectBody = z.strictObject({
  protection: z.literal('passkey'),
  envelopes: z
    .array(deviceEnvelopeSchema)
    .min(1)
    .max(2)
    .refine(
      (envelopes) =>
        envelopes.some((envelope) => envelope.kind === 'passkey') &&
        envelopes.every(
          (envelope) => (envelope.kind === 'passkey') === (envelope.credentialId !== undefined),
        ) &&
        new Set(envelopes.map((envelope) => envelope.kind)).size === envelopes.length,
      'Expected one passkey envelope (with its credential id) and at most one recovery code envelope',
    ),
})
const backupRow = z.object({ sealed: z.string(), protection: z.enum(['operator', 'passkey']) })
const base64urlCoordinate = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Expected a 32-byte coordinate')
/** The frame's public key: ECDSA P-256 as a JWK (its private half never leaves the frame's WebCrypto). */
const frameKeySchema = z.strictObject({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: base64urlCoordinate,
  y: base64urlCoordinate,
  ext: z.boolean().optional(),
  key_ops: z.array(z.literal('verify')).max(1).optional(),
})
const frameKeyBody = z.strictObject({ publicKey: frameKeySchema })
const frameKeyRow = z.object({ frame_key: z.string().nullable() })
/** `<unix ms>.<base64url P-1363 signature>` over the request (see `frameProofPayload`). */
const frameProofPattern = /^(\d{13})\.([A-Za-z0-9_-]{86})$/
/** How far a signed request's time may be from the service's. */
const frameProofSkewMs = 120_000

/** What the frame signs for a key backup request: method, path, the body's SHA-256 and the time, one a line. */
export function frameProofPayload(method: string, path: string, body: unknown, time: string): string {
  const digest = createHash('sha256')
    .update(body === undefined ? '' : JSON.stringify(body))
    .digest('hex')
  return `${method}\n${path}\n${digest}\n${time}`
}

export type AddKeyBackupRoutesOptions = {
  store: ServiceStore
  /** Without it the routes answer 404: the embedded wallet then keeps its keys on each device alone. */
  keyEncryptionKey: string | undefined
  requireUser: (context: RequestContext) => Promise<{ id: string }>
  now: () => number
}

/**
 * The embedded wallet's key backup, so that a user's verified new device gets the same wallet: the frame stores its
 * keys once (`PUT /auth/keys`, refused once a backup exists) and a signed-in device reads them (`GET /auth/keys`).
 * Rows are sealed with AES-256-GCM under the key-encryption key, bound to the login (a row moved to another user does
 * not open), so a copy of the database alone reveals no key.
 *
 * `PUT /auth/keys/protection` turns on passkey protection: the frame sends the keys sealed on the device (passkey PRF,
 * optionally a recovery code) and the operator-sealed copy is replaced, so from then on the service's key alone opens
 * nothing. `GET /auth/keys` then answers the device's envelopes, with `protection: 'passkey'`.
 *
 * The session is bound to the frame: right after login the frame registers its ECDSA P-256 public key
 * (`POST /auth/keys/frame-key`, once per session) and signs every backup request with it (`X-Foyer-Frame-Proof`), so a
 * session token copied without that non-extractable key reads and writes nothing here.
 */
export function addKeyBackupRoutes(router: Router, options: AddKeyBackupRoutesOptions) {
  const { store, now } = options

  /** The session's user, once its frame's signature over this request checks out. */
  async function requireUser(context: RequestContext, body?: unknown) {
    const user = await options.requireUser(context)
    const header = context.headers.authorization ?? ''
    const tokenHash = digestSecret(header.startsWith('Bearer ') ? header.slice(7) : '')
    const [row] = await store.query(
      frameKeyRow,
      'SELECT frame_key FROM auth_sessions WHERE token_hash = $1',
      [tokenHash],
    )
    if (!row?.frame_key) throw new UnauthorizedError('This session has no frame key')
    const proof = frameProofPattern.exec(String(context.headers['x-foyer-frame-proof'] ?? ''))
    const time = proof?.[1] ?? ''
    if (!proof || Math.abs(Number(time) - now()) > frameProofSkewMs)
      throw new UnauthorizedError('This request is not signed by the session’s frame')
    const signed = verify(
      'sha256',
      Buffer.from(frameProofPayload(context.method, context.path, body, time)),
      { key: createPublicKey({ key: JSON.parse(row.frame_key), format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
      Buffer.from(proof[2] ?? '', 'base64url'),
    )
    if (!signed) throw new UnauthorizedError('This request is not signed by the session’s frame')
    return user
  }

  router.add('POST', '/auth/keys/frame-key', async (context) => {
    requireKek()
    await options.requireUser(context)
    const { publicKey } = parseInput(frameKeyBody, await context.body(), 'body field')
    try {
      createPublicKey({ key: publicKey, format: 'jwk' })
    } catch {
      throw new InvalidInputError('body field `publicKey`: not a P-256 public key')
    }
    const header = context.headers.authorization ?? ''
    // The first key wins: a copied token cannot swap the frame's key for its own.
    const stored = await store.execute(
      'UPDATE auth_sessions SET frame_key = $2 WHERE token_hash = $1 AND frame_key IS NULL',
      [digestSecret(header.slice(7)), JSON.stringify(publicKey)],
    )
    if (stored === 0) throw new ConflictError('This session has a frame key already')
    return { status: 201, json: { bound: true } }
  })
  const kek = options.keyEncryptionKey ? Buffer.from(options.keyEncryptionKey, 'hex') : undefined

  function requireKek() {
    if (!kek) throw new NotFoundError('Key backup is not configured on this service')
    return kek
  }

  router.add('PUT', '/auth/keys', async (context) => {
    const key = requireKek()
    const body = await context.body()
    const { id } = await requireUser(context, body)
    const { backup } = parseInput(backupBody, body, 'body field')
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(id))
    const sealed = Buffer.concat([iv, cipher.update(backup, 'utf8'), cipher.final(), cipher.getAuthTag()])
    const stored = await store.execute(
      `INSERT INTO auth_key_backups (login, sealed, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (login) DO NOTHING`,
      [id, sealed.toString('base64'), now()],
    )
    if (stored === 0) throw new ConflictError('This login already has a key backup')
    return { status: 201, json: { stored: true } }
  })

  router.add('GET', '/auth/keys', async (context) => {
    const key = requireKek()
    const { id } = await requireUser(context)
    const [row] = await store.query(
      backupRow,
      'SELECT sealed, protection FROM auth_key_backups WHERE login = $1',
      [id],
    )
    if (!row) throw new NotFoundError('This login has no key backup')
    if (row.protection === 'passkey') {
      const envelopes = z.array(deviceEnvelopeSchema).safeParse(safeJson(row.sealed))
      if (!envelopes.success) throw new InternalServiceError()
      return { json: { protection: 'passkey', envelopes: envelopes.data } }
    }
    const sealed = Buffer.from(row.sealed, 'base64')
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12)).setAAD(Buffer.from(id))
      decipher.setAuthTag(sealed.subarray(-16))
      const backup = Buffer.concat([decipher.update(sealed.subarray(12, -16)), decipher.final()])
      return { json: { protection: 'operator', backup: backup.toString('utf8') } }
    } catch {
      // Another key-encryption key, or a tampered row: never hand out something else.
      throw new InternalServiceError()
    }
  })

  router.add('PUT', '/auth/keys/protection', async (context) => {
    requireKek()
    const body = await context.body()
    const { id } = await requireUser(context, body)
    const { envelopes } = parseInput(protectBody, body, 'body field')
    // Only an operator-sealed backup is replaced: the device's copy must never be swapped for another wallet's.
    const updated = await store.execute(
      `UPDATE auth_key_backups SET sealed = $2, protection = 'passkey'
       WHERE login = $1 AND protection = 'operator'`,
      [id, JSON.stringify(envelopes)],
    )
    if (updated === 0) {
      const [row] = await store.query(
        backupRow,
        'SELECT sealed, protection FROM auth_key_backups WHERE login = $1',
        [id],
      )
      if (!row) throw new NotFoundError('This login has no key backup')
      throw new ConflictError('This wallet is protected by a passkey already')
    }
    return { json: { protection: 'passkey' } }
  })
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

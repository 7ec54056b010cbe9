import { base32crockford, base64urlnopad } from '@scure/base'
import * as z from 'zod/mini'
import { type LoginKeys, loginKeysSchema } from './frameSession.js'

const base64url = (max: number) =>
  z.string().check(z.regex(/^[A-Za-z0-9_-]+$/, 'Expected base64url'), z.maxLength(max))

/**
 * One copy of a login's keys sealed on this device under a key the service never sees: the passkey's PRF output
 * (`credentialId` names the passkey) or the printed recovery code. The service stores it as it is.
 */
export const keyEnvelopeSchema = z.object({
  kind: z.enum(['passkey', 'recoveryCode']),
  credentialId: z.optional(base64url(1366)),
  salt: base64url(64),
  sealed: base64url(8192),
})
export type KeyEnvelope = z.infer<typeof keyEnvelopeSchema>

/** What the service answers for `GET /auth/keys`: its own sealed copy (opened for the session), or the device's. */
export const keyBackupReplySchema = z.union([
  z.object({ protection: z.literal('passkey'), envelopes: z.array(keyEnvelopeSchema).check(z.minLength(1)) }),
  z.object({ protection: z.optional(z.literal('operator')), backup: z.string() }),
])

/** PBKDF2-SHA-256 rounds for a recovery code: OWASP's 2023 figure, so each guess of a stolen envelope costs. */
export const recoveryCodeIterations = 600_000
const recoveryCodeGroups = 8
const passkeyInfo = new TextEncoder().encode('foyer wallet backup: passkey')

/** base64url (no padding) as bytes WebCrypto and WebAuthn take. */
export function decodeBase64url(text: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(base64urlnopad.decode(text))
}

/** A fresh salt for an envelope (also the passkey's PRF input). */
export function newEnvelopeSalt(): string {
  return base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(32)))
}

/**
 * The AES-256-GCM key that seals the keys under a passkey: HKDF-SHA-256 of the PRF output (32 bytes the authenticator
 * computes from the passkey's secret and the envelope's salt). Not extractable.
 */
export async function passkeyWrappingKey(prfOutput: BufferSource): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', prfOutput, 'HKDF', false, ['deriveKey'])
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: passkeyInfo },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

/** A printed recovery code: 160 random bits as eight groups of four Crockford base32 letters. */
export function createRecoveryCode(): string {
  const letters = base32crockford.encode(crypto.getRandomValues(new Uint8Array(20)))
  return Array.from({ length: recoveryCodeGroups }, (_, group) =>
    letters.slice(group * 4, group * 4 + 4),
  ).join('-')
}

/** The code as typed (any case, spaces or dashes, O for 0, I or L for 1), in its printed form, or undefined. */
export function normalizeRecoveryCode(typed: string): string | undefined {
  const letters = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
  if (!/^[0-9A-HJKMNP-TV-Z]{32}$/.test(letters)) return undefined
  return Array.from({ length: recoveryCodeGroups }, (_, group) =>
    letters.slice(group * 4, group * 4 + 4),
  ).join('-')
}

/** The AES-256-GCM key a recovery code seals under: PBKDF2-SHA-256 at a high cost. Not extractable. */
export async function recoveryCodeWrappingKey(
  code: string,
  salt: string,
  iterations = recoveryCodeIterations,
): Promise<CryptoKey> {
  const normalized = normalizeRecoveryCode(code)
  if (!normalized) throw new Error('Not a recovery code')
  const material = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(normalized),
    'PBKDF2',
    false,
    ['deriveKey'],
  )
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt: decodeBase64url(salt), iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

/** Seals the login's keys under `key` (AES-GCM, the login as authenticated data): iv and ciphertext, base64url. */
export async function sealKeys(key: CryptoKey, login: string, keys: LoginKeys): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(login) },
    key,
    new TextEncoder().encode(JSON.stringify(keys)),
  )
  const sealed = new Uint8Array(12 + ciphertext.byteLength)
  sealed.set(iv)
  sealed.set(new Uint8Array(ciphertext), 12)
  return base64urlnopad.encode(sealed)
}

/** Opens what `sealKeys` sealed; undefined when the key is another (wrong passkey or code) or the data was changed. */
export async function openKeys(
  key: CryptoKey,
  login: string,
  sealed: string,
): Promise<LoginKeys | undefined> {
  try {
    const bytes = decodeBase64url(sealed)
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.subarray(0, 12), additionalData: new TextEncoder().encode(login) },
      key,
      bytes.subarray(12),
    )
    const parsed = loginKeysSchema.safeParse(JSON.parse(new TextDecoder().decode(plain)))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

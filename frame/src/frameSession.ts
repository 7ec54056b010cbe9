import { bytesToHex, type Hex, hexToBytes } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import * as z from 'zod/mini'

const sessionSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(256)),
  login: z.string().check(z.minLength(1), z.maxLength(300)),
  email: z.nullable(z.string()),
  userName: z.nullable(z.string()),
})
export type FrameSession = z.infer<typeof sessionSchema>

const keySchema = z.string().check(z.regex(/^0x[0-9a-f]{64}$/, 'Expected a 32-byte private key'))
const sessionKey = 'foyer-frame:session'
const keyPrefix = 'foyer-frame:key:'
const solanaKeyPrefix = 'foyer-frame:solana-key:'
const seedSchema = keySchema
const deviceIdKey = 'foyer-frame:device-id'
const backedUpPrefix = 'foyer-frame:backed-up:'
const lockedPrefix = 'foyer-frame:locked:'

/** A login's keys as the service's backup holds them. */
export const loginKeysSchema = z.object({ evm: keySchema, solana: seedSchema })
export type LoginKeys = z.infer<typeof loginKeysSchema>
const deviceIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{32}$/))

/**
 * What the frame keeps in its own origin's storage, out of the app's reach: the service session and, per login, one
 * EVM private key and one Solana seed, made here on first login. A stored value that fails its schema reads as absent
 * (a corrupt session signs nobody in), except a corrupt key, which is an error: replacing it would silently change
 * the user's address.
 */
export function createFrameSession(storage: Storage) {
  return {
    read(): FrameSession | undefined {
      const raw = storage.getItem(sessionKey)
      if (!raw) return undefined
      try {
        const parsed = sessionSchema.safeParse(JSON.parse(raw))
        if (parsed.success) return parsed.data
      } catch {}
      storage.removeItem(sessionKey)
      return undefined
    },
    write(session: FrameSession) {
      storage.setItem(sessionKey, JSON.stringify(session))
    },
    clear() {
      storage.removeItem(sessionKey)
    },
    /** This device's id, which the service learns to trust once the user approves the device by mail. */
    deviceId(): string {
      const stored = deviceIdSchema.safeParse(storage.getItem(deviceIdKey))
      if (stored.success) return stored.data
      const id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
        byte.toString(16).padStart(2, '0'),
      ).join('')
      storage.setItem(deviceIdKey, id)
      return id
    },
    /** Whether this device holds the login's keys already. */
    hasKeys(login: string): boolean {
      return storage.getItem(keyPrefix + login) !== null && storage.getItem(solanaKeyPrefix + login) !== null
    },
    /** The login's keys (made now if this device has none), for the service's backup. */
    exportKeys(login: string): LoginKeys {
      return { evm: this.keyFor(login), solana: bytesToHex(this.solanaSeedFor(login)) }
    },
    /** Puts keys restored from the backup in place of this device's (which must not have signed anything yet). */
    importKeys(login: string, keys: LoginKeys): void {
      storage.setItem(keyPrefix + login, keys.evm)
      storage.setItem(solanaKeyPrefix + login, keys.solana)
      storage.setItem(backedUpPrefix + login, '1')
      storage.removeItem(lockedPrefix + login)
    },
    /** Whether the service holds these keys already (so they are not sent again). */
    isBackedUp(login: string): boolean {
      return storage.getItem(backedUpPrefix + login) === '1'
    },
    markBackedUp(login: string): void {
      storage.setItem(backedUpPrefix + login, '1')
    },
    /**
     * Whether the login's wallet is sealed under a passkey this device has not opened yet: no key may be made for it
     * here until then (a fresh one would be another wallet).
     */
    isLocked(login: string): boolean {
      return storage.getItem(lockedPrefix + login) === '1'
    },
    setLocked(login: string, locked: boolean): void {
      if (locked) storage.setItem(lockedPrefix + login, '1')
      else storage.removeItem(lockedPrefix + login)
    },
    /** The login's private key, made (and kept) on its first use on this device. */
    keyFor(login: string): Hex {
      if (this.isLocked(login)) throw new Error('Unlock the wallet with its passkey first')
      const stored = storage.getItem(keyPrefix + login)
      if (stored !== null) {
        const parsed = keySchema.safeParse(stored)
        if (!parsed.success) throw new Error('The stored key of this login is corrupt')
        return parsed.data as Hex
      }
      const key = generatePrivateKey()
      storage.setItem(keyPrefix + login, key)
      return key
    },
    /** The login's Solana ed25519 seed (32 bytes), made (and kept) on its first use on this device. */
    solanaSeedFor(login: string): Uint8Array {
      if (this.isLocked(login)) throw new Error('Unlock the wallet with its passkey first')
      const stored = storage.getItem(solanaKeyPrefix + login)
      if (stored !== null) {
        const parsed = seedSchema.safeParse(stored)
        if (!parsed.success) throw new Error('The stored Solana key of this login is corrupt')
        return hexToBytes(parsed.data as Hex)
      }
      const seed = crypto.getRandomValues(new Uint8Array(32))
      storage.setItem(solanaKeyPrefix + login, bytesToHex(seed))
      return seed
    },
  }
}

// A minimal Solana legacy-transaction encoder: base58 keys, program-derived addresses and the wire format, so a
// transfer needs no Solana library in the page (its shared code would otherwise join the app's first load).

const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Decodes base58 (Bitcoin alphabet) into bytes, keeping leading zero bytes ('1's). */
export function base58Decode(text: string): Uint8Array {
  let value = 0n
  for (const char of text) {
    const digit = alphabet.indexOf(char)
    if (digit < 0) throw new TypeError(`Not base58: ${text}`)
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn))
    value >>= 8n
  }
  for (const char of text) {
    if (char !== '1') break
    bytes.unshift(0)
  }
  return Uint8Array.from(bytes)
}

/** A 32-byte public key from its base58 text. */
export function publicKeyBytes(address: string): Uint8Array {
  const bytes = base58Decode(address)
  if (bytes.length !== 32) throw new TypeError(`Not a 32-byte public key: ${address}`)
  return bytes
}

const p = 2n ** 255n - 19n
// Edwards25519's d = -121665/121666 mod p.
const d = 37095705934669439343138083508754565189542113879843219016388785533085940283555n

function power(base: bigint, exponent: bigint): bigint {
  let result = 1n
  let b = base % p
  let e = exponent
  while (e > 0n) {
    if (e & 1n) result = (result * b) % p
    b = (b * b) % p
    e >>= 1n
  }
  return result
}

/** Whether 32 bytes decode to a point of the ed25519 curve (a program-derived address must not). */
export function isOnCurve(bytes: Uint8Array): boolean {
  const sign = (bytes[31] ?? 0) >> 7
  let y = 0n
  for (let index = 31; index >= 0; index--)
    y = (y << 8n) | BigInt(index === 31 ? (bytes[index] ?? 0) & 0x7f : (bytes[index] ?? 0))
  if (y >= p) return false
  const y2 = (y * y) % p
  // x² = (y² - 1) / (d·y² + 1): the point exists when that is a square mod p.
  const x2 = (((y2 - 1n + p) % p) * power((d * y2 + 1n) % p, p - 2n)) % p
  if (x2 === 0n) return sign === 0
  return power(x2, (p - 1n) / 2n) === 1n
}

const pdaMarker = new TextEncoder().encode('ProgramDerivedAddress')

/** `findProgramAddress`: the first bump from 255 down whose SHA-256 of seeds, bump, program and marker is off the curve. */
export async function findProgramAddress(seeds: Uint8Array[], programId: Uint8Array): Promise<Uint8Array> {
  for (let bump = 255; bump >= 0; bump--) {
    const hash = new Uint8Array(
      await crypto.subtle.digest(
        'SHA-256',
        concat([...seeds, Uint8Array.of(bump), programId, pdaMarker]) as Uint8Array<ArrayBuffer>,
      ),
    )
    if (!isOnCurve(hash)) return hash
  }
  throw new TypeError('No program-derived address for these seeds.')
}

export type AccountMeta = { key: Uint8Array; signer: boolean; writable: boolean }
export type Instruction = { programId: Uint8Array; keys: AccountMeta[]; data: Uint8Array }

/**
 * An unsigned legacy transaction's wire bytes: a zeroed signature slot per signer, then the message (header, account
 * keys ordered writable signers (the fee payer first), read-only signers, writable and read-only others, the recent
 * blockhash, and the compiled instructions).
 */
export function encodeLegacyTransaction({
  feePayer,
  instructions,
  blockhash,
}: {
  feePayer: Uint8Array
  instructions: Instruction[]
  blockhash: Uint8Array
}): Uint8Array {
  const accounts = new Map<string, AccountMeta>()
  const add = ({ key, signer, writable }: AccountMeta) => {
    const id = hex(key)
    const known = accounts.get(id)
    accounts.set(id, {
      key,
      signer: signer || (known?.signer ?? false),
      writable: writable || (known?.writable ?? false),
    })
  }
  add({ key: feePayer, signer: true, writable: true })
  for (const instruction of instructions) {
    for (const meta of instruction.keys) add(meta)
    add({ key: instruction.programId, signer: false, writable: false })
  }
  const rank = (meta: AccountMeta) => (meta.signer ? 0 : 2) + (meta.writable ? 0 : 1)
  const ordered = [...accounts.values()]
    .map((meta, index) => ({ meta, index }))
    .sort((a, b) => rank(a.meta) - rank(b.meta) || a.index - b.index)
    .map(({ meta }) => meta)
  const indexOf = new Map(ordered.map((meta, index) => [hex(meta.key), index]))
  const signers = ordered.filter((meta) => meta.signer).length
  const message = [
    Uint8Array.of(
      signers,
      ordered.filter((meta) => meta.signer && !meta.writable).length,
      ordered.filter((meta) => !meta.signer && !meta.writable).length,
    ),
    shortVec(ordered.length),
    ...ordered.map((meta) => meta.key),
    blockhash,
    shortVec(instructions.length),
    ...instructions.flatMap((instruction) => [
      Uint8Array.of(indexOf.get(hex(instruction.programId)) ?? 0),
      shortVec(instruction.keys.length),
      Uint8Array.from(instruction.keys.map((meta) => indexOf.get(hex(meta.key)) ?? 0)),
      shortVec(instruction.data.length),
      instruction.data,
    ]),
  ]
  return concat([shortVec(signers), new Uint8Array(64 * signers), ...message])
}

function shortVec(length: number): Uint8Array {
  const bytes: number[] = []
  let rest = length
  for (;;) {
    const low = rest & 0x7f
    rest >>= 7
    if (rest === 0) {
      bytes.push(low)
      return Uint8Array.from(bytes)
    }
    bytes.push(low | 0x80)
  }
}

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

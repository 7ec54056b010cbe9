/** PSBT bytes between the encodings wallets use: base64 (the adapter's), hex (Unisat, Leather). */
export function base64ToHex(value: string): string {
  return Array.from(atob(value), (character) => character.charCodeAt(0).toString(16).padStart(2, '0')).join(
    '',
  )
}

export function hexToBase64(value: string): string {
  const bytes = value.match(/../g) ?? []
  return btoa(bytes.map((byte) => String.fromCharCode(Number.parseInt(byte, 16))).join(''))
}

export function base64ToBytes(value: string): Uint8Array {
  return Uint8Array.from(atob(value), (character) => character.charCodeAt(0))
}

export function bytesToBase64(bytes: Uint8Array): string {
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
}

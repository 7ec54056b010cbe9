/** Registry (explorer) ids are 64 hex digits; connector ids and custom wallet ids are not sent to the Wallet API. */
export function isRegistryWalletId(id: string): boolean {
  return /^[0-9a-f]{64}$/.test(id)
}

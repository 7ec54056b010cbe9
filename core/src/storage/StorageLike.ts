/** The synchronous subset of the Web Storage API that Foyer needs; `localStorage` satisfies it. */
export type StorageLike = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
  /** Optional enumeration (Web Storage has it); lets `clear()` also remove prefixed keys it doesn't know. */
  key?(index: number): string | null
  readonly length?: number
}

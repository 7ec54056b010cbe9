import * as z from 'zod/mini'
import type { SIWXSession, SIWXStorage } from './siwxTypes.js'

const storedSchema = z.array(
  z.object({
    data: z.looseObject({
      accountAddress: z.string(),
      chainId: z.string(),
      issuedAt: z.optional(z.string()),
      notBefore: z.optional(z.string()),
      expirationTime: z.optional(z.string()),
    }),
    message: z.string(),
    signature: z.string(),
  }),
)

/**
 * AppKit's `LocalStorage` for SIWX: sessions under one `localStorage` key; `get` leaves out the ones not yet valid or
 * expired. Text under the key that is not a list of sessions reads as none.
 */
export class LocalStorage implements SIWXStorage {
  readonly key: string
  constructor({ key }: { key: string }) {
    this.key = key
  }

  async add(session: SIWXSession): Promise<void> {
    this.write([...this.read(), session])
  }

  async set(sessions: SIWXSession[]): Promise<void> {
    this.write(sessions)
  }

  async get(chainId: string, address: string): Promise<SIWXSession[]> {
    const now = Date.now()
    return this.read().filter(({ data }) => {
      const startsAt = data.notBefore ?? data.issuedAt
      if (startsAt && Date.parse(startsAt) > now) return false
      if (data.expirationTime && Date.parse(data.expirationTime) < now) return false
      return data.chainId === chainId && data.accountAddress === address
    })
  }

  async delete(chainId: string, address: string): Promise<void> {
    this.write(
      this.read().filter(({ data }) => !(data.chainId === chainId && data.accountAddress === address)),
    )
  }

  private read(): SIWXSession[] {
    const text = globalThis.localStorage?.getItem(this.key)
    if (!text) return []
    try {
      return z.parse(storedSchema, JSON.parse(text)) as SIWXSession[]
    } catch {
      return []
    }
  }

  private write(sessions: SIWXSession[]): void {
    globalThis.localStorage?.setItem(this.key, JSON.stringify(sessions))
  }
}

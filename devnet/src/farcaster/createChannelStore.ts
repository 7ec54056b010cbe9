import { randomBytes } from 'node:crypto'
import type { Address, Hex } from 'viem'
import { FarcasterRelayRequestError } from './errors.js'
import type { CreateChannelBody } from './farcasterRelaySchemas.js'

/** A sign-in channel as Farcaster's relay keeps it (its `RelaySession`). */
export type FarcasterChannel = {
  state: 'pending' | 'completed'
  nonce: string
  url: string
  connectUri: string
  acceptAuthAddress: boolean
  signatureParams: CreateChannelBody & { nonce: string }
  metadata: { ip: string; userAgent: string }
  message?: string
  signature?: Hex
  authMethod?: 'custody' | 'authAddress'
  fid?: number
  username?: string
  bio?: string
  displayName?: string
  pfpUrl?: string
  custody?: Address
  verifications?: string[]
}

export type ChannelStore = {
  /** Reserves a token (the channel is filled by `update`); 503 when `maxChannels` are open. */
  open(): string
  read(token: string): FarcasterChannel | undefined
  /** Keeps the channel's expiry, as Farcaster's relay does (Redis `KEEPTTL`). */
  update(token: string, channel: FarcasterChannel): void
  close(token: string): void
  /** Forgets expired channels; the store calls it itself every `sweepIntervalMs`. */
  sweep(): void
  readonly size: number
  stop(): void
}

// Farcaster's channel token alphabet (no 0, 1, I, O); 32 symbols, so `byte % 32` is unbiased.
const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
const tokenLength = 16

/** The relay's open channels in memory, each forgotten `ttlMs` after it was opened. */
export function createChannelStore({
  ttlMs,
  maxChannels,
  sweepIntervalMs = Math.min(ttlMs, 30_000),
}: {
  ttlMs: number
  maxChannels: number
  sweepIntervalMs?: number
}): ChannelStore {
  const channels = new Map<string, { channel: FarcasterChannel | undefined; expiresAt: number }>()
  const live = (token: string) => {
    const entry = channels.get(token)
    if (entry && entry.expiresAt <= Date.now()) {
      channels.delete(token)
      return undefined
    }
    return entry
  }
  const sweep = () => {
    const now = Date.now()
    for (const [token, entry] of channels) if (entry.expiresAt <= now) channels.delete(token)
  }
  const timer = setInterval(sweep, sweepIntervalMs)
  timer.unref()

  return {
    open() {
      if (channels.size >= maxChannels) sweep()
      if (channels.size >= maxChannels)
        throw new FarcasterRelayRequestError(
          503,
          `Too many open channels: the relay holds at most ${maxChannels}. Try again later.`,
        )
      let token: string
      do {
        token = Array.from(randomBytes(tokenLength), (byte) => alphabet[byte % alphabet.length]).join('')
      } while (channels.has(token))
      channels.set(token, { channel: undefined, expiresAt: Date.now() + ttlMs })
      return token
    },
    read: (token) => live(token)?.channel,
    update(token, channel) {
      const entry = live(token)
      if (entry) entry.channel = channel
    },
    close(token) {
      channels.delete(token)
    },
    sweep,
    get size() {
      return channels.size
    },
    stop() {
      clearInterval(timer)
      channels.clear()
    },
  }
}

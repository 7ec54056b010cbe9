import { RelayStoreFullError } from './errors.js'

export type StoredMessage = {
  /** The relay's own id for the message. */
  id: number
  topic: string
  message: string
  tag: number
  publishedAt: number
  attestation: string | undefined
  /** Client id (`did:key`) of the publisher, who never gets the message back. */
  publisher: string
  expiresAt: number
  /** Client ids that acknowledged (or fetched) the message. */
  deliveredTo: Set<string>
}

export type CreateMessageStoreParameters = {
  /** Upper bound on how long any message is kept, whatever TTL its publisher asked for. */
  maxTtlMs: number
  /** Bytes of live messages one topic may hold; a publish past it is refused. */
  maxTopicBytes?: number
  /** Bytes of live messages the store may hold in total; a publish past it is refused. */
  maxStoredBytes?: number
  now?: () => number
}

export type AddMessageParameters = Pick<
  StoredMessage,
  'topic' | 'message' | 'tag' | 'attestation' | 'publisher'
> & {
  ttlMs: number
}

/** What the byte caps count of a message. */
export type MessageSize = { topic: string; message: string; attestation?: string | undefined }

export type MessageStore = ReturnType<typeof createMessageStore>

/**
 * A per-topic mailbox: each message is kept until its TTL runs out, and handed to every client of the topic
 * that has not yet acknowledged it. What it keeps is capped in bytes per topic and in total.
 */
export function createMessageStore({
  maxTtlMs,
  maxTopicBytes = Number.POSITIVE_INFINITY,
  maxStoredBytes = Number.POSITIVE_INFINITY,
  now = Date.now,
}: CreateMessageStoreParameters) {
  const byTopic = new Map<string, StoredMessage[]>()
  const bytesByTopic = new Map<string, number>()
  let storedBytes = 0
  let nextId = 1

  function sweep() {
    const time = now()
    for (const [topic, messages] of byTopic) {
      const live = messages.filter((entry) => entry.expiresAt > time)
      if (live.length === messages.length) continue
      const freed = messages
        .filter((entry) => entry.expiresAt <= time)
        .reduce((sum, entry) => sum + bytesOf(entry), 0)
      storedBytes -= freed
      if (live.length === 0) {
        byTopic.delete(topic)
        bytesByTopic.delete(topic)
      } else {
        byTopic.set(topic, live)
        bytesByTopic.set(topic, (bytesByTopic.get(topic) ?? 0) - freed)
      }
    }
  }

  /** Throws `RelayStoreFullError` unless every message fits, counted together (a batch is all or nothing). */
  function requireRoom(messages: MessageSize[]) {
    sweep()
    const added = new Map<string, number>()
    for (const entry of messages) added.set(entry.topic, (added.get(entry.topic) ?? 0) + bytesOf(entry))
    for (const [topic, bytes] of added) {
      if ((bytesByTopic.get(topic) ?? 0) + bytes > maxTopicBytes) {
        throw new RelayStoreFullError(`topic ${topic} holds its maximum of ${maxTopicBytes} bytes`)
      }
    }
    const total = [...added.values()].reduce((sum, bytes) => sum + bytes, 0)
    if (storedBytes + total > maxStoredBytes) {
      throw new RelayStoreFullError(`the relay holds its maximum of ${maxStoredBytes} bytes`)
    }
  }

  return {
    requireRoom,
    /**
     * Stores a message; returns `undefined` when the same message is already stored on the topic, and throws
     * `RelayStoreFullError` when it does not fit.
     */
    add(parameters: AddMessageParameters): StoredMessage | undefined {
      sweep()
      const messages = byTopic.get(parameters.topic) ?? []
      if (messages.some((entry) => entry.message === parameters.message)) return undefined
      requireRoom([parameters])
      const publishedAt = now()
      const stored: StoredMessage = {
        id: nextId++,
        topic: parameters.topic,
        message: parameters.message,
        tag: parameters.tag,
        attestation: parameters.attestation,
        publisher: parameters.publisher,
        publishedAt,
        expiresAt: publishedAt + Math.min(parameters.ttlMs, maxTtlMs),
        deliveredTo: new Set(),
      }
      messages.push(stored)
      byTopic.set(parameters.topic, messages)
      bytesByTopic.set(parameters.topic, (bytesByTopic.get(parameters.topic) ?? 0) + bytesOf(stored))
      storedBytes += bytesOf(stored)
      return stored
    },
    /** Live messages of `topic` that `clientId` neither published nor acknowledged, oldest first. */
    undeliveredFor(topic: string, clientId: string): StoredMessage[] {
      const time = now()
      return (byTopic.get(topic) ?? []).filter(
        (entry) => entry.expiresAt > time && entry.publisher !== clientId && !entry.deliveredTo.has(clientId),
      )
    },
    markDelivered(message: StoredMessage, clientId: string) {
      message.deliveredTo.add(clientId)
    },
    get size() {
      let count = 0
      for (const messages of byTopic.values()) count += messages.length
      return count
    },
    /** Bytes of the live messages kept. */
    get bytes() {
      sweep()
      return storedBytes
    },
    clear() {
      byTopic.clear()
      bytesByTopic.clear()
      storedBytes = 0
    },
  }
}

/** What a message weighs in the caps: its payload and attestation, in UTF-8 bytes. */
function bytesOf(message: Omit<MessageSize, 'topic'>): number {
  return (
    Buffer.byteLength(message.message) + (message.attestation ? Buffer.byteLength(message.attestation) : 0)
  )
}

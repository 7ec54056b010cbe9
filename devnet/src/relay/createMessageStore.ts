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
  now?: () => number
}

export type AddMessageParameters = Pick<
  StoredMessage,
  'topic' | 'message' | 'tag' | 'attestation' | 'publisher'
> & {
  ttlMs: number
}

export type MessageStore = ReturnType<typeof createMessageStore>

/**
 * A per-topic mailbox: each message is kept until its TTL runs out, and handed to every client of the topic
 * that has not yet acknowledged it.
 */
export function createMessageStore({ maxTtlMs, now = Date.now }: CreateMessageStoreParameters) {
  const byTopic = new Map<string, StoredMessage[]>()
  let nextId = 1

  function sweep() {
    const time = now()
    for (const [topic, messages] of byTopic) {
      const live = messages.filter((entry) => entry.expiresAt > time)
      if (live.length === 0) byTopic.delete(topic)
      else if (live.length !== messages.length) byTopic.set(topic, live)
    }
  }

  return {
    /** Stores a message; returns `undefined` when the same message is already stored on the topic. */
    add(parameters: AddMessageParameters): StoredMessage | undefined {
      sweep()
      const messages = byTopic.get(parameters.topic) ?? []
      if (messages.some((entry) => entry.message === parameters.message)) return undefined
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
    clear() {
      byTopic.clear()
    },
  }
}

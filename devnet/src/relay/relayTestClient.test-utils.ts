import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import WebSocket from 'ws'
import { signRelayAuth } from './signRelayAuth.js'

export type RelayTestClient = Awaited<ReturnType<typeof connectRelayTestClient>>

type Frame = { text: string; json: Record<string, unknown> }

/** A bare WebSocket client of the relay that records every frame it receives, for tests. */
export async function connectRelayTestClient(url: string, { secretKey }: { secretKey?: Uint8Array } = {}) {
  const auth = signRelayAuth({ aud: url, ...(secretKey ? { secretKey } : {}) })
  const socket = new WebSocket(`${url}/?auth=${encodeURIComponent(auth.jwt)}&projectId=test&ua=foyer-test`)
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  const frames: Frame[] = []
  const waiters: Array<{ match: (frame: Frame) => boolean; resolve: (frame: Frame) => void }> = []
  socket.on('message', (data) => {
    const text = data.toString()
    const frame = { text, json: JSON.parse(text) as Record<string, unknown> }
    frames.push(frame)
    for (const waiter of [...waiters]) {
      if (waiter.match(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve(frame)
      }
    }
  })
  let nextId = 1

  /** The first received frame (past or future) that `match` accepts. */
  function next(match: (frame: Frame) => boolean, timeoutMs = 2000): Promise<Frame> {
    const seen = frames.find(match)
    if (seen) {
      frames.splice(frames.indexOf(seen), 1)
      return Promise.resolve(seen)
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching frame within ${timeoutMs} ms`)), timeoutMs)
      waiters.push({
        match,
        resolve: (frame) => {
          clearTimeout(timer)
          frames.splice(frames.indexOf(frame), 1)
          resolve(frame)
        },
      })
    })
  }

  async function request(method: string, params: unknown): Promise<Frame> {
    const id = nextId++
    socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    return next((frame) => frame.json.id === id && !('method' in frame.json))
  }

  return {
    socket,
    clientId: auth.clientId,
    frames,
    next,
    request,
    /** The subscription id the relay gives this client for `topic`. */
    subscriptionIdOf: (topic: string) => bytesToHex(sha256(utf8ToBytes(topic + auth.clientId))),
    pushes: () => frames.filter((frame) => frame.json.method === 'irn_subscription'),
    nextPush: (timeoutMs?: number) => next((frame) => frame.json.method === 'irn_subscription', timeoutMs),
    ack: (frame: Frame) => socket.send(JSON.stringify({ id: frame.json.id, jsonrpc: '2.0', result: true })),
    close: () =>
      new Promise<void>((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve()
        socket.once('close', () => resolve())
        socket.close()
      }),
  }
}

/** Resolves with the HTTP status the relay answers a WebSocket upgrade with, or 101 when it accepts. */
export function upgradeStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url)
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0)
      socket.terminate()
    })
    socket.once('open', () => {
      resolve(101)
      socket.close()
    })
    socket.once('error', (error) => {
      if (!/Unexpected server response/.test(error.message)) reject(error)
    })
  })
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export const randomTopic = () => bytesToHex(crypto.getRandomValues(new Uint8Array(32)))

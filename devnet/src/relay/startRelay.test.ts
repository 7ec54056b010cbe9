import diagnosticsChannel from 'node:diagnostics_channel'
import type { Socket } from 'node:net'
import { SignClient } from '@walletconnect/sign-client'
import { type Address, type Hex, toHex, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import {
  connectRelayTestClient,
  type RelayTestClient,
  randomTopic,
  sleep,
  upgradeStatus,
} from './relayTestClient.test-utils.js'
import { signRelayAuth } from './signRelayAuth.js'
import { type StartRelayReturnType, startRelay } from './startRelay.js'

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function relay(parameters: Parameters<typeof startRelay>[0] = {}): Promise<StartRelayReturnType> {
  const started = await startRelay(parameters)
  cleanups.push(started.stop)
  return started
}

async function client(url: string): Promise<RelayTestClient> {
  const connected = await connectRelayTestClient(url)
  cleanups.push(connected.close)
  return connected
}

describe('startRelay: connecting', () => {
  it('listens on 127.0.0.1 and accepts a client whose auth JWT verifies', async () => {
    const { url } = await relay()
    expect(url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    const { jwt } = signRelayAuth({ aud: url })
    expect(await upgradeStatus(`${url}/?auth=${jwt}&projectId=p&ua=test`)).toBe(101)
  })

  it('answers 401 to a missing, forged or expired JWT, and 400 without a projectId', async () => {
    const { url } = await relay()
    const { jwt } = signRelayAuth({ aud: url })
    const [header, payload, signature] = jwt.split('.')
    const forgedSignature = `${signature?.startsWith('A') ? 'B' : 'A'}${signature?.slice(1)}`
    const otherKey = signRelayAuth({ aud: url }).jwt.split('.')[2]
    const expired = signRelayAuth({ aud: url, iat: Math.floor(Date.now() / 1000) - 100, ttl: 10 }).jwt

    expect(await upgradeStatus(`${url}/?projectId=p`)).toBe(401)
    expect(await upgradeStatus(`${url}/?auth=not-a-jwt&projectId=p`)).toBe(401)
    expect(await upgradeStatus(`${url}/?auth=${header}.${payload}.${forgedSignature}&projectId=p`)).toBe(401)
    expect(await upgradeStatus(`${url}/?auth=${header}.${payload}.${otherKey}&projectId=p`)).toBe(401)
    expect(await upgradeStatus(`${url}/?auth=${expired}&projectId=p`)).toBe(401)
    expect(await upgradeStatus(`${url}/?auth=${jwt}`)).toBe(400)
  })

  it('says why it refused in the 401 body', async () => {
    const { url } = await relay()
    const expired = signRelayAuth({ iat: Math.floor(Date.now() / 1000) - 100, ttl: 10 }).jwt
    const body = await new Promise<string>((resolve) => {
      const socket = new WebSocket(`${url}/?auth=${expired}&projectId=p`)
      socket.on('error', () => {})
      socket.once('unexpected-response', (_request, response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString()
        })
        response.on('end', () => resolve(text))
      })
    })
    expect(body).toContain('token expired')
  })

  it('pings its clients on the configured interval', async () => {
    const { url } = await relay({ pingIntervalMs: 50 })
    const a = await client(url)
    await new Promise<void>((resolve) => a.socket.once('ping', () => resolve()))
  })
})

describe('startRelay: messages', () => {
  it('delivers a publish to subscribers as irn_subscription, with the subscription id it returned', async () => {
    const { url } = await relay()
    const [a, b] = [await client(url), await client(url)]
    const topic = randomTopic()

    const subscribed = await a.request('irn_subscribe', { topic })
    expect(subscribed.json.result).toBe(a.subscriptionIdOf(topic))
    expect(subscribed.json.result).toMatch(/^[0-9a-f]{64}$/)

    const published = await b.request('irn_publish', { topic, message: 'aGVsbG8=', ttl: 300, tag: 1108 })
    expect(published.json.result).toBe(true)

    const push = await a.nextPush()
    expect(push.json).toMatchObject({
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: { id: a.subscriptionIdOf(topic), data: { topic, message: 'aGVsbG8=', tag: 1108 } },
    })
    const data = (push.json.params as { data: { publishedAt: number } }).data
    expect(Math.abs(data.publishedAt - Date.now())).toBeLessThan(5000)
    a.ack(push)
  })

  it('stops delivering after irn_unsubscribe, and handles the batch methods', async () => {
    const { url } = await relay()
    const [a, b] = [await client(url), await client(url)]
    const [t1, t2] = [randomTopic(), randomTopic()]

    const batch = await a.request('irn_batchSubscribe', { topics: [t1, t2] })
    expect(batch.json.result).toEqual([a.subscriptionIdOf(t1), a.subscriptionIdOf(t2)])
    const published = await b.request('irn_batchPublish', {
      messages: [
        { topic: t1, message: 'b25l', ttl: 300 },
        { topic: t2, message: 'dHdv', ttl: 300 },
      ],
    })
    expect(published.json.result).toBe(true)
    const topics = [await a.nextPush(), await a.nextPush()].map(
      (push) => (push.json.params as { data: { topic: string } }).data.topic,
    )
    expect(topics.sort()).toEqual([t1, t2].sort())

    expect((await a.request('irn_unsubscribe', { topic: t1, id: a.subscriptionIdOf(t1) })).json.result).toBe(
      true,
    )
    expect(
      (
        await a.request('irn_batchUnsubscribe', {
          subscriptions: [{ topic: t2, id: a.subscriptionIdOf(t2) }],
        })
      ).json.result,
    ).toBe(true)
    await b.request('irn_publish', { topic: t1, message: 'bGF0ZQ==', ttl: 300 })
    await sleep(150)
    expect(a.pushes()).toEqual([])
  })

  it('never echoes a message to its publisher', async () => {
    const { url } = await relay()
    const [a, b] = [await client(url), await client(url)]
    const topic = randomTopic()
    await a.request('irn_subscribe', { topic })
    await b.request('irn_subscribe', { topic })

    await a.request('irn_publish', { topic, message: 'ZnJvbS1h', ttl: 300 })
    const push = await b.nextPush()
    expect((push.json.params as { data: { message: string } }).data.message).toBe('ZnJvbS1h')
    await sleep(150)
    expect(a.pushes()).toEqual([])
  })

  it('keeps messages for late subscribers until the TTL, capped by messageTtlMs, runs out', async () => {
    const { url } = await relay({ messageTtlMs: 400 })
    const publisher = await client(url)
    const topic = randomTopic()
    await publisher.request('irn_publish', { topic, message: 'Y2FjaGVk', ttl: 86_400, tag: 1100 })

    const early = await client(url)
    await early.request('irn_subscribe', { topic })
    const push = await early.nextPush()
    expect((push.json.params as { data: unknown }).data).toMatchObject({
      topic,
      message: 'Y2FjaGVk',
      tag: 1100,
    })

    await sleep(500)
    const late = await client(url)
    await late.request('irn_subscribe', { topic })
    await sleep(150)
    expect(late.pushes()).toEqual([])
  })

  it('redelivers an unacknowledged message when its client reconnects, and an acknowledged one never', async () => {
    const { url } = await relay()
    const publisher = await client(url)
    const topic = randomTopic()
    await publisher.request('irn_publish', { topic, message: 'bWFpbA==', ttl: 300 })
    const secretKey = crypto.getRandomValues(new Uint8Array(32))

    const first = await connectRelayTestClient(url, { secretKey })
    await first.request('irn_subscribe', { topic })
    await first.nextPush()
    await first.close()

    const second = await connectRelayTestClient(url, { secretKey })
    await second.request('irn_subscribe', { topic })
    second.ack(await second.nextPush())
    await sleep(50)
    await second.close()

    const third = await client(url)
    const sameClient = await connectRelayTestClient(url, { secretKey })
    cleanups.push(sameClient.close)
    await third.request('irn_subscribe', { topic })
    await sameClient.request('irn_subscribe', { topic })
    await third.nextPush()
    await sleep(100)
    expect(sameClient.pushes()).toEqual([])
  })

  it('takes an acknowledgement whose id the Sign client echoes as a "<digits>n" string', async () => {
    const { url } = await relay()
    const publisher = await client(url)
    const topic = randomTopic()
    await publisher.request('irn_publish', { topic, message: 'YmlnaW50', ttl: 300 })
    const secretKey = crypto.getRandomValues(new Uint8Array(32))

    const first = await connectRelayTestClient(url, { secretKey })
    await first.request('irn_subscribe', { topic })
    const push = await first.nextPush()
    first.socket.send(`{"id":"${push.json.id}n","jsonrpc":"2.0","result":true}`)
    await sleep(50)
    await first.close()

    const again = await client(url)
    await again.request('irn_subscribe', { topic })
    await again.nextPush()
    const sameClient = await connectRelayTestClient(url, { secretKey })
    cleanups.push(sameClient.close)
    await sameClient.request('irn_subscribe', { topic })
    await sleep(100)
    expect(sameClient.pushes()).toEqual([])
  })

  it('returns undelivered messages from irn_batchFetchMessages with hasMore: false', async () => {
    const { url } = await relay()
    const [a, b] = [await client(url), await client(url)]
    const topic = randomTopic()
    await b.request('irn_publish', { topic, message: 'ZmV0Y2g=', ttl: 300, tag: 1101 })

    const fetched = await a.request('irn_batchFetchMessages', { topics: [topic] })
    expect(fetched.json.result).toMatchObject({
      messages: [{ topic, message: 'ZmV0Y2g=', tag: 1101 }],
      hasMore: false,
    })
    const again = await a.request('irn_batchFetchMessages', { topics: [topic] })
    expect(again.json.result).toEqual({ messages: [], hasMore: false })
  })

  it('wc_approveSession subscribes the wallet to the session topic and publishes both messages', async () => {
    const { url } = await relay()
    const [dapp, wallet] = [await client(url), await client(url)]
    const [pairingTopic, sessionTopic] = [randomTopic(), randomTopic()]

    await dapp.request('wc_proposeSession', { pairingTopic, sessionProposal: 'cHJvcG9zYWw=', ttl: 300 })
    await wallet.request('irn_subscribe', { topic: pairingTopic })
    const proposal = await wallet.nextPush()
    expect((proposal.json.params as { data: unknown }).data).toMatchObject({
      message: 'cHJvcG9zYWw=',
      tag: 1100,
    })

    await wallet.request('wc_approveSession', {
      pairingTopic,
      sessionTopic,
      sessionProposalResponse: 'YW5zd2Vy',
      sessionSettlementRequest: 'c2V0dGxl',
      ttl: 300,
      correlationId: 1,
    })
    // The dapp never sent irn_subscribe for the pairing topic: wc_proposeSession subscribed it.
    const answer = await dapp.nextPush()
    expect(answer.json.params).toMatchObject({
      id: dapp.subscriptionIdOf(pairingTopic),
      data: { topic: pairingTopic, message: 'YW5zd2Vy', tag: 1101 },
    })
    await dapp.request('irn_subscribe', { topic: sessionTopic })
    const settle = await dapp.nextPush()
    expect((settle.json.params as { data: unknown }).data).toMatchObject({ message: 'c2V0dGxl', tag: 1102 })

    // The wallet never sent irn_subscribe for the session topic either.
    await dapp.request('irn_publish', { topic: sessionTopic, message: 'YWNr', ttl: 300, tag: 1103 })
    const ack = await wallet.nextPush()
    expect(ack.json.params).toMatchObject({
      id: wallet.subscriptionIdOf(sessionTopic),
      data: { message: 'YWNr' },
    })
  })
})

describe('startRelay: JSON-RPC frames', () => {
  it('answers a malformed frame with a JSON-RPC error and keeps the connection', async () => {
    const { url } = await relay()
    const a = await client(url)

    a.socket.send('{not json')
    const parse = await a.next((frame) => frame.json.id === null)
    expect(parse.json.error).toMatchObject({ code: -32700 })

    a.socket.send(JSON.stringify({ jsonrpc: '2.0', id: 7, params: {} }))
    expect((await a.next((frame) => frame.json.id === 7)).json.error).toMatchObject({ code: -32600 })

    const unknown = await a.request('irn_teleport', {})
    expect(unknown.json.error).toMatchObject({ code: -32601, message: 'Method not found' })

    const badParams = await a.request('irn_subscribe', { topic: 42 })
    expect(badParams.json.error).toMatchObject({ code: -32602, message: 'Invalid params' })
    expect((badParams.json.error as { data: string }).data).toContain('topic')

    a.socket.send(JSON.stringify([1, 2, 3]))
    expect((await a.next((frame) => frame.json.id === null)).json.error).toMatchObject({ code: -32600 })

    const topic = randomTopic()
    expect((await a.request('irn_subscribe', { topic })).json.result).toBe(a.subscriptionIdOf(topic))
  })

  it('echoes request ids above 2^53 digit for digit, and string ids as strings', async () => {
    const { url } = await relay()
    const a = await client(url)
    const topic = randomTopic()
    const bigId = '1764000000000000123456'

    a.socket.send(
      `{"id":${bigId},"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"${topic}","message":"eA==","ttl":300}}`,
    )
    const numeric = await a.next((frame) => frame.text.includes(bigId))
    expect(numeric.text).toContain(`"id":${bigId},`)
    expect(numeric.json.result).toBe(true)

    a.socket.send(`{"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${topic}"},"id":"${bigId}9"}`)
    const text = await a.next((frame) => frame.text.includes(`${bigId}9`))
    expect(text.text).toContain(`"id":"${bigId}9"`)

    a.socket.send(`{"jsonrpc":"2.0","id":${bigId}7,"method":"irn_nope"}`)
    const error = await a.next((frame) => frame.text.includes(`${bigId}7`))
    expect(error.text).toContain(`"id":${bigId}7,`)
    expect(error.json.error).toMatchObject({ code: -32601 })
  })
})

describe('startRelay: caps', () => {
  it('closes a client whose frame is over maxFrameBytes with 1009, and keeps serving others', async () => {
    const { url } = await relay({ maxFrameBytes: 2048 })
    const [a, b] = [await client(url), await client(url)]
    const closed = new Promise<number>((resolve) => a.socket.once('close', (code) => resolve(code)))
    const topic = randomTopic()
    a.socket.send(
      JSON.stringify({
        id: 1,
        jsonrpc: '2.0',
        method: 'irn_publish',
        params: { topic, message: 'x'.repeat(4096) },
      }),
    )
    expect(await closed).toBe(1009)
    expect((await b.request('irn_publish', { topic, message: 'x'.repeat(1500), ttl: 300 })).json.result).toBe(
      true,
    )
  })

  it('refuses a publish past maxTopicBytes with JSON-RPC error -32005 until messages expire', async () => {
    const { url } = await relay({ maxTopicBytes: 1000, messageTtlMs: 300 })
    const [a, b] = [await client(url), await client(url)]
    const [topic, other] = [randomTopic(), randomTopic()]
    expect((await b.request('irn_publish', { topic, message: 'a'.repeat(600), ttl: 300 })).json.result).toBe(
      true,
    )
    const refused = await b.request('irn_publish', { topic, message: 'b'.repeat(600), ttl: 300 })
    expect(refused.json).toMatchObject({
      jsonrpc: '2.0',
      error: {
        code: -32005,
        message: 'Limit exceeded',
        data: `topic ${topic} holds its maximum of 1000 bytes`,
      },
    })
    expect((await b.request('irn_publish', { topic: other, message: 'c'.repeat(600) })).json.result).toBe(
      true,
    )
    const fetched = await a.request('irn_batchFetchMessages', { topics: [topic] })
    expect(
      (fetched.json.result as { messages: { message: string }[] }).messages.map((m) => m.message[0]),
    ).toEqual(['a'])
    await sleep(350)
    expect((await b.request('irn_publish', { topic, message: 'd'.repeat(600) })).json.result).toBe(true)
  })

  it('refuses past maxStoredBytes in total, and a batch publish that does not fit stores none of it', async () => {
    const { url } = await relay({ maxTopicBytes: 1500, maxStoredBytes: 2000 })
    const [a, b] = [await client(url), await client(url)]
    const [t1, t2, t3] = [randomTopic(), randomTopic(), randomTopic()]
    expect((await b.request('irn_publish', { topic: t1, message: '1'.repeat(900) })).json.result).toBe(true)
    expect((await b.request('irn_publish', { topic: t2, message: '2'.repeat(900) })).json.result).toBe(true)
    const total = await b.request('irn_publish', { topic: t3, message: '3'.repeat(900) })
    expect(total.json.error).toMatchObject({
      code: -32005,
      data: 'the relay holds its maximum of 2000 bytes',
    })

    const batch = await b.request('irn_batchPublish', {
      messages: [
        { topic: t3, message: '4'.repeat(150) },
        { topic: t3, message: '5'.repeat(150) },
      ],
    })
    expect(batch.json.error).toMatchObject({ code: -32005 })
    const fetched = await a.request('irn_batchFetchMessages', { topics: [t3] })
    expect(fetched.json.result).toEqual({ messages: [], hasMore: false })
    const fits = await b.request('irn_batchPublish', { messages: [{ topic: t3, message: '6'.repeat(150) }] })
    expect(fits.json.result).toBe(true)
  })

  it('takes at most 500 topics in one irn_batchSubscribe (the WalletConnect client batch size)', async () => {
    const { url } = await relay()
    const a = await client(url)
    const topics = Array.from({ length: 501 }, randomTopic)
    const tooMany = await a.request('irn_batchSubscribe', { topics })
    expect(tooMany.json.error).toMatchObject({ code: -32602, message: 'Invalid params' })
    expect((tooMany.json.error as { data: string }).data).toContain('at most 500')
    expect((await a.request('irn_batchFetchMessages', { topics })).json.error).toMatchObject({ code: -32602 })
    const fits = await a.request('irn_batchSubscribe', { topics: topics.slice(0, 500) })
    expect(fits.json.result).toHaveLength(500)
  })
})

describe('startRelay: connection caps', () => {
  it('caps subscriptions per connection (-32005) and open connections (503 upgrade)', async () => {
    const { url } = await relay({ maxSubscriptionsPerConnection: 3, maxConnections: 2 })
    const a = await client(url)
    const topics = [randomTopic(), randomTopic(), randomTopic()]
    expect((await a.request('irn_batchSubscribe', { topics })).json.result).toHaveLength(3)
    expect((await a.request('irn_subscribe', { topic: topics[0] })).json.result).toBe(
      a.subscriptionIdOf(topics[0] ?? ''),
    )
    const over = await a.request('irn_subscribe', { topic: randomTopic() })
    expect(over.json.error).toMatchObject({
      code: -32005,
      message: 'Limit exceeded',
      data: 'a connection may subscribe to at most 3 topics',
    })
    await a.request('irn_unsubscribe', { topic: topics[1] })
    expect((await a.request('irn_subscribe', { topic: randomTopic() })).json.result).toMatch(/^[0-9a-f]{64}$/)

    await client(url)
    const { jwt } = signRelayAuth({ aud: url })
    expect(await upgradeStatus(`${url}/?auth=${jwt}&projectId=p`)).toBe(503)
    await a.close()
    // The relay forgets the connection on its own 'close' event, a moment after the client's.
    let status = 0
    for (let attempt = 0; attempt < 40 && status !== 101; attempt++) {
      await sleep(50)
      status = await upgradeStatus(`${url}/?auth=${jwt}&projectId=p`)
    }
    expect(status).toBe(101)
  })
})

describe('startRelay: publish rate per connection', () => {
  it('refuses publishes past maxPublishesPerWindow with -32005, counts batches by message, and resets after the window', async () => {
    const { url } = await relay({ maxPublishesPerWindow: 4, publishWindowMs: 400 })
    const [a, b] = [await client(url), await client(url)]
    const topic = randomTopic()
    await b.request('irn_subscribe', { topic })
    expect((await a.request('irn_publish', { topic, message: 'm1' })).json.result).toBe(true)
    const batch = await a.request('irn_batchPublish', {
      messages: ['m2', 'm3', 'm4'].map((message) => ({ topic, message })),
    })
    expect(batch.json.result).toBe(true)
    const refused = await a.request('irn_publish', { topic, message: 'm5' })
    expect(refused.json.error).toMatchObject({ code: -32005, message: 'Limit exceeded' })
    expect((refused.json.error as { data: string }).data).toMatch(
      /^publish rate limit: at most 4 messages per 400 ms per connection; retry in \d+ ms$/,
    )
    // Another connection publishes as before; non-publishing requests of the limited one still answer.
    expect((await b.request('irn_publish', { topic: randomTopic(), message: 'b1' })).json.result).toBe(true)
    expect((await a.request('irn_subscribe', { topic: randomTopic() })).json.result).toMatch(/^[0-9a-f]{64}$/)
    await sleep(450)
    expect((await a.request('irn_publish', { topic, message: 'm6' })).json.result).toBe(true)
    const delivered = []
    for (let index = 0; index < 5; index++) delivered.push((await b.nextPush()).json)
    expect(delivered.map((push) => (push.params as { data: { message: string } }).data.message)).toEqual([
      'm1',
      'm2',
      'm3',
      'm4',
      'm6',
    ])
  })

  it('closes a connection that floods past twice the limit with 1008 and the reason, and keeps serving others', async () => {
    const { url } = await relay({ maxPublishesPerWindow: 5, publishWindowMs: 60_000 })
    const [a, b] = [await client(url), await client(url)]
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      a.socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    )
    const topic = randomTopic()
    for (let index = 0; index < 50; index++) {
      a.socket.send(
        JSON.stringify({
          id: index + 1,
          jsonrpc: '2.0',
          method: 'irn_publish',
          params: { topic, message: `x${index}` },
        }),
      )
    }
    expect(await closed).toEqual({
      code: 1008,
      reason: 'publish flood: at most 5 messages per 60000 ms per connection',
    })
    const fetched = await b.request('irn_batchFetchMessages', { topics: [topic] })
    expect((fetched.json.result as { messages: unknown[] }).messages).toHaveLength(5)
    expect((await b.request('irn_publish', { topic, message: 'still served' })).json.result).toBe(true)
    const fresh = await client(url)
    expect((await fresh.request('irn_publish', { topic: randomTopic(), message: 'new' })).json.result).toBe(
      true,
    )
  })
})

describe('startRelay: stop', () => {
  it('closes every client socket and the port', async () => {
    const started = await startRelay()
    const [a, b] = [await connectRelayTestClient(started.url), await connectRelayTestClient(started.url)]
    const closes = [a, b].map(
      (c) => new Promise<number>((resolve) => c.socket.once('close', (code) => resolve(code))),
    )
    await started.stop()
    expect(await Promise.all(closes)).toEqual([1001, 1001])
    await expect(connectRelayTestClient(started.url)).rejects.toThrow(/ECONNREFUSED/)
    await started.stop()
  })

  it('rejects with RelayListenError when the port is taken', async () => {
    const first = await relay()
    await expect(startRelay({ port: first.port })).rejects.toMatchObject({ name: 'RelayListenError' })
  })

  it('rejects with RelayParametersError for a bad port', async () => {
    await expect(startRelay({ port: 70_000 })).rejects.toMatchObject({ name: 'RelayParametersError' })
  })
})

describe('startRelay: real WalletConnect Sign clients', () => {
  it('pairs a dapp and a wallet, signs personal_sign for real, and ends with session_delete', async () => {
    const { url } = await relay()
    const traffic = watchTrafficOutsideLoopback()
    cleanups.push(async () => traffic.restore())
    const dapp = await initSignClient(url, 'dapp')
    const wallet = await initSignClient(url, 'wallet')
    const account = privateKeyToAccount(generatePrivateKey())
    const methods = ['personal_sign', 'eth_sendTransaction']
    const events = ['accountsChanged', 'chainChanged']

    // Handler failures reject `walletFailed`, so the test fails at once instead of timing out.
    let failWallet: (error: unknown) => void = () => {}
    const walletFailed = new Promise<never>((_resolve, reject) => {
      failWallet = reject
    })
    walletFailed.catch(() => {})
    const proposals: Array<{ chains: string[] | undefined }> = []
    wallet.on('session_proposal', ({ id, params }) => {
      // Sign 2.x moves a dapp's requiredNamespaces into optionalNamespaces before sending.
      const eip155 = params.requiredNamespaces.eip155 ?? params.optionalNamespaces.eip155
      proposals.push({ chains: eip155?.chains })
      wallet
        .approve({
          id,
          namespaces: {
            eip155: { chains: ['eip155:1'], accounts: [`eip155:1:${account.address}`], methods, events },
          },
        })
        .catch(failWallet)
    })
    wallet.on('session_request', ({ id, topic, params }) => {
      const [messageHex] = params.request.params as [Hex, Address]
      account
        .signMessage({ message: { raw: messageHex } })
        .then((signature) => wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: signature } }))
        .catch(failWallet)
    })

    const { uri, approval } = await dapp.connect({
      requiredNamespaces: { eip155: { chains: ['eip155:1'], methods, events } },
    })
    expect(uri).toMatch(/^wc:/)

    const started = performance.now()
    await wallet.pair({ uri: uri ?? '' })
    const session = await Promise.race([approval(), walletFailed])
    const approved = performance.now()
    expect(proposals).toEqual([{ chains: ['eip155:1'] }])
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:1:${account.address}`])

    const message = 'Sign in to Foyer devnet'
    const signature = await Promise.race([
      dapp.request<Hex>({
        topic: session.topic,
        chainId: 'eip155:1',
        request: { method: 'personal_sign', params: [toHex(message), account.address] },
      }),
      walletFailed,
    ])
    const signed = performance.now()
    expect(await verifyMessage({ address: account.address, message, signature })).toBe(true)
    console.info(
      `[relay] pair -> session ${Math.round(approved - started)} ms, pair -> signature received ${Math.round(signed - started)} ms`,
    )

    const deleted = new Promise<{ topic: string }>((resolve) => dapp.once('session_delete', resolve))
    await wallet.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } })
    expect((await deleted).topic).toBe(session.topic)

    expect(traffic.outside).toEqual([])
  }, 20_000)
})

type SignClientInstance = Awaited<ReturnType<typeof SignClient.init>>

async function initSignClient(relayUrl: string, role: 'dapp' | 'wallet'): Promise<SignClientInstance> {
  // vitest 5 does not set IS_VITEST; with it the Sign client skips Verify API calls and telemetry init.
  const previous = process.env.IS_VITEST
  process.env.IS_VITEST = 'true'
  cleanups.push(async () => {
    if (previous === undefined) delete process.env.IS_VITEST
    else process.env.IS_VITEST = previous
  })
  const signClient = await SignClient.init({
    relayUrl,
    projectId: 'foyer-devnet',
    // Each client needs its own prefix, or both share one global core.
    customStoragePrefix: `${role}-${crypto.randomUUID()}`,
    storage: new MemoryKeyValueStorage(),
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: `Foyer ${role}`, description: role, url: 'http://127.0.0.1', icons: [] },
  })
  cleanups.push(async () => {
    signClient.core.heartbeat.stop()
    await signClient.core.relayer.transportClose().catch(() => {})
  })
  return signClient
}

/** The Sign client's `storage` option: in memory, so no file lands in the working directory. */
class MemoryKeyValueStorage {
  private readonly entries = new Map<string, unknown>()
  async getKeys() {
    return [...this.entries.keys()]
  }
  async getEntries<T = unknown>(): Promise<[string, T][]> {
    return [...this.entries] as [string, T][]
  }
  async getItem<T = unknown>(key: string): Promise<T | undefined> {
    return this.entries.get(key) as T | undefined
  }
  async setItem<T = unknown>(key: string, value: T) {
    this.entries.set(key, structuredClone(value))
  }
  async removeItem(key: string) {
    this.entries.delete(key)
  }
}

/**
 * Watches every outgoing TCP connection of the process (the `net.client.socket` diagnostics channel) and
 * refuses any `fetch` beyond 127.0.0.1, such as the Verify API or telemetry.
 */
function watchTrafficOutsideLoopback() {
  const outside: string[] = []
  const onSocket = (message: unknown) => {
    const { socket } = message as { socket: Socket }
    socket.once('lookup', (_error: unknown, _address: unknown, _family: unknown, host: string) => {
      outside.push(`dns lookup ${host}`)
    })
    socket.once('connect', () => {
      if (socket.remoteAddress !== '127.0.0.1') outside.push(`tcp ${socket.remoteAddress}`)
    })
  }
  diagnosticsChannel.subscribe('net.client.socket', onSocket)
  const originalFetch = globalThis.fetch
  globalThis.fetch = async (input, init) => {
    const href = input instanceof Request ? input.url : String(input)
    if (new URL(href).hostname !== '127.0.0.1') {
      outside.push(`fetch ${href}`)
      throw new TypeError(`blocked by the relay test: ${href}`)
    }
    return originalFetch(input, init)
  }
  return {
    outside,
    restore() {
      globalThis.fetch = originalFetch
      diagnosticsChannel.unsubscribe('net.client.socket', onSocket)
    },
  }
}

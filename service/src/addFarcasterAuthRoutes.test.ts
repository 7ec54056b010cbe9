import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Devnet, devnetProjects, foyerIdRegistryAbi, startDevnet } from '@foyer/devnet'
import { createPublicClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startReferenceService } from './startReferenceService.js'

let devnet: Devnet
const appOrigin = 'http://127.0.0.1:5173'

beforeAll(async () => {
  devnet = await startDevnet({
    ephemeral: true,
    infoPath: false,
    evm: { chains: [10] },
    solana: false,
    bitcoin: false,
    relay: false,
    frame: false,
    bundler: false,
    service: {
      projects: [...devnetProjects, { projectId: 'acme', allowedOrigins: ['https://acme.example'] }],
    },
  })
})
afterAll(() => devnet?.stop())

const serviceUrl = () => devnet.service?.url ?? ''
const post = (path: string, body: unknown) =>
  fetch(`${serviceUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

async function openChannel(): Promise<{ channelToken: string; url: string }> {
  const response = await post('/auth/farcaster/channel', { appOrigin })
  expect(response.status).toBe(200)
  return (await response.json()) as { channelToken: string; url: string }
}

/** The user approves in the dev Farcaster app: its page's form, as the browser would post it. */
async function approveInDevApp(url: string, fid: number) {
  const page = new URL(url)
  const response = await fetch(new URL('/~/siwf/approve', page), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      channelToken: page.searchParams.get('channelToken') ?? '',
      fid: String(fid),
    }),
  })
  expect(response.status).toBe(200)
}

describe('Sign In With Farcaster through the service (devnet relay, dev Farcaster app, IdRegistry on anvil)', () => {
  it('opens a channel for the app domain, waits for the approval, and signs the fid in once', async () => {
    const { channelToken, url } = await openChannel()
    expect(url.startsWith(`${devnet.farcaster?.url}/~/siwf?channelToken=`)).toBe(true)
    const pending = await post('/auth/farcaster/connect', { channelToken, waitMs: 0 })
    expect(pending.status).toBe(202)
    expect(await pending.json()).toEqual({ state: 'pending' })

    await approveInDevApp(url, 2)
    const connected = await post('/auth/farcaster/connect', { channelToken, waitMs: 0 })
    expect(connected.status).toBe(200)
    const session = (await connected.json()) as { token: string; user: Record<string, unknown> }
    expect(session.user).toMatchObject({
      id: 'farcaster:2',
      provider: 'farcaster',
      username: 'bob',
      email: null,
    })
    const me = await fetch(`${serviceUrl()}/auth/session`, {
      headers: { authorization: `Bearer ${session.token}` },
    })
    expect(me.status).toBe(200)

    // The IdRegistry the service checked: fid 2 is held by the second dev account.
    const chain = devnet.evm.chains[0]
    const custody = await createPublicClient({ transport: http(chain?.rpcUrl) }).readContract({
      address: chain?.idRegistry ?? '0x',
      abi: foyerIdRegistryAbi,
      functionName: 'custodyOf',
      args: [2n],
    })
    expect(custody).toBe(devnet.evm.accounts[1]?.address)

    const replay = await post('/auth/farcaster/connect', { channelToken, waitMs: 0 })
    expect(replay.status).toBe(401)
    expect(await replay.json()).toMatchObject({
      message: 'No Farcaster sign-in is waiting on this channel: start again',
    })
  })

  it('refuses a channel it did not open, and names a bad body field', async () => {
    const unknown = await post('/auth/farcaster/connect', {
      channelToken: 'not-a-channel-of-ours',
      waitMs: 0,
    })
    expect(unknown.status).toBe(401)
    const bad = await post('/auth/farcaster/channel', { appOrigin: 'javascript:alert(1)' })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { message: string }).message).toContain('appOrigin')
  })
})

describe('Farcaster channels bound to the project (issue 24)', () => {
  it("opens a channel only for an app origin of the project, naming the project's domain and URI", async () => {
    const evil = await post('/auth/farcaster/channel', { appOrigin: 'https://evil.example' })
    expect(evil.status).toBe(403)
    expect(await evil.json()).toMatchObject({ error: 'origin_not_allowed' })
    const crossed = await post('/auth/farcaster/channel', { appOrigin, projectId: 'acme' })
    expect(crossed.status).toBe(403)
    const unknown = await post('/auth/farcaster/channel', { appOrigin, projectId: 'nope' })
    expect(unknown.status).toBe(403)

    const opened = await post('/auth/farcaster/channel', {
      appOrigin: 'https://acme.example',
      projectId: 'acme',
    })
    expect(opened.status).toBe(200)
    const { channelToken, url } = (await opened.json()) as { channelToken: string; url: string }
    // The Farcaster app shows (and signs for) the domain the channel names.
    expect(await (await fetch(url)).text()).toContain('acme.example')
    await approveInDevApp(url, 3)
    const connected = await post('/auth/farcaster/connect', { channelToken, waitMs: 0 })
    expect(connected.status).toBe(200)
  })

  it('refuses a signed message for another domain or URI than the channel names', async () => {
    const chain = devnet.evm.chains[0]
    const custody = devnet.evm.accounts[1]
    if (!chain?.idRegistry || !custody) throw new TypeError('no IdRegistry or dev account')
    const signer = privateKeyToAccount(custody.privateKey)
    // A relay (Farcaster's, in production) whose channels complete with a message of our choosing.
    let signed: { domain: string; uri: string } = { domain: 'evil.example', uri: 'https://evil.example' }
    let nonce = ''
    const relay = createServer(async (request, response) => {
      response.setHeader('content-type', 'application/json')
      if (request.method === 'POST') {
        let text = ''
        for await (const chunk of request) text += chunk
        nonce = (JSON.parse(text) as { nonce: string }).nonce
        response.statusCode = 201
        response.end(
          JSON.stringify({ channelToken: `token-${nonce}`, url: 'https://farcaster.example/x', nonce }),
        )
        return
      }
      const message = createSiweMessage({
        ...signed,
        address: signer.address,
        chainId: 10,
        nonce,
        version: '1',
        issuedAt: new Date(),
        resources: ['farcaster://fid/2'],
      })
      response.end(
        JSON.stringify({
          state: 'completed',
          message,
          signature: await signer.signMessage({ message }),
          fid: 2,
          username: 'bob',
        }),
      )
    })
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
    const service = await startReferenceService({
      devConveniences: true,
      projects: devnetProjects,
      farcaster: {
        relayUrl: `http://127.0.0.1:${(relay.address() as AddressInfo).port}`,
        rpcUrl: chain.rpcUrl,
        idRegistry: chain.idRegistry,
      },
    })
    try {
      const attempt = async () => {
        const open = (path: string, body: unknown) =>
          fetch(`${service.url}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        const { channelToken } = (await (await open('/auth/farcaster/channel', { appOrigin })).json()) as {
          channelToken: string
        }
        const connected = await open('/auth/farcaster/connect', { channelToken, waitMs: 0 })
        return { status: connected.status, body: (await connected.json()) as { message: string } }
      }
      const otherDomain = await attempt()
      expect(otherDomain.status).toBe(401)
      expect(otherDomain.body.message).toContain('not for this sign-in')
      signed = { domain: '127.0.0.1:5173', uri: 'https://evil.example' }
      expect((await attempt()).status).toBe(401)
      signed = { domain: '127.0.0.1:5173', uri: appOrigin }
      expect((await attempt()).status).toBe(200)
    } finally {
      await service.stop()
      await new Promise((resolve) => relay.close(resolve))
    }
  })
})

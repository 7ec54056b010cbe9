import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { foyerIdRegistryAbi } from '../evm/abis.js'
import { type Devnet, startDevnet } from '../startDevnet.js'

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

import { type Address, createPublicClient, createWalletClient, type Hex, http, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { foyerIdRegistryAbi } from '../evm/abis.js'
import { deployerAccount } from '../evm/deployDevnetContracts.js'
import { type Devnet, startDevnet } from '../startDevnet.js'
import { farcasterDevAccounts } from './farcasterDevAccounts.js'
import { type StartFarcasterRelayReturnType, startFarcasterRelay } from './startFarcasterRelay.js'

let devnet: Devnet
let relay: StartFarcasterRelayReturnType

beforeAll(async () => {
  devnet = await startDevnet({
    ephemeral: true,
    infoPath: false,
    evm: { chains: [10] },
    solana: false,
    bitcoin: false,
    relay: false,
    service: false,
    frame: false,
    bundler: false,
  })
  if (!devnet.farcaster) throw new Error('startDevnet did not start the Farcaster relay')
  relay = devnet.farcaster
})

afterAll(async () => {
  await devnet?.stop()
})

const chain = () => {
  const first = devnet.evm.chains[0]
  if (!first?.idRegistry) throw new Error('no IdRegistry on the first chain')
  return { ...first, idRegistry: first.idRegistry }
}
const publicClient = () => createPublicClient({ transport: http(chain().rpcUrl) })

async function createChannel(body: Record<string, unknown>) {
  const response = await fetch(`${relay.url}/v1/channel`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

async function readStatus(channelToken: string) {
  const response = await fetch(`${relay.url}/v1/channel/status`, {
    headers: { authorization: `Bearer ${channelToken}` },
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

async function approve(channelToken: string, fid: number) {
  const response = await fetch(`${relay.url}/~/siwf/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ channelToken, fid: String(fid) }),
  })
  return { status: response.status, html: await response.text() }
}

async function openChannel(extra: Record<string, unknown> = {}): Promise<string> {
  const { status, json } = await createChannel({
    siweUri: 'http://127.0.0.1:5173/login',
    domain: '127.0.0.1:5173',
    ...extra,
  })
  expect(status).toBe(201)
  return String(json.channelToken)
}

describe('startFarcasterRelay', () => {
  it('registers fids 1..4 for the first four dev accounts, and only its owner registers', async () => {
    const { idRegistry } = chain()
    const client = publicClient()
    expect(
      await client.readContract({ address: idRegistry, abi: foyerIdRegistryAbi, functionName: 'idCounter' }),
    ).toBe(4n)
    for (const account of farcasterDevAccounts) {
      const custody = devnet.evm.accounts[account.accountIndex]?.address as Address
      expect(
        await client.readContract({
          address: idRegistry,
          abi: foyerIdRegistryAbi,
          functionName: 'custodyOf',
          args: [BigInt(account.fid)],
        }),
      ).toBe(custody)
    }
    expect(
      await client.readContract({ address: idRegistry, abi: foyerIdRegistryAbi, functionName: 'owner' }),
    ).toBe(deployerAccount.address)

    const stranger = privateKeyToAccount(devnet.evm.accounts[5]?.privateKey as Hex)
    const wallet = createWalletClient({ account: stranger, transport: http(chain().rpcUrl) })
    await expect(
      wallet.writeContract({
        chain: null,
        address: idRegistry,
        abi: foyerIdRegistryAbi,
        functionName: 'register',
        args: [stranger.address],
      }),
    ).rejects.toThrow(/Unauthorized/)
  })

  it('is in the devnet info, on the first chain', () => {
    expect(devnet.info.farcaster).toEqual({
      url: relay.url,
      idRegistry: { chainId: 10, address: chain().idRegistry },
    })
    expect(devnet.info.evm.chains[0]?.idRegistry).toBe(chain().idRegistry)
    expect(relay.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(relay.appUrl).toBe(`${relay.url}/~/siwf`)
  })

  it('signs in through the dev Farcaster app: pending, approved, completed with a valid SIWF message, then closed', async () => {
    const nonce = 'abcDEF1234567890'
    const expirationTime = new Date(Date.now() + 600_000).toISOString()
    const created = await createChannel({
      siweUri: 'http://127.0.0.1:5173/login',
      domain: '127.0.0.1:5173',
      nonce,
      expirationTime,
      requestId: 'request-1',
      redirectUrl: 'http://127.0.0.1:5173/back',
    })
    expect(created.status).toBe(201)
    const channelToken = String(created.json.channelToken)
    expect(created.json).toEqual({
      channelToken,
      url: `${relay.appUrl}?channelToken=${channelToken}`,
      connectUri: `${relay.appUrl}?channelToken=${channelToken}`,
      nonce,
    })

    const pending = await readStatus(channelToken)
    expect(pending.status).toBe(202)
    expect(pending.json).toMatchObject({
      state: 'pending',
      nonce,
      acceptAuthAddress: true,
      signatureParams: { siweUri: 'http://127.0.0.1:5173/login', domain: '127.0.0.1:5173', nonce },
      metadata: { userAgent: expect.any(String), ip: expect.any(String) },
    })
    expect(pending.json).not.toHaveProperty('url')

    const page = await fetch(String(created.json.url))
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(page.headers.get('referrer-policy')).toBe('same-origin')
    const html = await page.text()
    expect(html).not.toContain('<script')
    expect(html).toContain('127.0.0.1:5173')
    expect(html).toContain('http://127.0.0.1:5173/login')
    for (const { username } of farcasterDevAccounts) expect(html).toContain(`Sign in as @${username}`)

    const approved = await approve(channelToken, 1)
    expect(approved.status).toBe(200)
    expect(approved.html).toContain('Signed in as @alice. You can return to the app.')
    expect(approved.html).toContain('href="http://127.0.0.1:5173/back"')

    const completed = await readStatus(channelToken)
    expect(completed.status).toBe(200)
    const custody = devnet.evm.accounts[0]?.address as Address
    expect(completed.json).toMatchObject({
      state: 'completed',
      nonce,
      authMethod: 'custody',
      fid: 1,
      username: 'alice',
      displayName: 'Alice',
      bio: expect.any(String),
      pfpUrl: expect.stringMatching(/^data:image\/svg\+xml,/),
      custody,
      verifications: [custody],
    })
    const message = String(completed.json.message)
    const signature = completed.json.signature as Hex
    expect(await verifyMessage({ address: custody, message, signature })).toBe(true)
    expect(
      await verifySiweMessage(publicClient(), { message, signature, domain: '127.0.0.1:5173', nonce }),
    ).toBe(true)
    const siwe = parseSiweMessage(message)
    expect(siwe).toMatchObject({
      domain: '127.0.0.1:5173',
      address: custody,
      uri: 'http://127.0.0.1:5173/login',
      version: '1',
      chainId: 10,
      statement: 'Farcaster Auth',
      nonce,
      requestId: 'request-1',
      resources: ['farcaster://fid/1'],
    })
    expect(siwe.expirationTime?.toISOString()).toBe(expirationTime)
    expect(
      await publicClient().readContract({
        address: chain().idRegistry,
        abi: foyerIdRegistryAbi,
        functionName: 'idOf',
        args: [custody],
      }),
    ).toBe(1n)

    expect(await readStatus(channelToken)).toEqual({ status: 401, json: { error: 'Unauthorized' } })
  })

  it('generates a SIWE nonce when the app gives none', async () => {
    const { json } = await createChannel({ siweUri: 'https://example.com/login', domain: 'example.com' })
    expect(json.nonce).toMatch(/^[a-zA-Z0-9]{8,}$/)
  })

  it('completes a channel on authenticate with the auth key, filling custody from the IdRegistry', async () => {
    const channelToken = await openChannel()
    const body = {
      message: 'a SIWF message',
      signature: `0x${'ab'.repeat(65)}`,
      fid: 2,
      username: 'bob',
      displayName: 'Bob',
      bio: '',
      pfpUrl: 'https://example.com/bob.png',
    }
    const authenticate = (headers: Record<string, string>, payload: unknown = body) =>
      fetch(`${relay.url}/v1/channel/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${channelToken}`, ...headers },
        body: JSON.stringify(payload),
      })

    const wrongKey = await authenticate({ 'x-farcaster-auth-relay-key': 'not-the-key' })
    expect(wrongKey.status).toBe(401)
    expect(await wrongKey.json()).toEqual({ error: 'Unauthorized' })
    expect((await authenticate({})).status).toBe(401)

    const unknownFid = await authenticate(
      { 'x-farcaster-auth-relay-key': relay.authKey },
      { ...body, fid: 99 },
    )
    expect(unknownFid.status).toBe(400)
    expect(await unknownFid.json()).toEqual({ error: 'fid 99 is not registered in the IdRegistry.' })

    const ok = await authenticate({ 'x-farcaster-connect-auth-key': relay.authKey })
    expect(ok.status).toBe(201)
    const custody = devnet.evm.accounts[1]?.address
    expect(await ok.json()).toMatchObject({ state: 'completed', fid: 2, authMethod: 'custody', custody })
    expect((await readStatus(channelToken)).json).toMatchObject({
      state: 'completed',
      custody,
      username: 'bob',
    })
  })

  it('answers 400 naming the invalid field, and 401 for an unknown channel', async () => {
    const bad = await createChannel({ siweUri: 'not a uri', domain: 'example.com' })
    expect(bad.status).toBe(400)
    expect(bad.json.error).toContain('siweUri')
    const extra = await createChannel({ siweUri: 'https://example.com', domain: 'example.com', extra: 1 })
    expect(extra.status).toBe(400)
    expect(extra.json.error).toContain('extra')
    const restricted = await createChannel({ siweUri: 'https://farcaster.xyz', domain: 'farcaster.xyz' })
    expect(restricted).toEqual({ status: 400, json: { error: 'Domain not allowed' } })

    expect(await readStatus('NOSUCHCHANNEL')).toEqual({ status: 401, json: { error: 'Unauthorized' } })
    const noToken = await fetch(`${relay.url}/v1/channel/status`)
    expect(noToken.status).toBe(401)
  })

  it('shows a clear error page for an unknown or missing channel', async () => {
    const unknown = await fetch(`${relay.appUrl}?channelToken=NOSUCHCHANNEL`)
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('This sign-in request is unknown or has expired')
    expect((await fetch(relay.appUrl)).status).toBe(400)
    const approveUnknown = await approve('NOSUCHCHANNEL', 1)
    expect(approveUnknown.status).toBe(404)
    expect((await approve(await openChannel(), 7)).status).toBe(400)
  })

  it('refuses an approval posted from another origin', async () => {
    const channelToken = await openChannel()
    const response = await fetch(`${relay.url}/~/siwf/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.example' },
      body: new URLSearchParams({ channelToken, fid: '1' }),
    })
    expect(response.status).toBe(403)
    expect((await readStatus(channelToken)).json).toMatchObject({ state: 'pending' })

    const sameOrigin = await fetch(`${relay.url}/~/siwf/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: relay.url },
      body: new URLSearchParams({ channelToken, fid: '3' }),
    })
    expect(sameOrigin.status).toBe(200)
    expect(await sameOrigin.text()).toContain('Signed in as @carol.')
  })

  it('answers CORS preflights for any origin', async () => {
    const preflight = await fetch(`${relay.url}/v1/channel/status`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization')
    const response = await fetch(`${relay.url}/v1/channel/status`, {
      headers: { origin: 'http://a.example' },
    })
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('caps open channels and forgets them after their TTL', async () => {
    const small = await startFarcasterRelay({
      rpcUrl: chain().rpcUrl,
      chainId: chain().chainId,
      idRegistry: chain().idRegistry,
      mnemonic: devnet.evm.mnemonic,
      authKey: 'a-fixed-auth-key-for-tests',
      maxChannels: 2,
      channelTtlMs: 300,
    })
    try {
      expect(small.authKey).toBe('a-fixed-auth-key-for-tests')
      const open = () =>
        fetch(`${small.url}/v1/channel`, {
          method: 'POST',
          body: JSON.stringify({ siweUri: 'https://example.com', domain: 'example.com' }),
        })
      const first = (await (await open()).json()) as { channelToken: string }
      expect((await open()).status).toBe(201)
      const full = await open()
      expect(full.status).toBe(503)
      expect(await full.json()).toEqual({
        error: 'Too many open channels: the relay holds at most 2. Try again later.',
      })
      await new Promise((resolve) => setTimeout(resolve, 350))
      const expired = await fetch(`${small.url}/v1/channel/status`, {
        headers: { authorization: `Bearer ${first.channelToken}` },
      })
      expect(expired.status).toBe(401)
      expect((await open()).status).toBe(201)
    } finally {
      await small.stop()
      await small.stop()
    }
  })
})

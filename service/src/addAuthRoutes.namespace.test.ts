import { createHash, randomBytes } from 'node:crypto'
import { type Devnet, devnetOAuthRedirectUris, signInAtOidcProvider, startDevnet } from '@foyer/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestFrameKey, type TestFrameKey } from './frameKeyProof.test-utils.js'

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
const call = (method: string, path: string, body?: unknown, token?: string) =>
  fetch(`${serviceUrl()}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    redirect: 'manual',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
type Session = { token: string; user: { id: string; username: string | null } }

/** A key backup request, signed by the session's frame key (registered on first use, as the frame does). */
const frameKeys = new Map<string, TestFrameKey>()
async function keyCall(method: string, path: string, body: unknown, token: string) {
  let key = frameKeys.get(token)
  if (!key) {
    key = createTestFrameKey()
    expect((await call('POST', '/auth/keys/frame-key', { publicKey: key.publicKey }, token)).status).toBe(201)
    frameKeys.set(token, key)
  }
  return fetch(`${serviceUrl()}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'x-foyer-frame-proof': key.proof(method, path, body),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
}

/** Sign In With Farcaster as `fid`, approved in the devnet's Farcaster app. */
async function signInWithFarcaster(fid: number): Promise<Session> {
  const { channelToken, url } = (await (
    await call('POST', '/auth/farcaster/channel', { appOrigin })
  ).json()) as {
    channelToken: string
    url: string
  }
  const approve = await fetch(new URL('/~/siwf/approve', url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ channelToken, fid: String(fid) }),
  })
  expect(approve.status).toBe(200)
  const connected = await call('POST', '/auth/farcaster/connect', { channelToken, waitMs: 0 })
  expect(connected.status).toBe(200)
  return (await connected.json()) as Session
}

/** An OAuth login with the provider called `farcaster` (the devnet's OpenID provider), as `username`. */
async function signInWithOAuthFarcaster(username: string): Promise<Session> {
  const verifier = randomBytes(32).toString('base64url')
  const secret = randomBytes(32).toString('base64url')
  const s256 = (text: string) => createHash('sha256').update(text).digest('base64url')
  const { url, state } = (await (
    await call('POST', '/auth/oauth/start', {
      provider: 'farcaster',
      projectId: 'foyer-dev',
      appOrigin,
      redirect_uri: devnetOAuthRedirectUris[0],
      code_challenge: s256(verifier),
      code_challenge_method: 'S256',
      frameSecretHash: s256(secret),
    })
  ).json()) as { url: string; state: string }
  expect(url).toContain(state)
  // The devnet's OpenID provider stands in for an OAuth provider called farcaster.
  const { back } = await signInAtOidcProvider(url, { username })
  const code = back.searchParams.get('code')
  const token = await call('POST', '/auth/oauth/token', {
    provider: 'farcaster',
    code,
    code_verifier: verifier,
    frame_secret: secret,
  })
  expect(token.status).toBe(200)
  return (await token.json()) as Session
}

describe('login ids are namespaced per login method', () => {
  it('an OAuth provider called farcaster and Sign In With Farcaster never share a user or a key backup', async () => {
    const siwf = await signInWithFarcaster(2)
    expect(siwf.user).toMatchObject({ id: 'farcaster:2', username: 'bob' })
    // The same fid and the same handle, through OAuth: other logins.
    const byFid = await signInWithOAuthFarcaster('2')
    const byHandle = await signInWithOAuthFarcaster('bob')
    expect(byFid.user.id).toBe('oauth:farcaster:2')
    expect(byHandle.user.id).toBe('oauth:farcaster:bob')

    const siwfBackup = JSON.stringify({ evm: `0x${'11'.repeat(32)}` })
    expect((await keyCall('PUT', '/auth/keys', { backup: siwfBackup }, siwf.token)).status).toBe(201)
    for (const oauth of [byFid, byHandle]) {
      expect((await keyCall('GET', '/auth/keys', undefined, oauth.token)).status).toBe(404)
      const own = JSON.stringify({ evm: `0x${'22'.repeat(32)}`, login: oauth.user.id })
      expect((await keyCall('PUT', '/auth/keys', { backup: own }, oauth.token)).status).toBe(201)
      expect(await (await keyCall('GET', '/auth/keys', undefined, oauth.token)).json()).toEqual({
        protection: 'operator',
        backup: own,
      })
    }
    expect(await (await keyCall('GET', '/auth/keys', undefined, siwf.token)).json()).toEqual({
      protection: 'operator',
      backup: siwfBackup,
    })
  })
})

// @vitest-environment jsdom
import { base64urlnopad } from '@scure/base'
import { beforeEach, describe, expect, it } from 'vitest'
import { type ApprovalPort, approvalMessageSchema } from './approvalMessages.js'
import { createFrameApprovals } from './createFrameApprovals.js'
import { createFrameHandlers } from './createFrameHandlers.js'
import { createFrameSession } from './frameSession.js'
import { type KeyEnvelope, openKeys, passkeyWrappingKey } from './keyEnvelopes.js'

beforeEach(() => localStorage.clear())

const login = 'email:ada@example.com'
const prfOf = (byte: number) => base64urlnopad.encode(new Uint8Array(32).fill(byte))

/** The service's key backup as the frame sees it: one row, operator-sealed until protected. */
function fakeService() {
  const row: { backup?: string; envelopes?: KeyEnvelope[] } = {}
  const reply = (status: number, json: unknown) =>
    new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } })
  const fetch = async (input: URL | RequestInfo, init?: RequestInit) => {
    const path = new URL(String(input)).pathname
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    const route = `${init?.method} ${path}`
    if (route === 'POST /auth/email/connect') return reply(200, { action: 'VERIFY_OTP' })
    if (route === 'POST /auth/email/verify')
      return reply(200, {
        token: 'token-2',
        user: { id: login, email: 'ada@example.com', username: null, provider: 'email' },
      })
    if (route === 'GET /auth/keys') {
      if (row.envelopes) return reply(200, { protection: 'passkey', envelopes: row.envelopes })
      return row.backup
        ? reply(200, { protection: 'operator', backup: row.backup })
        : reply(404, { message: 'none' })
    }
    if (route === 'PUT /auth/keys') {
      if (row.backup || row.envelopes) return reply(409, { message: 'exists' })
      row.backup = body.backup
      return reply(201, { stored: true })
    }
    if (route === 'PUT /auth/keys/protection') {
      row.envelopes = body.envelopes
      row.backup = undefined
      return reply(200, { protection: 'passkey' })
    }
    return reply(404, { message: `no ${route}` })
  }
  return { row, fetch: fetch as typeof globalThis.fetch }
}

/**
 * The approval page's stand-in: answers each request shown with the passkey whose PRF output is `prf()`, or with a
 * typed recovery code when `prf()` is `{ code }`.
 */
type Answer = string | { code: string }
function fakeApprovalPage(prf: () => Answer) {
  const name = `approvals-${Math.random()}`
  const page = new BroadcastChannel(name)
  const shown: unknown[] = []
  page.addEventListener('message', (event) => {
    const message = approvalMessageSchema.parse(event.data)
    if (message.type !== 'show') return
    shown.push(message)
    const answer = prf()
    page.postMessage({
      type: 'decide',
      approvalId: message.approvalId,
      approved: true,
      ...(typeof answer === 'string'
        ? { passkey: { credentialId: 'Y3JlZGVudGlhbA', prfOutput: answer } }
        : { recoveryCode: answer.code }),
    })
  })
  return { approvals: createFrameApprovals(new BroadcastChannel(name) as unknown as ApprovalPort), shown }
}

function device(service: ReturnType<typeof fakeService>, prf: () => Answer) {
  const session = createFrameSession(localStorage)
  const page = fakeApprovalPage(prf)
  const handlers = createFrameHandlers({
    config: Promise.resolve({
      apiUrl: 'http://127.0.0.1:1',
      allowedOrigins: ['http://127.0.0.1:*'],
      rpcUrls: {},
    }),
    session,
    chainId: 1,
    social: { frameUrl: 'http://127.0.0.1:8789/index.html', appOrigin: 'http://127.0.0.1:5173' },
    approvals: page.approvals,
    fetch: service.fetch,
  })
  return { handlers, session, shown: page.shown }
}

const id = (n: number) => n.toString(16).padStart(32, '0')

describe('passkey protection in the frame', () => {
  it('seals the keys under the passkey and a recovery code; a new device opens them only with that passkey', async () => {
    const service = fakeService()
    let prf: Answer = prfOf(7)
    const first = device(service, () => prf)
    await first.handlers.CONNECT_EMAIL?.({ email: 'ada@example.com' })
    await first.handlers.CONNECT_OTP?.({ otp: '123456' })
    const address = (await first.handlers.GET_USER?.(undefined))?.address
    expect(await first.handlers.GET_WALLET_PROTECTION?.(undefined)).toEqual({
      protection: 'operator',
      locked: false,
    })

    expect(
      await first.handlers.RPC_REQUEST?.({ method: 'foyer_protectWithPasskey', approvalId: id(1) }),
    ).toEqual({
      protection: 'passkey',
    })
    // The page warned and showed the recovery code; the service now holds only the device's envelopes.
    const shown = JSON.stringify(first.shown)
    expect(shown).toContain('your wallet is lost for good')
    const code = /"(([0-9A-Z]{4}-){7}[0-9A-Z]{4})"/.exec(shown)?.[1] ?? ''
    expect(code).not.toBe('')
    expect(shown).toContain('"ceremony":"create"')
    expect(service.row.backup).toBeUndefined()
    expect(service.row.envelopes?.map((envelope) => envelope.kind)).toEqual(['passkey', 'recoveryCode'])
    const passkeyEnvelope = service.row.envelopes?.[0]
    expect(
      await openKeys(
        await passkeyWrappingKey(base64urlnopad.decode(prfOf(7))),
        login,
        passkeyEnvelope?.sealed ?? '',
      ),
    ).toEqual(first.session.exportKeys(login))
    expect(await first.handlers.GET_WALLET_PROTECTION?.(undefined)).toEqual({
      protection: 'passkey',
      locked: false,
    })
    // Protected once: a second time is refused.
    await expect(
      first.handlers.RPC_REQUEST?.({ method: 'foyer_protectWithPasskey', approvalId: id(2) }),
    ).rejects.toThrow('protected already')

    // A new device: nothing stored. After login the wallet is locked; no key is made for it meanwhile.
    localStorage.clear()
    const second = device(service, () => prf)
    await second.handlers.CONNECT_EMAIL?.({ email: 'ada@example.com' })
    await second.handlers.CONNECT_OTP?.({ otp: '123456' })
    expect(await second.handlers.GET_WALLET_PROTECTION?.(undefined)).toEqual({
      protection: 'passkey',
      locked: true,
    })
    await expect(second.handlers.GET_USER?.(undefined)).rejects.toThrow()
    expect(second.session.hasKeys(login)).toBe(false)
    // Another passkey's PRF output opens nothing.
    prf = prfOf(8)
    await expect(
      second.handlers.RPC_REQUEST?.({ method: 'foyer_unlockWallet', approvalId: id(3) }),
    ).rejects.toThrow('This passkey does not open this wallet')
    expect(second.session.isLocked(login)).toBe(true)
    prf = prfOf(7)
    expect(await second.handlers.RPC_REQUEST?.({ method: 'foyer_unlockWallet', approvalId: id(4) })).toEqual({
      unlocked: true,
    })
    expect((await second.handlers.GET_USER?.(undefined))?.address).toBe(address)
    expect(JSON.stringify(second.shown)).toContain('"ceremony":"get"')
    expect(JSON.stringify(second.shown)).toContain('"offerRecoveryCode":true')

    // Another new device without the passkey: the printed code, typed in any case with spaces, opens the same wallet.
    localStorage.clear()
    const third = device(service, () => prf)
    await third.handlers.CONNECT_EMAIL?.({ email: 'ada@example.com' })
    await third.handlers.CONNECT_OTP?.({ otp: '123456' })
    prf = { code: 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345-6789' }
    await expect(
      third.handlers.RPC_REQUEST?.({ method: 'foyer_unlockWallet', approvalId: id(5) }),
    ).rejects.toThrow('This recovery code does not open this wallet')
    prf = { code: code.toLowerCase().replaceAll('-', ' ') }
    expect(await third.handlers.RPC_REQUEST?.({ method: 'foyer_unlockWallet', approvalId: id(6) })).toEqual({
      unlocked: true,
    })
    expect((await third.handlers.GET_USER?.(undefined))?.address).toBe(address)
  })
})

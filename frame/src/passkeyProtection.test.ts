import { type StartMailInboxReturnType, startMailInbox } from '@foyer/devnet'
import { type ReferenceService, startReferenceService } from '@foyer/service'
import { base64urlnopad } from '@scure/base'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import * as z from 'zod'
import { type ApprovalPort, approvalMessageSchema } from './approvalMessages.js'
import { createFrameApprovals } from './createFrameApprovals.js'
import { createFrameHandlers } from './createFrameHandlers.js'
import { createFrameSession } from './frameSession.js'
import { decodeBase64url, type KeyEnvelope, openKeys, passkeyWrappingKey } from './keyEnvelopes.js'

/** The service's clock runs ahead by this much: each new device's login comes after the 30 s between codes. */
let clockAhead = 0
let service: ReferenceService
let inbox: StartMailInboxReturnType
beforeAll(async () => {
  inbox = await startMailInbox()
  service = await startReferenceService({
    devConveniences: true,
    smtp: { url: inbox.smtpUrl, from: 'login@foyer.test' },
    keyEncryptionKey: 'cd'.repeat(32),
    now: () => Date.now() + clockAhead,
  })
})
afterAll(async () => {
  await service?.stop()
  await inbox?.stop()
})
/** The frame origin's storage of the device under test. */
const values = new Map<string, string>()
const localStorage = {
  getItem: (key: string) => values.get(key) ?? null,
  setItem: (key: string, value: string) => void values.set(key, value),
  removeItem: (key: string) => void values.delete(key),
  clear: () => values.clear(),
} as Storage
beforeEach(() => localStorage.clear())

/** Another device: nothing of the frame's storage is left but its (already approved) device id. */
function forgetDevice() {
  const deviceId = localStorage.getItem('foyer-frame:device-id')
  localStorage.clear()
  if (deviceId) localStorage.setItem('foyer-frame:device-id', deviceId)
}

async function signIn(handlers: ReturnType<typeof device>['handlers'], email: string) {
  clockAhead += 31_000
  await handlers.CONNECT_EMAIL?.({ email })
  await handlers.CONNECT_OTP?.({ otp: inbox.latestCode(email) ?? '' })
}

/** What the service stores of the login's backup. */
async function storedBackup() {
  return service.store.query(
    z.object({ sealed: z.string(), protection: z.string() }),
    'SELECT sealed, protection FROM auth_key_backups',
    [],
  )
}

const prfOf = (byte: number) => base64urlnopad.encode(new Uint8Array(32).fill(byte))

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

function device(prf: () => Answer) {
  const session = createFrameSession(localStorage)
  const page = fakeApprovalPage(prf)
  const handlers = createFrameHandlers({
    config: Promise.resolve({
      apiUrl: service.url,
      allowedOrigins: ['http://127.0.0.1:*'],
      rpcUrls: {},
    }),
    session,
    chainId: 1,
    social: { frameUrl: 'http://127.0.0.1:8789/index.html', appOrigin: 'http://127.0.0.1:5173' },
    approvals: page.approvals,
  })
  return { handlers, session, shown: page.shown, approvals: page.approvals }
}

const id = (n: number) => n.toString(16).padStart(32, '0')

describe('passkey protection in the frame', () => {
  it('seals the keys under the passkey and a recovery code; a new device opens them only with that passkey', async () => {
    let prf: Answer = prfOf(7)
    const first = device(() => prf)
    await signIn(first.handlers, 'ada@example.com')
    const login = first.session.read()?.login ?? ''
    // The session is bound to this frame's key: the token copied out of the frame's storage alone reads nothing.
    const copied = await fetch(`${service.url}/auth/keys`, {
      headers: { authorization: `Bearer ${first.session.read()?.token}` },
    })
    expect(copied.status).toBe(401)
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
    expect(shown).toContain('your wallet is lost: nobody can recover it')
    const code = /"(([0-9A-Z]{4}-){7}[0-9A-Z]{4})"/.exec(shown)?.[1] ?? ''
    expect(code).not.toBe('')
    expect(shown).toContain('"ceremony":"create"')
    const [row] = await storedBackup()
    expect(row?.protection).toBe('passkey')
    const envelopes = JSON.parse(row?.sealed ?? '[]') as KeyEnvelope[]
    expect(envelopes.map((envelope) => envelope.kind)).toEqual(['passkey', 'recoveryCode'])
    const passkeyEnvelope = envelopes[0]
    expect(
      await openKeys(
        await passkeyWrappingKey(decodeBase64url(prfOf(7))),
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
    forgetDevice()
    const second = device(() => prf)
    await signIn(second.handlers, 'ada@example.com')
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
    forgetDevice()
    const third = device(() => prf)
    await signIn(third.handlers, 'ada@example.com')
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

  it.each([
    ['ja', 'パスキーでウォレットを保護', '有効にする前に'],
    ['ar', 'احمِ محفظتك بمفتاح مرور', 'قبل تفعيلها'],
  ])('writes the protect page in the app locale (%s)', async (locale, title, heading) => {
    // A new email needs no wait between codes: the service's clock may come back near the frame's (which signs).
    clockAhead = 0
    const user = device(() => prfOf(9))
    user.approvals.setLocale(locale)
    await signIn(user.handlers, `protect-${locale}@example.com`)
    await user.handlers.RPC_REQUEST?.({ method: 'foyer_protectWithPasskey', approvalId: id(10) })
    const [message] = user.shown as {
      locale: string
      display: { title: string; sections: { heading: string }[] }
    }[]
    expect(message?.locale).toBe(locale)
    expect(message?.display.title).toBe(title)
    expect(message?.display.sections[0]?.heading).toBe(heading)
    expect(JSON.stringify(message?.display)).not.toContain('Lose this passkey')
  })
})

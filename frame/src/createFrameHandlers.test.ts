// @vitest-environment jsdom
import { verifyMessage } from 'viem'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { type ApprovalPort, approvalMessageSchema } from './approvalMessages.js'
import { createFrameApprovals } from './createFrameApprovals.js'
import { createFrameHandlers } from './createFrameHandlers.js'
import { createFrameSession } from './frameSession.js'

beforeEach(() => localStorage.clear())

function signedIn(approvals?: ReturnType<typeof createFrameApprovals>) {
  const session = createFrameSession(localStorage)
  session.write({ token: 't', login: 'email:ada@example.com', email: 'ada@example.com', userName: null })
  const handlers = createFrameHandlers({
    // No backend is reached by these requests; no chain has smart accounts.
    config: Promise.resolve({
      apiUrl: 'http://127.0.0.1:1',
      allowedOrigins: ['http://127.0.0.1:*'],
      rpcUrls: {},
    }),
    session,
    chainId: 1,
    social: { frameUrl: 'http://127.0.0.1:8789/index.html', appOrigin: 'http://127.0.0.1:5173' },
    ...(approvals ? { approvals } : {}),
  })
  return { handlers, session }
}

describe('createFrameHandlers', () => {
  it("answers accounts and chain from the frame's own key, and refuses methods it does not pass on", async () => {
    const { handlers, session } = signedIn()
    const rpc = handlers.RPC_REQUEST
    if (!rpc) throw new Error('no RPC_REQUEST handler')
    const [address] = (await rpc({ method: 'eth_accounts' })) as string[]
    expect((await handlers.GET_USER?.(undefined))?.address).toBe(address)
    expect(session.keyFor('email:ada@example.com')).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await rpc({ method: 'eth_chainId' })).toBe('0x1')
    for (const method of [
      'eth_sign',
      'wallet_addEthereumChain',
      'eth_sendRawTransaction',
      'anvil_setBalance',
    ])
      await expect(rpc({ method, params: [] })).rejects.toThrow(
        `${method} is not supported by the embedded wallet`,
      )
    await expect(rpc({ method: 'personal_sign', params: ['0x00'] })).rejects.toThrow(
      'Invalid parameters for personal_sign',
    )
  })

  it('signs nothing without the approval page: a request without an approval id, or one the user rejects, is refused', async () => {
    const name = `approvals-${Math.random()}`
    const framePort = new BroadcastChannel(name)
    const page = new BroadcastChannel(name)
    const approvals = createFrameApprovals(framePort as unknown as ApprovalPort)
    const rpc = signedIn(approvals).handlers.RPC_REQUEST
    if (!rpc) throw new Error('no RPC_REQUEST handler')
    const [address] = (await rpc({ method: 'eth_accounts' })) as `0x${string}`[]
    const params = ['0x6869', address]
    const typed = {
      domain: { name: 'Test', chainId: 1 },
      types: { Note: [{ name: 'text', type: 'string' }] },
      primaryType: 'Note',
      message: { text: 'hi' },
    }
    const requests = {
      personal_sign: params,
      eth_signTypedData_v4: [address, JSON.stringify(typed)],
      eth_sendTransaction: [{ to: address, value: '0x1' }],
      solana_signMessage: { message: '8wr' },
    }
    for (const [method, methodParams] of Object.entries(requests))
      await expect(rpc({ method, params: methodParams })).rejects.toThrow(
        `${method} needs the user's approval in the wallet's window`,
      )
    // The approval page (same origin as the frame) decides: reject, then approve.
    const decisions = [false, true]
    page.addEventListener('message', (event) => {
      const message = approvalMessageSchema.safeParse(event.data)
      if (message.success && message.data.type === 'show')
        page.postMessage({ type: 'decide', approvalId: message.data.approvalId, approved: decisions.shift() })
    })
    await expect(rpc({ method: 'personal_sign', params, approvalId: '1'.repeat(32) })).rejects.toThrow(
      'User rejected the request',
    )
    const signature = (await rpc({
      method: 'personal_sign',
      params,
      approvalId: '2'.repeat(32),
    })) as `0x${string}`
    expect(await verifyMessage({ address: address as `0x${string}`, message: 'hi', signature })).toBe(true)
    approvals.stop()
    framePort.close()
    page.close()
  })

  it('asks for a sign-in before signing, and for a code request before a code', async () => {
    const handlers = createFrameHandlers({
      config: new Promise(() => {}),
      session: createFrameSession(localStorage),
      chainId: 1,
      social: { frameUrl: 'http://127.0.0.1:8789/index.html', appOrigin: 'http://127.0.0.1:5173' },
    })
    await expect(handlers.GET_USER?.(undefined)).rejects.toThrow('Not signed in')
    await expect(handlers.RPC_REQUEST?.({ method: 'eth_accounts' })).rejects.toThrow('Not signed in')
    await expect(handlers.CONNECT_OTP?.({ otp: '123456' })).rejects.toThrow('Request a code first')
  })

  it('reloads its page after answering RELOAD, and says so when it cannot', async () => {
    const reload = vi.fn()
    const options = {
      config: new Promise<never>(() => {}),
      session: createFrameSession(localStorage),
      chainId: 1,
      social: { frameUrl: 'http://127.0.0.1:8789/index.html', appOrigin: 'http://127.0.0.1:5173' },
    }
    const handlers = createFrameHandlers({ ...options, reload })
    await handlers.RELOAD?.(undefined)
    expect(reload).not.toHaveBeenCalled()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(reload).toHaveBeenCalledOnce()
    await expect(createFrameHandlers(options).RELOAD?.(undefined)).rejects.toThrow('This frame cannot reload')
  })

  it("describes a request in the app's language (SYNC_LOCALE, resolved to a catalog; none: the browser's)", async () => {
    const name = `approvals-${Math.random()}`
    const framePort = new BroadcastChannel(name)
    const page = new BroadcastChannel(name)
    const approvals = createFrameApprovals(framePort as unknown as ApprovalPort)
    const { handlers } = signedIn(approvals)
    const rpc = handlers.RPC_REQUEST
    if (!rpc) throw new Error('no RPC_REQUEST handler')
    const [address] = (await rpc({ method: 'eth_accounts' })) as string[]
    const shown: { title: string; heading: string | undefined; locale: string | undefined }[] = []
    page.addEventListener('message', (event) => {
      const message = approvalMessageSchema.safeParse(event.data)
      if (message.success && message.data.type === 'show') {
        const { display, locale, approvalId } = message.data
        shown.push({ title: display.title, heading: display.sections[1]?.heading, locale })
        page.postMessage({ type: 'decide', approvalId, approved: false })
      }
    })
    // Each is rejected on its page: only how it was described matters here.
    const sign = (approvalId: string) =>
      Promise.resolve(rpc({ method: 'personal_sign', params: ['0x6869', address], approvalId })).catch(
        () => {},
      )
    await handlers.SYNC_LOCALE?.({ locale: 'ja-JP' })
    await sign('1'.repeat(32))
    await handlers.SYNC_LOCALE?.({ locale: 'pt-BR' })
    await sign('2'.repeat(32))
    // Without a locale the frame follows the browser's languages (here the handlers' default: English).
    await handlers.SYNC_LOCALE?.({})
    await sign('3'.repeat(32))
    expect(shown).toEqual([
      { title: 'メッセージに署名', heading: 'メッセージ', locale: 'ja' },
      { title: 'Assinar uma mensagem', heading: 'Mensagem', locale: 'pt' },
      { title: 'Sign a message', heading: 'Message', locale: 'en' },
    ])
    approvals.stop()
    framePort.close()
    page.close()
  })
})

// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createFrameHandlers } from './createFrameHandlers.js'
import { createFrameSession } from './frameSession.js'

beforeEach(() => localStorage.clear())

function signedIn() {
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
})

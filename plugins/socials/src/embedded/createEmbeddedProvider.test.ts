// biome-ignore-all lint/correctness/noComponentHookFactories: the handlers are keyed by the protocol's upper-case event names; none is a component
import { describe, expect, it, vi } from 'vitest'
import type { FrameChannel } from '../frame/createFrameChannel.js'
import { createEmbeddedProvider, EmbeddedProviderError } from './createEmbeddedProvider.js'

const address = '0x52908400098527886E0F7030069857D2E4169EE7'

/** The frame's answers by event, and every request the provider made. */
function frameAnswering(answers: Record<string, (payload: unknown) => unknown>) {
  const calls: { event: string; payload: unknown; options: unknown }[] = []
  const channel = {
    async request(event: string, payload?: unknown, options?: unknown) {
      calls.push({ event, payload, options })
      const answer = answers[event]
      if (!answer) throw new Error(`unexpected ${event}`)
      return answer(payload)
    },
  } as unknown as FrameChannel
  return { channel, calls }
}

function providerWith(signedIn: boolean, answers: Record<string, (payload: unknown) => unknown> = {}) {
  const frame = frameAnswering(answers)
  const loads = vi.fn(async () => frame.channel)
  const onUser = vi.fn()
  const onSignedOut = vi.fn()
  const provider = createEmbeddedProvider({ signedIn: () => signedIn, channel: loads, onUser, onSignedOut })
  return { provider, loads, onUser, onSignedOut, calls: frame.calls }
}

describe('createEmbeddedProvider', () => {
  it('without a login on this device, reads no account and never loads the frame', async () => {
    const { provider, loads } = providerWith(false)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4100 })
    expect(loads).not.toHaveBeenCalled()
  })

  it("with a login, answers the frame user's address, and forgets a login the frame no longer has", async () => {
    const user = { address, chainId: 1, email: 'a@example.com' }
    const signedIn = providerWith(true, { IS_CONNECTED: () => ({ isConnected: true }), GET_USER: () => user })
    expect(await signedIn.provider.request({ method: 'eth_requestAccounts' })).toEqual([address])
    expect(signedIn.onUser).toHaveBeenCalledWith(user)

    const expired = providerWith(true, { IS_CONNECTED: () => ({ isConnected: false }) })
    expect(await expired.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(expired.onSignedOut).toHaveBeenCalledOnce()
  })

  it('switches chains through SWITCH_NETWORK and says so with chainChanged; an unknown chain is 4902', async () => {
    const { provider, calls } = providerWith(true, {
      SWITCH_NETWORK: (payload) => {
        if ((payload as { chainId: number }).chainId === 999) throw new Error('Chain 999 is not supported')
        return payload
      },
      GET_CHAIN_ID: () => ({ chainId: 42161 }),
    })
    const changed = vi.fn()
    provider.on('chainChanged', changed)
    expect(
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa4b1' }] }),
    ).toBe(null)
    expect(calls.at(-1)).toMatchObject({ event: 'SWITCH_NETWORK', payload: { chainId: 42161 } })
    expect(changed).toHaveBeenCalledWith('0xa4b1')
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0xa4b1')
    const error = await provider
      .request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x3e7' }] })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(EmbeddedProviderError)
    expect(error).toMatchObject({ code: 4902 })
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [] }),
    ).rejects.toMatchObject({
      code: -32602,
    })
  })

  it('sends other requests as RPC_REQUEST without a time-out, and revoking signs out (the cached login first)', async () => {
    const order: string[] = []
    const { provider, calls, onSignedOut } = providerWith(true, {
      RPC_REQUEST: () => '0xsigned',
      SIGN_OUT: () => order.push('SIGN_OUT'),
    })
    onSignedOut.mockImplementation(() => order.push('cleared'))
    expect(await provider.request({ method: 'personal_sign', params: ['0x00', address] })).toBe('0xsigned')
    expect(calls.at(-1)).toEqual({
      event: 'RPC_REQUEST',
      payload: { method: 'personal_sign', params: ['0x00', address] },
      options: { timeoutMs: 0 },
    })
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(order).toEqual(['cleared', 'SIGN_OUT'])
  })

  it('leaves the login alone when another namespace still uses the embedded wallet', async () => {
    const frame = frameAnswering({})
    const onSignedOut = vi.fn()
    const provider = createEmbeddedProvider({
      signedIn: () => true,
      channel: async () => frame.channel,
      onUser: () => {},
      onSignedOut,
      usedElsewhere: (namespace) => namespace === 'eip155',
    })
    expect(
      await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
    ).toBe(null)
    expect(frame.calls).toEqual([])
    expect(onSignedOut).not.toHaveBeenCalled()
  })

  it("wallet_revokePermissions with a permissionsContext (ERC-7715) is the frame's, after its page; without one it disconnects", async () => {
    const frame = frameAnswering({ RPC_REQUEST: () => null, SIGN_OUT: () => undefined })
    const onSignedOut = vi.fn()
    const shown: string[] = []
    const provider = createEmbeddedProvider({
      signedIn: () => true,
      channel: async () => frame.channel,
      onUser: vi.fn(),
      onSignedOut,
      showApproval: (approvalId) => {
        shown.push(approvalId)
        return () => {}
      },
    })
    const params = [{ permissionsContext: '0x1234' }]
    expect(await provider.request({ method: 'wallet_revokePermissions', params })).toBeNull()
    expect(frame.calls).toEqual([
      {
        event: 'RPC_REQUEST',
        payload: { method: 'wallet_revokePermissions', params, approvalId: shown[0] },
        options: expect.objectContaining({ timeoutMs: 0 }),
      },
    ])
    expect(onSignedOut).not.toHaveBeenCalled()

    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(frame.calls.at(-1)?.event).toBe('SIGN_OUT')
    expect(onSignedOut).toHaveBeenCalledOnce()
  })
})

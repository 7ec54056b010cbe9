import { foyerAccountSessionAbi } from '@foyer/devnet'
import { smartSessionGrantMessage } from '@foyer/service/messages'
import { decodeFunctionData, type Hex, hexToString, parseEther, stringToHex, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createSmartSessions } from './createSmartSessions.js'

const owner = privateKeyToAccount(`0x${'21'.repeat(32)}`)
const sessionKey = privateKeyToAccount(`0x${'22'.repeat(32)}`)
const account = '0x5555555555555555555555555555555555555555'

/** A smart account that records its UserOperations' calls and signs as its owner (what the frame's does, minus the chain). */
function fakeSmartAccount() {
  const sent: { to: string; data: Hex }[] = []
  return {
    sent,
    smart: {
      address: account,
      isDeployed: async () => true,
      signMessage: ({ raw }: { raw: Hex }) => owner.signMessage({ message: { raw } }),
      signTypedData: async () => '0x' as Hex,
      async sendTransaction(call: { to: string; data?: Hex }) {
        sent.push({ to: call.to, data: call.data ?? '0x' })
        return '0xabc' as Hex
      },
    },
  }
}

/** The service's session routes as a map of what was posted, answering like `addSessionRoutes`. */
function fakeService() {
  const calls: { path: string; method: string; body?: unknown }[] = []
  const stored: Record<string, unknown>[] = []
  return {
    calls,
    async callService(path: string, init: { method: 'GET' | 'POST'; body?: unknown }) {
      calls.push({ path, ...init })
      const url = new URL(path, 'http://service.test')
      if (init.method === 'POST' && url.pathname.endsWith('/revoke')) {
        const { pci } = init.body as { pci: string }
        for (const each of stored) if (each.pci === pci) each.revokedAt = 1
        return { success: true }
      }
      if (init.method === 'POST') {
        const body = init.body as Record<string, unknown>
        const pci = `pci-${stored.length + 1}`
        const session = {
          pci,
          project: { id: 'foyer-dev', ...(body.project as object) },
          expiry: body.expiry,
          createdAt: 1,
          permissions: body.permissions,
          policies: body.policies,
          context: stringToHex(pci),
        }
        stored.push(session)
        return session
      }
      return { pcis: stored }
    },
  }
}

const expiry = Math.floor(Date.now() / 1000) + 3600
const grantParams = [
  {
    chainId: '0x1',
    expiry,
    signer: { type: 'key', data: { type: 'secp256k1', publicKey: sessionKey.publicKey } },
    permissions: [{ type: 'native-token-transfer', data: { allowance: toHex(parseEther('0.01')) } }],
  },
]

describe('createSmartSessions (the frame: chain first, then the service)', () => {
  it('a grant registers the key on the account, stores the grant signed by the account, and answers its context', async () => {
    const { smart, sent } = fakeSmartAccount()
    const service = fakeService()
    const sessions = createSmartSessions({
      callService: service.callService,
      projectId: 'foyer-dev',
      app: () => ({ name: 'Demo', url: 'https://demo.example' }),
    })
    const prepared = sessions.prepareGrant(grantParams, 1, smart as never)
    expect(prepared.subject).toEqual({
      app: 'Demo (https://demo.example)',
      chainId: 1,
      account,
      sessionKey: sessionKey.address,
    })
    const answer = await sessions.grant(smart as never, prepared)
    expect(answer).toMatchObject({ ...grantParams[0], address: account, context: stringToHex('pci-1') })

    expect(sent).toHaveLength(1)
    expect(sent[0]?.to).toBe(account)
    const call = decodeFunctionData({ abi: foyerAccountSessionAbi, data: sent[0]?.data as Hex })
    expect(call).toMatchObject({
      functionName: 'addSession',
      args: [sessionKey.address, { validUntil: expiry, nativeLimit: parseEther('0.01'), targets: [] }],
    })

    const [post] = service.calls
    expect(post?.path).toBe(`/v1/sessions/${account}?projectId=foyer-dev&chainId=1`)
    const body = post?.body as Parameters<typeof smartSessionGrantMessage>[0] & { signature: Hex }
    expect(body.policies).toEqual([
      { type: 'foyer-session-key', data: { address: sessionKey.address, chainId: 1 } },
    ])
    const message = smartSessionGrantMessage({ ...body, account, projectId: 'foyer-dev' })
    expect(await owner.signMessage({ message })).toBe(body.signature)

    expect(await sessions.list(smart as never, 1)).toEqual([
      expect.objectContaining({ pci: 'pci-1', app: 'Demo', sessionKey: sessionKey.address, expiry }),
    ])
  })

  it('a revoke by context ends the key on chain, then in the service; the list no longer has it', async () => {
    const { smart, sent } = fakeSmartAccount()
    const service = fakeService()
    const sessions = createSmartSessions({
      callService: service.callService,
      projectId: 'foyer-dev',
      app: () => ({ name: 'Demo', url: 'https://demo.example' }),
    })
    const { context } = await sessions.grant(
      smart as never,
      sessions.prepareGrant(grantParams, 1, smart as never),
    )
    const { summary } = await sessions.prepareRevoke([{ permissionsContext: context }], 1, smart as never)
    expect(hexToString(context as Hex)).toBe(summary.pci)
    await sessions.revoke(smart as never, summary)
    expect(decodeFunctionData({ abi: foyerAccountSessionAbi, data: sent[1]?.data as Hex })).toEqual({
      functionName: 'revokeSession',
      args: [sessionKey.address],
    })
    const revoke = service.calls.find((call) => call.path.includes('/revoke'))
    expect(revoke?.body).toEqual({
      pci: summary.pci,
      signature: await owner.signMessage({ message: summary.pci }),
    })
    expect(await sessions.list(smart as never, 1)).toEqual([])
    await expect(
      sessions.prepareRevoke([{ permissionsContext: context }], 1, smart as never),
    ).rejects.toThrow('No active session with this context')
  })

  it('refuses a grant for another chain, another account, or one already ended', () => {
    const { smart } = fakeSmartAccount()
    const sessions = createSmartSessions({
      callService: async () => ({}),
      projectId: 'foyer-dev',
      app: () => ({ name: 'Demo', url: 'https://demo.example' }),
    })
    const [request] = grantParams
    expect(() => sessions.prepareGrant([{ ...request, chainId: '0x2' }], 1, smart as never)).toThrow(
      'The grant is for chain 2; the wallet is on chain 1',
    )
    expect(() => sessions.prepareGrant([{ ...request, address: owner.address }], 1, smart as never)).toThrow(
      'The address is not this account',
    )
    expect(() => sessions.prepareGrant([{ ...request, expiry: 1000 }], 1, smart as never)).toThrow(
      'The grant has already ended',
    )
  })
})

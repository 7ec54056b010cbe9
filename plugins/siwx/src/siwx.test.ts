import type { StorageLike } from '@foyer/core'
import { solana } from '@foyer/core/networks'
import { createTestKernel } from '@foyer/core/testing'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { hexToString, isHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, inject, it } from 'vitest'
import {
  cancelSignIn,
  getSiwxOptions,
  readStoredSessions,
  type SiwxOptions,
  signInWithX,
  siwx,
} from './exports/index.js'

const { serviceUrl, keys } = inject('siwxDevnet')

function setup(
  key: `0x${string}`,
  options: SiwxOptions = {},
  { refuse = false, storage }: { refuse?: boolean; storage?: StorageLike } = {},
) {
  const wallet = privateKeyToAccount(key)
  const plugin = siwx(options)
  const test = createTestKernel({
    projectId: 'foyer-dev',
    apiUrl: serviceUrl,
    plugins: [plugin],
    ...(storage ? { storage } : {}),
    adapter: {
      accounts: [wallet.address],
      answers: {
        personal_sign: async ({ params }: { params?: unknown }) => {
          if (refuse) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
          const [message] = params as [string]
          if (!isHex(message)) throw new Error('expected a hex message')
          return wallet.signMessage({ message: { raw: message } })
        },
      },
    },
  })
  return { test, wallet, storage: test.storage, context: test.context<typeof plugin>('siwx') }
}

const view = (test: ReturnType<typeof createTestKernel>) => test.kernel.store.getState().router

describe('Sign In With X against the reference service', () => {
  it('opens the sign view after connecting, signs in, and a reload finds the session the server checks', async () => {
    const { test, wallet, storage, context } = setup(keys[0] as `0x${string}`, {
      statement: 'Sign in to the demo',
    })
    await test.connect()
    expect(view(test)).toMatchObject({ open: true, view: 'SIWXSignMessage' })
    await signInWithX(context, getSiwxOptions(context))
    expect(context.getState().session).toBe('active')
    expect(view(test).open).toBe(false)
    const [stored] = readStoredSessions(context)
    expect(parseSiweMessage(stored?.message ?? '')).toMatchObject({
      address: wallet.address,
      chainId: 1,
      statement: 'Sign in to the demo',
    })
    const checked = await fetch(`${serviceUrl}/auth/siwx/sessions/${stored?.id}`)
    expect(checked.status).toBe(200)
    expect(await checked.json()).toMatchObject({ address: wallet.address, chainId: 'eip155:1' })
    test.destroy()

    const reloaded = setup(keys[0] as `0x${string}`, {}, { storage })
    await reloaded.test.connect()
    expect(reloaded.context.getState().session).toBe('active')
    expect(view(reloaded.test).open).toBe(false)
    reloaded.test.destroy()
  })

  it('with required sign-in: the modal cannot close, opening leads to the sign view, cancel disconnects', async () => {
    const { test, context } = setup(keys[1] as `0x${string}`, { required: true })
    await test.connect()
    expect(view(test).view).toBe('SIWXSignMessage')
    expect(context.closeModal()).toBe(false)
    expect(view(test).open).toBe(true)
    await cancelSignIn(context, { required: true })
    expect(context.getAccount().isConnected).toBe(false)
    expect(view(test).view).toBe('Connect')
    test.destroy()
  })

  it("keeps the view with 'Signature declined' when the wallet refuses", async () => {
    const { test, context } = setup(keys[2] as `0x${string}`, {}, { refuse: true })
    await test.connect()
    await signInWithX(context, getSiwxOptions(context))
    expect(context.getSnackbar()).toMatchObject({ open: true, message: 'Signature declined' })
    expect(view(test)).toMatchObject({ open: true, view: 'SIWXSignMessage' })
    expect(context.getState()).toMatchObject({ session: 'none', signing: false })
    test.destroy()
  })

  it('a session revoked on the server asks to sign in again after a reload', async () => {
    const first = setup(keys[3] as `0x${string}`)
    await first.test.connect()
    await signInWithX(first.context, getSiwxOptions(first.context))
    const [stored] = readStoredSessions(first.context)
    first.test.destroy()
    expect((await fetch(`${serviceUrl}/auth/siwx/sessions/${stored?.id}`, { method: 'DELETE' })).status).toBe(
      200,
    )

    const again = setup(keys[3] as `0x${string}`, {}, { storage: first.storage })
    await again.test.connect()
    expect(view(again.test)).toMatchObject({ open: true, view: 'SIWXSignMessage' })
    expect(readStoredSessions(again.context)).toEqual([])
    again.test.destroy()
  })

  it('uses a host config instead of the service when one is given (a host verifier)', async () => {
    const added: string[] = []
    const config = {
      createMessage: async ({ accountAddress, chainId }: { accountAddress: string; chainId: string }) => {
        const data = {
          accountAddress,
          chainId,
          domain: 'host.example',
          uri: 'https://host.example',
          version: '1',
          nonce: 'hostnonce1',
          issuedAt: new Date().toISOString(),
        }
        const { formatSiwxMessage } = await import('./formatSiwxMessage.js')
        return { ...data, toString: () => formatSiwxMessage(data) }
      },
      addSession: async (session: { message: string }) => {
        added.push(session.message)
      },
      revokeSession: async () => {},
      setSessions: async () => {},
      getSessions: async () => [],
    }
    const { test, context } = setup(keys[3] as `0x${string}`, { config })
    await test.connect()
    await signInWithX(context, getSiwxOptions(context))
    expect(added).toHaveLength(1)
    expect(parseSiweMessage(added[0] ?? '')).toMatchObject({ domain: 'host.example', nonce: 'hostnonce1' })
    test.destroy()
  })

  it('signs a Solana account in with the CAIP-122 message; the service checks the ed25519 signature', async () => {
    const secret = ed25519.utils.randomSecretKey()
    const address = base58.encode(ed25519.getPublicKey(secret))
    const plugin = siwx()
    const test = createTestKernel({
      projectId: 'foyer-dev',
      apiUrl: serviceUrl,
      networks: [solana],
      plugins: [plugin],
      adapter: {
        namespace: 'solana',
        accounts: [address],
        answers: {
          solana_signMessage: ({ params }: { params?: unknown }) => {
            const { message } = params as { message: string }
            return { signature: base58.encode(ed25519.sign(base58.decode(message), secret)) }
          },
        },
      },
    })
    const context = test.context<typeof plugin>('siwx')
    await test.connect()
    expect(view(test).view).toBe('SIWXSignMessage')
    await signInWithX(context, getSiwxOptions(context))
    expect(context.getState().session).toBe('active')
    const [stored] = readStoredSessions(context)
    expect(stored?.message.split('\n')[0]).toBe('localhost wants you to sign in with your Solana account:')
    const checked = (await (await fetch(`${serviceUrl}/auth/siwx/sessions/${stored?.id}`)).json()) as object
    expect(checked).toMatchObject({ address, chainId: solana.caipNetworkId })
    test.destroy()
  })
})

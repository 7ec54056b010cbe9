import { createTestKernel } from '@foyer/core/testing'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { isHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { parseSiweMessage } from 'viem/siwe'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  DefaultSIWX,
  getSiwxOptions,
  LocalStorage,
  ReownAuthentication,
  type SIWXConfig,
  type SIWXSession,
  SolanaVerifier,
  signInWithX,
  siwx,
} from './exports/index.js'

const { serviceUrl, keys } = inject('siwxDevnet')

function setup(key: `0x${string}`, config: SIWXConfig) {
  const wallet = privateKeyToAccount(key)
  const plugin = siwx()
  const test = createTestKernel({
    projectId: 'foyer-dev',
    apiUrl: serviceUrl,
    plugins: [plugin],
    siwx: config,
    adapter: {
      accounts: [wallet.address],
      answers: {
        personal_sign: async ({ params }: { params?: unknown }) => {
          const [message] = params as [string]
          if (!isHex(message)) throw new Error('expected a hex message')
          return wallet.signMessage({ message: { raw: message } })
        },
      },
    },
  })
  return { test, wallet, context: test.context<typeof plugin>('siwx') }
}

/** The browser's `localStorage`, which Node lacks (jsdom's realm breaks viem's byte checks). */
class MemoryStorage {
  private readonly items = new Map<string, string>()
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value))
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  clear() {
    this.items.clear()
  }
}
const localStorage = new MemoryStorage()
beforeAll(() => {
  ;(globalThis as { localStorage?: unknown }).localStorage = localStorage
})
afterAll(() => {
  delete (globalThis as { localStorage?: unknown }).localStorage
})
afterEach(() => localStorage.clear())

describe("AppKit's DefaultSIWX, its parts and ReownAuthentication", () => {
  it('DefaultSIWX: signs in (for the page’s host; localhost outside a page), keeps the session in localStorage, and a reload finds it', async () => {
    const key = generatePrivateKey()
    const { test, wallet, context } = setup(key, new DefaultSIWX())
    await test.connect()
    expect(test.kernel.store.getState().router.view).toBe('SIWXSignMessage')
    // DefaultSIWX's getRequired() is true, as AppKit's: the modal stays until the account signs in.
    expect(context.closeModal()).toBe(false)
    await signInWithX(context, getSiwxOptions(context))
    expect(context.getState().session).toBe('active')
    const [stored] = JSON.parse(localStorage.getItem('@foyer/siwx') ?? '[]') as SIWXSession[]
    expect(parseSiweMessage(stored?.message ?? '')).toMatchObject({
      address: wallet.address,
      chainId: 1,
      domain: 'localhost',
    })
    test.destroy()

    const again = setup(key, new DefaultSIWX())
    await again.test.connect()
    expect(again.context.getState().session).toBe('active')
    again.test.destroy()
  })

  it('DefaultSIWX: a stored session whose signature is not the account’s is dropped, and the account signs again', async () => {
    const key = generatePrivateKey()
    const account = privateKeyToAccount(key)
    const forger = privateKeyToAccount(generatePrivateKey())
    const message = 'localhost wants you to sign in with your Ethereum account:'
    const forged: SIWXSession = {
      data: {
        accountAddress: account.address,
        chainId: 'eip155:1',
        domain: 'localhost',
        uri: 'http://localhost/',
        version: '1',
        nonce: 'abcdefgh1',
      },
      message,
      signature: await forger.signMessage({ message }),
    }
    localStorage.setItem('@foyer/siwx', JSON.stringify([forged]))
    const { test } = setup(key, new DefaultSIWX())
    await test.connect()
    expect(test.kernel.store.getState().router.view).toBe('SIWXSignMessage')
    expect(JSON.parse(localStorage.getItem('@foyer/siwx') ?? '[]')).toEqual([])
    test.destroy()
  })

  it('LocalStorage leaves out expired and not-yet-valid sessions, and reads garbage as none', async () => {
    const storage = new LocalStorage({ key: 'k' })
    const data = { accountAddress: 'a', chainId: 'eip155:1', domain: 'd', uri: 'u', version: '1', nonce: 'n' }
    await storage.set([
      {
        data: { ...data, expirationTime: new Date(Date.now() - 1000).toISOString() },
        message: 'old',
        signature: '',
      },
      {
        data: { ...data, notBefore: new Date(Date.now() + 60_000).toISOString() },
        message: 'later',
        signature: '',
      },
      { data, message: 'now', signature: '' },
    ])
    expect((await storage.get('eip155:1', 'a')).map((session) => session.message)).toEqual(['now'])
    localStorage.setItem('k', '{"not":"a list"}')
    expect(await storage.get('eip155:1', 'a')).toEqual([])
  })

  it('SolanaVerifier checks an ed25519 signature by the address’s key', async () => {
    const secret = ed25519.utils.randomSecretKey()
    const address = base58.encode(ed25519.getPublicKey(secret))
    const message = 'app.example wants you to sign in with your Solana account:'
    const signature = base58.encode(ed25519.sign(new TextEncoder().encode(message), secret))
    const data = {
      accountAddress: address,
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      domain: 'd',
      uri: 'u',
      version: '1',
      nonce: 'n',
    }
    const verifier = new SolanaVerifier()
    expect(await verifier.verify({ data, message, signature })).toBe(true)
    expect(await verifier.verify({ data, message: `${message}!`, signature })).toBe(false)
  })

  it('ReownAuthentication (FoyerAuthentication) made without apiUrl signs in through the app’s service', async () => {
    const { test, wallet, context } = setup(keys[0] as `0x${string}`, new ReownAuthentication())
    await test.connect()
    await signInWithX(context, getSiwxOptions(context))
    expect(context.getState().session).toBe('active')
    const [stored] = JSON.parse(localStorage.getItem('@foyer/siwx-auth') ?? '[]') as SIWXSession[]
    const checked = await fetch(`${serviceUrl}/auth/siwx/sessions/${stored?.id}`)
    expect(checked.status).toBe(200)
    expect(await checked.json()).toMatchObject({ address: wallet.address, chainId: 'eip155:1' })
    test.destroy()
  })
})

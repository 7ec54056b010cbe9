import { createTestKernel } from '@foyer/core/testing'
import { isHex, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { generateSiweNonce, parseSiweMessage } from 'viem/siwe'
import { describe, expect, inject, it, vi } from 'vitest'
import {
  type AppKitSIWEClient,
  createSIWEConfig,
  formatMessage,
  getAddressFromMessage,
  getChainIdFromMessage,
  getDidAddress,
  getDidChainId,
  getSiwxOptions,
  type SIWEConfig,
  type SIWESession,
  signInWithX,
  siwx,
  verifySignature,
} from './exports/index.js'

const { serviceUrl, keys } = inject('siwxDevnet')

/**
 * An app's own SIWE server as AppKit's docs have apps write one: nonces it issued, messages checked against them and
 * verified, one session at a time.
 */
function appServer(overrides: Partial<SIWEConfig> = {}) {
  const nonces = new Set<string>()
  let session: SIWESession | null = null
  const calls: string[] = []
  const config: SIWEConfig = {
    getMessageParams: async () => ({
      domain: 'app.example',
      uri: 'https://app.example/login',
      chains: [1],
      statement: 'Sign in to the example app',
    }),
    getNonce: async () => {
      const nonce = generateSiweNonce()
      nonces.add(nonce)
      return nonce
    },
    createMessage: ({ address, ...args }) => formatMessage(args, address),
    verifyMessage: async ({ message, signature }) => {
      const fields = parseSiweMessage(message)
      if (!fields.address || !fields.nonce || !nonces.delete(fields.nonce) || !isHex(signature)) return false
      const valid = await verifyMessage({ address: fields.address, message, signature })
      if (valid) session = { address: fields.address, chainId: fields.chainId ?? 1 }
      return valid
    },
    getSession: async () => session,
    signOut: async () => {
      calls.push('signOut')
      session = null
      return true
    },
    onSignIn: (signedIn) => calls.push(`onSignIn ${signedIn?.address} ${signedIn?.chainId}`),
    onSignOut: () => calls.push('onSignOut'),
    ...overrides,
  }
  return { config, calls, session: () => session }
}

function setup(key: `0x${string}`, siweConfig: AppKitSIWEClient) {
  const wallet = privateKeyToAccount(key)
  const plugin = siwx()
  const test = createTestKernel({
    projectId: 'foyer-dev',
    apiUrl: serviceUrl,
    plugins: [plugin],
    siweConfig,
    adapter: {
      accounts: [wallet.address],
      answers: {
        personal_sign: async ({ params }: { params?: unknown }) => {
          const [message] = params as [`0x${string}`]
          return wallet.signMessage({ message: { raw: message } })
        },
      },
    },
  })
  return { test, wallet, context: test.context<typeof plugin>('siwx') }
}

describe("AppKit's siweConfig (createSIWEConfig) through the SIWX plugin", () => {
  it('opens ConnectingSiwe after connecting, signs the app server’s message, and the server’s session counts', async () => {
    const server = appServer()
    const { test, wallet, context } = setup(keys[3] as `0x${string}`, createSIWEConfig(server.config))
    await test.connect()
    expect(test.kernel.store.getState().router).toMatchObject({ open: true, view: 'ConnectingSiwe' })
    // required by default, as AppKit's: the modal stays until the account signs in.
    expect(context.closeModal()).toBe(false)
    await signInWithX(context, getSiwxOptions(context))
    expect(context.getState().session).toBe('active')
    expect(server.session()).toEqual({ address: wallet.address, chainId: 1 })
    expect(server.calls).toEqual([`onSignIn ${wallet.address} 1`])
    test.destroy()

    // The next page load asks the server, finds the session and asks for nothing.
    const again = setup(keys[3] as `0x${string}`, createSIWEConfig(server.config))
    await again.test.connect()
    expect(again.context.getState().session).toBe('active')
    expect(again.test.kernel.store.getState().router.open).toBe(false)
    again.test.destroy()
  })

  it('signs out of a session of another account (signOutOnAccountChange) and asks the new one to sign in', async () => {
    const server = appServer()
    const other = privateKeyToAccount(generatePrivateKey())
    const client = createSIWEConfig({
      ...server.config,
      getSession: async () => ({ address: other.address, chainId: 1 }),
    })
    const { test } = setup(keys[2] as `0x${string}`, client)
    await test.connect()
    expect(server.calls).toEqual(['signOut', 'onSignOut'])
    expect(test.kernel.store.getState().router.view).toBe('ConnectingSiwe')
    test.destroy()
  })

  it('with enabled: false asks for nothing after connecting', async () => {
    const server = appServer()
    const getNonce = vi.fn(server.config.getNonce)
    const { test, context } = setup(
      keys[1] as `0x${string}`,
      createSIWEConfig({ ...server.config, getNonce, enabled: false }),
    )
    await test.connect()
    expect(test.kernel.store.getState().router.open).toBe(false)
    expect(context.getState().session).toBe('unknown')
    expect(getNonce).not.toHaveBeenCalled()
    test.destroy()
  })

  it('refuses a config without one of the calls, naming it', () => {
    const { verifyMessage: _left, ...config } = appServer().config
    expect(() => createSIWEConfig(config as SIWEConfig)).toThrow(
      /Invalid siweConfig: verifyMessage: Expected a function/,
    )
  })
})

describe("AppKit's SIWE helpers", () => {
  const account = privateKeyToAccount(generatePrivateKey())
  const iss = `did:pkh:eip155:10:${account.address.toLowerCase()}`

  it('formats an EIP-4361 message for a did:pkh account and reads its address and network back', () => {
    const message = formatMessage(
      {
        domain: 'app.example',
        uri: 'https://app.example',
        nonce: 'abcdefgh12',
        version: '1',
        iat: '2026-01-01T00:00:00.000Z',
        statement: 'Hi',
      },
      iss,
    )
    expect(message).toContain(
      `app.example wants you to sign in with your Ethereum account:\n${account.address}\n\nHi\n`,
    )
    expect(getAddressFromMessage(message)).toBe(account.address)
    expect(getChainIdFromMessage(message)).toBe('eip155:10')
    expect(getDidAddress(iss)).toBe(account.address.toLowerCase())
    expect(getDidChainId(iss)).toBe('10')
  })

  it('refuses what is not a did:pkh id, and a statement that would add a line', () => {
    expect(() => getDidAddress(account.address)).toThrow(/Not a did:pkh account id/)
    expect(() =>
      formatMessage(
        {
          domain: 'app.example',
          uri: 'https://app.example',
          nonce: 'abcdefgh12',
          version: '1',
          statement: 'a\nURI: https://evil.example',
        },
        iss,
      ),
    ).toThrow(/Invalid SIWE message/)
  })

  it('verifies an account’s signature, and says false (not a throw) for another’s or for garbage', async () => {
    const message = 'Sign in'
    const signature = await account.signMessage({ message })
    expect(await verifySignature({ address: account.address, message, signature, chainId: 'eip155:1' })).toBe(
      true,
    )
    const stranger = privateKeyToAccount(generatePrivateKey()).address
    expect(await verifySignature({ address: stranger, message, signature, chainId: '1' })).toBe(false)
    expect(
      await verifySignature({ address: account.address, message, signature: 'nope', chainId: '1' }),
    ).toBe(false)
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import { createTestAdapter, evmAddress, solanaAddress } from '../../test/createTestAdapter.js'
import { connect } from '../actions/connect.js'
import { destroyKernel } from '../actions/destroyKernel.js'
import { getAccount } from '../actions/getAccount.js'
import { switchNetwork } from '../actions/switchNetwork.js'
import { mainnet } from '../chains/definitions/mainnet.js'
import { sepolia } from '../chains/definitions/sepolia.js'
import { solana } from '../chains/definitions/solana.js'
import { createKernel, type Kernel } from '../createKernel.js'
import { startTestServer, type TestServer } from '../net/startTestServer.test-utils.js'
import { definePlugin, type PluginContext } from '../plugins/FoyerPlugin.js'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

async function setup(): Promise<{ kernel: Kernel; server: TestServer }> {
  const server = await startTestServer((request) =>
    request.path === `/v1/identity/${evmAddress}`
      ? { body: { name: 'alice.eth', avatar: 'http://127.0.0.1/alice.png' } }
      : { status: 404, body: { message: 'not found' } },
  )
  const kernel = createKernel({
    projectId: 'identity',
    clientId: 'client-7',
    apiUrl: server.url,
    networks: [mainnet, sepolia, solana],
    adapters: [
      createTestAdapter('eip155', { address: evmAddress, chainId: 1, calls: [] }),
      createTestAdapter('solana', { address: solanaAddress, chainId: solana.id, calls: [] }),
    ],
  })
  cleanups.push(
    () => destroyKernel(kernel),
    () => server.close(),
  )
  return { kernel, server }
}

const profile = (kernel: Kernel, namespace: 'eip155' | 'solana') => {
  const account = kernel.store.getState().accounts[namespace]
  return { name: account?.profileName ?? null, image: account?.profileImage ?? null }
}

describe('identity sync', () => {
  it('looks up EVM accounts on non-testnet chains, clears on testnets, and never asks for Solana', async () => {
    const { kernel, server } = await setup()
    await connect(kernel, { namespace: 'eip155', connectorId: 'test' })
    await expect.poll(() => profile(kernel, 'eip155').name).toBe('alice.eth')
    expect(profile(kernel, 'eip155').image).toBe('http://127.0.0.1/alice.png')

    await switchNetwork(kernel, sepolia)
    await expect.poll(() => profile(kernel, 'eip155')).toEqual({ name: null, image: null })

    await switchNetwork(kernel, mainnet)
    await expect.poll(() => profile(kernel, 'eip155').name).toBe('alice.eth')
    // Cached for 5 minutes: one lookup for both connects to mainnet.
    expect(server.requests.filter((request) => request.path.startsWith('/v1/identity/'))).toHaveLength(1)

    await connect(kernel, { namespace: 'solana', connectorId: 'test' })
    expect(getAccount(kernel, { namespace: 'solana' }).status).toBe('connected')
    expect(profile(kernel, 'solana')).toEqual({ name: null, image: null })
    expect(profile(kernel, 'eip155').name).toBe('alice.eth')
    expect(server.requests.some((request) => request.path.includes(solanaAddress))).toBe(false)
    expect(server.requests.every((request) => request.query.clientId === 'client-7')).toBe(true)
  })

  it("a plugin's refreshIdentity looks the account up again past the cache", async () => {
    let name = 'before.eth'
    const server = await startTestServer((request) =>
      request.path === `/v1/identity/${evmAddress}`
        ? { body: { name, avatar: null } }
        : { status: 404, body: {} },
    )
    let context: PluginContext | undefined
    const kernel = createKernel({
      projectId: 'identity',
      apiUrl: server.url,
      networks: [mainnet],
      adapters: [createTestAdapter('eip155', { address: evmAddress, chainId: 1, calls: [] })],
      plugins: [
        definePlugin({
          name: 'registrar',
          setup: (pluginContext) => {
            context = pluginContext
            return undefined
          },
        }),
      ],
    })
    cleanups.push(
      () => destroyKernel(kernel),
      () => server.close(),
    )
    await connect(kernel, { namespace: 'eip155', connectorId: 'test' })
    await expect.poll(() => profile(kernel, 'eip155').name).toBe('before.eth')
    name = 'after.eth'
    context?.refreshIdentity()
    await expect.poll(() => profile(kernel, 'eip155').name).toBe('after.eth')
    expect(server.requests.filter((request) => request.path.startsWith('/v1/identity/'))).toHaveLength(2)
  })

  it('refuses a clientId outside 1-256 characters of A-Z a-z 0-9 . _ : -', () => {
    expect(() => createKernel({ projectId: 'identity', networks: [mainnet], clientId: 'bad id' })).toThrow(
      /clientId/,
    )
    expect(() =>
      createKernel({ projectId: 'identity', networks: [mainnet], clientId: 'x'.repeat(257) }),
    ).toThrow(/clientId/)
  })
})

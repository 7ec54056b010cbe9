import {
  type EvmDevnet,
  type StartBundlerReturnType,
  startAltoBundler,
  startBundler,
  startEvmChains,
} from '@foyer/devnet'
import { createPublicClient, defineChain, http, parseEther, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSmartAccount, smartAccountFactoryAbi } from './createSmartAccount.js'

let devnet: EvmDevnet
let bundler: StartBundlerReturnType
let alto: StartBundlerReturnType
beforeAll(async () => {
  devnet = await startEvmChains({ chains: [1], basePort: 0 })
  const [chain] = devnet.chains
  if (!chain) throw new Error('no chain')
  const chains = [{ chainId: 1, rpcUrl: chain.rpcUrl, entryPoint: chain.entryPoint }]
  bundler = await startBundler({ chains })
  alto = await startAltoBundler({ chains })
}, 120_000)
afterAll(async () => {
  await alto?.stop()
  await bundler?.stop()
  await devnet?.stop()
})

function setup(bundlerUrl = bundler.url) {
  const chain = devnet.chains[0]
  if (!chain) throw new Error('no chain')
  const viemChain = defineChain({
    id: 1,
    name: 'Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const client = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) })
  const owner = privateKeyToAccount(generatePrivateKey())
  const open = () =>
    createSmartAccount({
      owner,
      chain: viemChain,
      rpcUrl: chain.rpcUrl,
      setup: { entryPoint: chain.entryPoint, factory: chain.accountFactory, bundlerUrl: `${bundlerUrl}/1` },
    })
  return { chain, client, owner, open }
}

describe('createSmartAccount (EntryPoint v0.7, FoyerAccountFactory, the devnet bundler)', () => {
  it.each([
    ['Alto', () => alto.url],
    ['the stand-in bundler', () => bundler.url],
  ])(
    'signs before and after deployment (ERC-6492, then ERC-1271) and sends ETH as a UserOperation through %s',
    async (_name, bundlerUrl) => {
      const { chain, client, owner, open } = setup(bundlerUrl())
      const smart = await open()
      expect(smart.address).toBe(
        await client.readContract({
          address: chain.accountFactory,
          abi: smartAccountFactoryAbi,
          functionName: 'getAddress',
          args: [owner.address, 0n],
        }),
      )
      expect(await smart.isDeployed()).toBe(false)
      const message = 'Hello from the Foyer smart account'
      const raw = toHex(message)
      const early = await smart.signMessage({ raw })
      expect(await client.verifyMessage({ address: smart.address, message, signature: early })).toBe(true)

      await client.request({
        method: 'anvil_setBalance' as never,
        params: [smart.address, toHex(parseEther('1'))] as never,
      })
      const recipient = privateKeyToAccount(generatePrivateKey()).address
      const hash = await smart.sendTransaction({ to: recipient, value: parseEther('0.1') })
      expect((await client.getTransactionReceipt({ hash })).status).toBe('success')
      expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.1'))
      expect(await smart.isDeployed()).toBe(true)

      const late = await smart.signMessage({ raw })
      expect(await client.verifyMessage({ address: smart.address, message, signature: late })).toBe(true)
      const stranger = await privateKeyToAccount(generatePrivateKey()).sign({
        hash: (await import('viem')).hashMessage(message),
      })
      expect(await client.verifyMessage({ address: smart.address, message, signature: stranger })).toBe(false)
    },
    // A UserOperation through Alto (a process of its own, bundling on its own clock) took over 30 s on a busy 2-core
    // machine.
    120_000,
  )

  it('the bundler names what is wrong with a malformed UserOperation, and refuses another EntryPoint', async () => {
    const post = async (body: unknown) =>
      (await (
        await fetch(`${bundler.url}/1`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json()) as { error?: { message: string }; result?: unknown }
    const entryPoint = devnet.chains[0]?.entryPoint
    expect(
      await post({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
    ).toMatchObject({
      result: [entryPoint],
    })
    const malformed = await post({
      jsonrpc: '2.0',
      id: 2,
      method: 'eth_sendUserOperation',
      params: [{ sender: '0x1234', nonce: '0x0' }, entryPoint],
    })
    expect(malformed.error?.message).toMatch(/^Invalid UserOperation/)
    expect(malformed.error?.message).toContain('sender')
    const otherEntryPoint = await post({
      jsonrpc: '2.0',
      id: 3,
      method: 'eth_supportedEntryPoints_nope',
      params: [],
    })
    expect(otherEntryPoint.error?.message).toContain('not supported by the devnet bundler')
  })
})

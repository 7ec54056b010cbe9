import { getFreePort } from '@foyer/service/testing'
import { SignClient } from '@walletconnect/sign-client'
import { createPublicClient, type Hex, http, parseEther, toHex, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { defaultMnemonic, deriveDevAccounts } from '../../evm/deriveDevAccounts.js'
import { type StartAnvilReturnType, startAnvil } from '../../evm/startAnvil.js'
import { type StartRelayReturnType, startRelay } from '../../relay/startRelay.js'
import { createDevEvmProvider } from '../evm/createDevEvmProvider.js'
import { createMemoryKeyValueStorage } from './createMemoryKeyValueStorage.js'
import { createWalletConnectDevWallet, type DevWalletConnectEvent } from './createWalletConnectDevWallet.js'

type SignClientInstance = Awaited<ReturnType<typeof SignClient.init>>

const devAccounts = deriveDevAccounts(defaultMnemonic, 2)
const owner = devAccounts[0] ?? raise('no dev account 0')
const recipient = devAccounts[1] ?? raise('no dev account 1')

function raise(message: string): never {
  throw new Error(message)
}

let relay: StartRelayReturnType
let anvils: StartAnvilReturnType[] = []
const clients: SignClientInstance[] = []
const previousIsVitest = process.env.IS_VITEST

beforeAll(async () => {
  // The Sign client skips its Verify API calls when IS_VITEST is 'true' (see OFFLINE.md).
  process.env.IS_VITEST = 'true'
  relay = await startRelay()
  anvils = await Promise.all(
    [1, 8453].map(async (chainId) =>
      startAnvil({ chainId, port: await getFreePort(), mnemonic: defaultMnemonic }),
    ),
  )
})

afterEach(async () => {
  for (const client of clients.splice(0)) {
    client.core.heartbeat.stop()
    await client.core.relayer.transportClose().catch(() => {})
  }
})

afterAll(async () => {
  await relay?.stop()
  await Promise.all(anvils.map((anvil) => anvil.stop()))
  if (previousIsVitest === undefined) delete process.env.IS_VITEST
  else process.env.IS_VITEST = previousIsVitest
})

async function initSignClient(role: string): Promise<SignClientInstance> {
  const client = await SignClient.init({
    relayUrl: relay.url,
    projectId: 'foyer-devnet',
    customStoragePrefix: `${role}-${crypto.randomUUID()}`,
    storage: createMemoryKeyValueStorage(),
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: `Foyer ${role}`, description: role, url: 'http://127.0.0.1', icons: [] },
  })
  clients.push(client)
  return client
}

describe('createWalletConnectDevWallet', () => {
  it('approves a dapp session on the local relay, signs, sends, switches chain and disconnects', async () => {
    const [mainnet, base] = anvils as [StartAnvilReturnType, StartAnvilReturnType]
    const evm = createDevEvmProvider({
      privateKey: owner.privateKey,
      chains: [
        { chainId: 1, rpcUrl: mainnet.rpcUrl },
        { chainId: 8453, rpcUrl: base.rpcUrl },
      ],
      autoConnect: true,
    })
    const wallet = createWalletConnectDevWallet({
      signClient: await initSignClient('wallet'),
      evm,
      evmChainIds: [1, 8453],
    })
    const events: DevWalletConnectEvent['type'][] = []
    wallet.subscribe((event) => events.push(event.type))
    const dapp = await initSignClient('dapp')
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: {
          chains: ['eip155:1', 'eip155:8453'],
          methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
          events: ['chainChanged', 'accountsChanged'],
        },
      },
    })
    await wallet.pair(uri ?? '')
    const session = await approval()
    expect(session.namespaces.eip155?.accounts).toEqual([
      `eip155:1:${owner.address}`,
      `eip155:8453:${owner.address}`,
    ])
    expect(wallet.sessions()).toEqual([
      { topic: session.topic, peer: 'Foyer dapp', accounts: session.namespaces.eip155?.accounts },
    ])

    const message = 'Sign in to Foyer over WalletConnect'
    const signature = await dapp.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: [toHex(message), owner.address] },
    })
    expect(await verifyMessage({ address: owner.address, message, signature })).toBe(true)

    // A request for another chain switches the wallet to it first, and the transaction lands there.
    const hash = await dapp.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:8453',
      request: {
        method: 'eth_sendTransaction',
        params: [{ from: owner.address, to: recipient.address, value: toHex(parseEther('0.25')) }],
      },
    })
    const receipt = await createPublicClient({ transport: http(base.rpcUrl) }).waitForTransactionReceipt({
      hash,
      pollingInterval: 50,
    })
    expect(receipt.status).toBe('success')
    expect(await evm.request({ method: 'eth_chainId' })).toBe('0x2105')

    const unknownChain = dapp.request({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] },
    })
    await expect(unknownChain).rejects.toMatchObject({ code: 4902 })

    const deleted = new Promise<{ topic: string }>((resolve) => dapp.once('session_delete', resolve))
    await wallet.disconnect()
    expect((await deleted).topic).toBe(session.topic)
    expect(wallet.sessions()).toEqual([])
    expect(events).toEqual(['proposal', 'session', 'request', 'request', 'request', 'deleted'])
  }, 30_000)

  it('answers 4001 to the dapp when the dev key is told to reject', async () => {
    const [mainnet] = anvils as [StartAnvilReturnType]
    const evm = createDevEvmProvider({
      privateKey: owner.privateKey,
      chains: [{ chainId: 1, rpcUrl: mainnet.rpcUrl }],
      autoConnect: true,
      reject: (method) => method === 'personal_sign',
    })
    const wallet = createWalletConnectDevWallet({
      signClient: await initSignClient('wallet'),
      evm,
      evmChainIds: [1],
    })
    const dapp = await initSignClient('dapp')
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } },
    })
    await wallet.pair(uri ?? '')
    const session = await approval()
    const refused = dapp.request({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: ['0x01', owner.address] },
    })
    await expect(refused).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
  }, 30_000)
})

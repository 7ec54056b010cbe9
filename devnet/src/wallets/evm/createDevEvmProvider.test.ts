import { getFreePort } from '@foyer/service/testing'
import {
  createPublicClient,
  createWalletClient as createViemWalletClient,
  custom,
  http,
  parseEther,
  recoverTypedDataAddress,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { mainnet } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultMnemonic, deriveDevAccounts } from '../../evm/deriveDevAccounts.js'
import { type StartAnvilReturnType, startAnvil } from '../../evm/startAnvil.js'
import { WalletRpcError } from '../walletErrors.js'
import { createDevEvmProvider } from './createDevEvmProvider.js'

const devAccounts = deriveDevAccounts(defaultMnemonic, 2)
const owner = devAccounts[0] ?? raise('no dev account 0')
const recipient = devAccounts[1] ?? raise('no dev account 1')

function raise(message: string): never {
  throw new Error(message)
}

let anvils: StartAnvilReturnType[] = []
const rpcUrl = (chainId: number) => {
  const anvil = anvils.find((candidate) => candidate.chainId === chainId)
  if (!anvil) throw new Error(`no anvil for ${chainId}`)
  return anvil.rpcUrl
}

beforeAll(async () => {
  anvils = await Promise.all(
    [1, 8453, 10].map(async (chainId) =>
      startAnvil({ chainId, port: await getFreePort(), mnemonic: defaultMnemonic }),
    ),
  )
})

afterAll(async () => {
  await Promise.all(anvils.map((anvil) => anvil.stop()))
})

function createProvider(options: { reject?: boolean | ((method: string) => boolean) } = {}) {
  return createDevEvmProvider({
    privateKey: owner.privateKey,
    chains: [
      { chainId: 1, rpcUrl: rpcUrl(1) },
      { chainId: 8453, rpcUrl: rpcUrl(8453) },
    ],
    ...options,
  })
}

async function rpcErrorOf(promise: Promise<unknown>): Promise<WalletRpcError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(WalletRpcError)
  return error as WalletRpcError
}

describe('createDevEvmProvider', () => {
  it('connects on eth_requestAccounts and reports the chain', async () => {
    const provider = createProvider()
    const changes: unknown[] = []
    provider.on('accountsChanged', (accounts) => changes.push(accounts))
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([owner.address])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([owner.address])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(changes).toEqual([[owner.address]])
    expect(provider.isFoyerDev).toBe(true)
  })

  it('signs personal_sign and typed data that viem verifies', async () => {
    const provider = createProvider()
    await provider.request({ method: 'eth_requestAccounts' })
    const message = 'Sign in to Foyer'
    const hexMessage = `0x${Buffer.from(message).toString('hex')}`
    const signature = await provider.request({ method: 'personal_sign', params: [hexMessage, owner.address] })
    expect(
      await verifyMessage({ address: owner.address, message, signature: signature as `0x${string}` }),
    ).toBe(true)

    const typedData = {
      domain: { name: 'Foyer', version: '1', chainId: 1, verifyingContract: recipient.address },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Mail: [
          { name: 'to', type: 'address' },
          { name: 'amount', type: 'uint256' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      message: { to: recipient.address, amount: '1000000000000000000000', contents: 'hello' },
    } as const
    const typedSignature = (await provider.request({
      method: 'eth_signTypedData_v4',
      params: [owner.address, JSON.stringify(typedData)],
    })) as `0x${string}`
    const { EIP712Domain: _, ...types } = typedData.types
    const verified = await verifyTypedData({
      address: owner.address,
      domain: typedData.domain,
      types,
      primaryType: 'Mail',
      message: { ...typedData.message, amount: 10n ** 21n },
      signature: typedSignature,
    })
    expect(verified).toBe(true)
  })

  it('works as the transport of a viem wallet client', async () => {
    const provider = createProvider()
    const client = createViemWalletClient({ chain: mainnet, transport: custom(provider) })
    const [address] = await client.requestAddresses()
    expect(address).toBe(owner.address)
    const typedSignature = await client.signTypedData({
      account: owner.address,
      domain: { name: 'Foyer', chainId: 1 },
      types: { Vote: [{ name: 'weight', type: 'uint256' }] },
      primaryType: 'Vote',
      message: { weight: 2n ** 200n },
    })
    const signer = await recoverTypedDataAddress({
      domain: { name: 'Foyer', chainId: 1 },
      types: { Vote: [{ name: 'weight', type: 'uint256' }] },
      primaryType: 'Vote',
      message: { weight: 2n ** 200n },
      signature: typedSignature,
    })
    expect(signer).toBe(owner.address)
  })

  it('fills, signs and sends a transaction that lands on the current chain', async () => {
    const provider = createProvider()
    await provider.request({ method: 'eth_requestAccounts' })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })
    const publicClient = createPublicClient({ transport: http(rpcUrl(8453)) })
    const before = await publicClient.getBalance({ address: recipient.address })
    const hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: owner.address, to: recipient.address, value: `0x${parseEther('1.5').toString(16)}` }],
    })) as `0x${string}`
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(owner.address.toLowerCase())
    expect(await publicClient.getBalance({ address: recipient.address })).toBe(before + parseEther('1.5'))
    // A read method is forwarded to the current chain's node.
    expect(await provider.request({ method: 'eth_getTransactionReceipt', params: [hash] })).toMatchObject({
      transactionHash: hash,
    })
  })

  it('passes a node error through with its code', async () => {
    const provider = createProvider()
    const error = await rpcErrorOf(provider.request({ method: 'eth_getBalance', params: ['not-an-address'] }))
    expect(error.code).toBeLessThan(0)
  })

  it('switches chains, answers 4902 for an unknown one, and switches after wallet_addEthereumChain', async () => {
    const provider = createProvider()
    const chainChanges: unknown[] = []
    provider.on('chainChanged', (chainId) => chainChanges.push(chainId))
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x2105')
    expect(await provider.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)

    const unknown = await rpcErrorOf(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] }),
    )
    expect(unknown.code).toBe(4902)

    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        { chainId: '0xa', chainName: 'OP Mainnet', rpcUrls: [rpcUrl(10)], nativeCurrency: { symbol: 'ETH' } },
      ],
    })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0xa')
    // The added chain's RPC answers reads, so the provider is really on it.
    expect(await provider.request({ method: 'net_version' })).toBe('10')
    expect(await provider.request({ method: 'eth_getBalance', params: [owner.address, 'latest'] })).toMatch(
      /^0x/,
    )
    expect(chainChanges).toEqual(['0x2105', '0xa'])
  })

  it('rejects connect, sign and send with 4001 when told to', async () => {
    const provider = createDevEvmProvider({
      privateKey: owner.privateKey,
      chains: [{ chainId: 1, rpcUrl: rpcUrl(1) }],
      reject: true,
      autoConnect: true,
    })
    const rejections = await Promise.all([
      rpcErrorOf(provider.request({ method: 'eth_requestAccounts' })),
      rpcErrorOf(provider.request({ method: 'personal_sign', params: ['0x01', owner.address] })),
      rpcErrorOf(provider.request({ method: 'eth_sendTransaction', params: [{ to: recipient.address }] })),
    ])
    for (const error of rejections) {
      expect(error.code).toBe(4001)
      expect(error.message).toBe('User rejected the request.')
      expect(JSON.parse(JSON.stringify(error))).toEqual({ code: 4001, message: 'User rejected the request.' })
    }
    // Reads still work while rejecting.
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
  })

  it('asks a reject function per method, and setReject changes it later', async () => {
    const provider = createProvider({ reject: (method) => method === 'wallet_switchEthereumChain' })
    await provider.request({ method: 'eth_requestAccounts' })
    const error = await rpcErrorOf(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] }),
    )
    expect(error.code).toBe(4001)
    provider.setReject(false)
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x2105')
  })

  it('forgets the site on wallet_revokePermissions and refuses to sign until reconnected', async () => {
    const provider = createProvider()
    const changes: unknown[] = []
    provider.on('accountsChanged', (accounts) => changes.push(accounts))
    await provider.request({ method: 'eth_requestAccounts' })
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(changes).toEqual([[owner.address], []])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    const error = await rpcErrorOf(
      provider.request({ method: 'personal_sign', params: ['0x01', owner.address] }),
    )
    expect(error.code).toBe(4100)
  })

  it('names the bad field of invalid options and params', async () => {
    expect(() => createDevEvmProvider({ privateKey: '0x12', chains: [] })).toThrow(/privateKey[\s\S]*chains/)
    const provider = createProvider()
    const error = await rpcErrorOf(provider.request({ method: 'wallet_switchEthereumChain', params: [{}] }))
    expect(error.code).toBe(-32602)
    expect(error.details).toMatch(/chainId/)
  })
})

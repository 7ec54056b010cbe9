import { base, mainnet, UserRejectedRequestError } from '@foyer/core'
import type { EvmDevnet } from '@foyer/devnet'
import { createDevEvmProvider, startEvmChains } from '@foyer/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ChainNotAddedError } from './errors.js'
import { requestEip1193 } from './requestEip1193.js'
import { switchEip1193Chain } from './switchEip1193Chain.js'

let devnet: EvmDevnet
beforeAll(async () => {
  devnet = await startEvmChains({ chains: [1, 8453], basePort: 0 })
})
afterAll(() => devnet?.stop())

const localBase = () => ({ ...base, rpcUrls: { default: { http: [devnet.chains[1]?.rpcUrl ?? ''] } } })
const createWallet = (reject?: (method: string) => boolean) =>
  createDevEvmProvider({
    privateKey: devnet.accounts[0]?.privateKey ?? '0x',
    chains: [{ chainId: 1, rpcUrl: devnet.chains[0]?.rpcUrl ?? '' }],
    ...(reject ? { reject } : {}),
  })

describe('switchEip1193Chain', () => {
  it('adds a chain the wallet answers 4902 for, with the network RPC URL, then moves there', async () => {
    const wallet = createWallet()
    await switchEip1193Chain(wallet, localBase())
    expect(await requestEip1193(wallet, 'eth_chainId')).toBe('0x2105')
    // The added chain is read over the devnet's anvil.
    expect(await requestEip1193(wallet, 'eth_blockNumber')).toMatch(/^0x/)
    await switchEip1193Chain(wallet, mainnet)
    expect(await requestEip1193(wallet, 'eth_chainId')).toBe('0x1')
  })

  it("fails with 'Chain is not supported' when the wallet will not add the chain", async () => {
    const wallet = createWallet((method) => method === 'wallet_addEthereumChain')
    const error = await switchEip1193Chain(wallet, localBase()).catch((cause: unknown) => cause)
    expect(error).toBeInstanceOf(ChainNotAddedError)
    expect((error as ChainNotAddedError).shortMessage).toBe('Chain is not supported')
    expect(await requestEip1193(wallet, 'eth_chainId')).toBe('0x1')
  })

  it('passes a user rejection on with code 4001', async () => {
    const wallet = createWallet((method) => method === 'wallet_switchEthereumChain')
    await wallet.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0x2105', rpcUrls: [devnet.chains[1]?.rpcUrl] }],
    })
    const error = await switchEip1193Chain(wallet, localBase()).catch((cause: unknown) => cause)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ code: 4001, shortMessage: 'User rejected the request.' })
  })
})

import { describe, expect, it } from 'vitest'
import { createTestAdapter, evmAddress, type TestWallet } from '../../test/createTestAdapter.js'
import { mainnet } from '../chains/index.js'
import { createKernel } from '../createKernel.js'
import { AccountNotConnectedError, AdapterOperationNotSupportedError } from '../errors/adapterOperation.js'
import type { AdapterEstimateGasRequest, ChainAdapter } from '../plugins/ChainAdapter.js'
import { connect } from './connect.js'
import { estimateGas } from './estimateGas.js'

const to = '0x2222222222222222222222222222222222222222'

function setup(canEstimate = true) {
  const wallet: TestWallet = { address: evmAddress, chainId: 1, calls: [] }
  const asked: AdapterEstimateGasRequest[] = []
  const adapter: ChainAdapter = {
    ...createTestAdapter('eip155', wallet, [
      { id: 'wallet', type: 'INJECTED', name: 'Wallet', namespace: 'eip155' },
    ]),
    ...(canEstimate
      ? {
          async estimateGas(request) {
            asked.push(request)
            return request.data ? 51_234n : 21_000n
          },
        }
      : {}),
  }
  const kernel = createKernel({ projectId: 'p', networks: [mainnet], adapters: [adapter] })
  return { kernel, asked }
}

describe('estimateGas', () => {
  it('asks the adapter behind the eip155 session, from the connected account on the active network', async () => {
    const { kernel, asked } = setup()
    await connect(kernel, { namespace: 'eip155', connectorId: 'wallet' })
    expect(await estimateGas(kernel, { to, value: 1n })).toBe(21_000n)
    expect(await estimateGas(kernel, { to, data: '0xa9059cbb', from: to })).toBe(51_234n)
    expect(asked).toMatchObject([
      { to, value: 1n, from: evmAddress, network: { caipNetworkId: 'eip155:1' } },
      { to, data: '0xa9059cbb', from: to },
    ])
    expect(asked[0]).not.toHaveProperty('data')
  })

  it('needs a connected account and an adapter that estimates, and checks its parameters', async () => {
    const { kernel } = setup()
    await expect(estimateGas(kernel, { to })).rejects.toThrow(AccountNotConnectedError)
    await expect(estimateGas(kernel, { to })).rejects.toThrow('Wallet is not connected')
    await connect(kernel, { namespace: 'eip155', connectorId: 'wallet' })
    await expect(estimateGas(kernel, { to, data: '0xabc' })).rejects.toThrow(
      'Invalid estimateGas parameters at "data": must be 0x-prefixed hex bytes',
    )

    const { kernel: other } = setup(false)
    await connect(other, { namespace: 'eip155', connectorId: 'wallet' })
    await expect(estimateGas(other, { to })).rejects.toThrow(AdapterOperationNotSupportedError)
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestAdapter, evmAddress, type TestWallet } from '../../test/createTestAdapter.js'
import { mainnet } from '../chains/index.js'
import { createKernel } from '../createKernel.js'
import { AccountNotConnectedError, AdapterOperationNotSupportedError } from '../errors/adapterOperation.js'
import { RpcNotAllowedError, UserRejectedRequestError } from '../errors/rpc.js'
import { ValidationError } from '../errors/validation.js'
import type { ChainAdapter, Hex } from '../plugins/ChainAdapter.js'
import type { FoyerPlugin } from '../plugins/FoyerPlugin.js'
import { connect } from './connect.js'
import { approveRpcRequest, rejectRpcRequest } from './request.js'
import { writeContract } from './writeContract.js'

const token = '0x2222222222222222222222222222222222222222'
const recipient = '0x3333333333333333333333333333333333333333'
const hash = `0x${'ab'.repeat(32)}` as Hex

/** The stand-in wallet's encoder knows one function, ERC-20 `transfer(address,uint256)`. */
function encodeTransfer(args: readonly unknown[] | undefined): Hex {
  const [to, amount] = args as [string, bigint]
  const word = (value: string) => value.padStart(64, '0')
  return `0xa9059cbb${word(to.slice(2).toLowerCase())}${word(amount.toString(16))}`
}

function setup({
  plugins = [],
  connectorType = 'INJECTED',
  canWrite = true,
}: {
  plugins?: FoyerPlugin[]
  connectorType?: 'INJECTED' | 'AUTH'
  canWrite?: boolean
} = {}) {
  const wallet: TestWallet = { address: evmAddress, chainId: 1, calls: [] }
  const sent: unknown[] = []
  const base = createTestAdapter('eip155', wallet, [
    { id: 'wallet', type: connectorType, name: 'Wallet', namespace: 'eip155' },
  ])
  const adapter: ChainAdapter = {
    ...base,
    async request(rpc) {
      if (rpc.method !== 'eth_sendTransaction') return base.request?.(rpc)
      wallet.calls.push('request:eth_sendTransaction')
      sent.push(rpc.params)
      return hash
    },
    ...(canWrite
      ? {
          async writeContract({ address, args, value, sendTransaction }) {
            wallet.calls.push('writeContract')
            return sendTransaction({ to: address, data: encodeTransfer(args), value })
          },
        }
      : {}),
  }
  const kernel = createKernel({ projectId: 'p', networks: [mainnet], adapters: [adapter], plugins })
  return { kernel, wallet, sent }
}

const erc20TransferAbi = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const

const transfer = {
  address: token,
  abi: erc20TransferAbi,
  functionName: 'transfer',
  args: [recipient, 5n],
} as const

describe('writeContract', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it("sends the adapter's encoded call from the connected account as an eth_sendTransaction", async () => {
    const { kernel, sent } = setup()
    await connect(kernel, { namespace: 'eip155', connectorId: 'wallet' })
    const stale: string[] = []
    kernel.events.on('balanceStale', ({ namespace }) => stale.push(namespace))
    expect(await writeContract(kernel, { ...transfer, value: 7n })).toBe(hash)
    expect(sent).toEqual([
      [{ from: evmAddress, to: token, data: encodeTransfer([recipient, 5n]), value: '0x7' }],
    ])
    expect(stale).toEqual(['eip155'])
  })

  it('waits for the ApproveTransaction view when the embedded wallet signs', async () => {
    const { kernel, wallet } = setup({ connectorType: 'AUTH' })
    await connect(kernel, { namespace: 'eip155', connectorId: 'wallet' })
    const pending = writeContract(kernel, transfer)
    await vi.advanceTimersByTimeAsync(0)
    const state = kernel.store.getState()
    expect(state.router).toMatchObject({ open: true, view: 'ApproveTransaction' })
    expect(state.rpc.pending).toMatchObject([{ method: 'eth_sendTransaction', namespace: 'eip155' }])
    expect(wallet.calls).not.toContain('request:eth_sendTransaction')
    approveRpcRequest(kernel, state.rpc.pending[0]?.id ?? '')
    expect(await pending).toBe(hash)
    expect(kernel.store.getState().router.open).toBe(false)
  })

  it('declining in the approval view rejects the write; the wallet never sends', async () => {
    const { kernel, wallet } = setup({ connectorType: 'AUTH' })
    await connect(kernel, { namespace: 'eip155', connectorId: 'wallet' })
    const declined = writeContract(kernel, transfer)
    await vi.advanceTimersByTimeAsync(0)
    rejectRpcRequest(kernel, kernel.store.getState().rpc.pending[0]?.id ?? '')
    await expect(declined).rejects.toThrow(UserRejectedRequestError)
    expect(wallet.calls).not.toContain('request:eth_sendTransaction')
  })

  it("a plugin's veto on eth_sendTransaction stops the write", async () => {
    const veto: FoyerPlugin = {
      name: 'no-sends',
      setup({ hooks }) {
        hooks.shouldAllowRpcRequest.tapPromise('no-sends', async (rpc) =>
          rpc.method === 'eth_sendTransaction' ? { reason: 'read-only app' } : undefined,
        )
        return undefined
      },
    }
    const { kernel, wallet } = setup({ plugins: [veto] })
    await connect(kernel, { namespace: 'eip155', connectorId: 'wallet' })
    await expect(writeContract(kernel, transfer)).rejects.toThrow(RpcNotAllowedError)
    expect(wallet.calls).toContain('writeContract')
    expect(wallet.calls).not.toContain('request:eth_sendTransaction')
  })

  it('needs a connected account and an adapter that writes, and checks its parameters', async () => {
    const { kernel } = setup()
    await expect(writeContract(kernel, transfer)).rejects.toThrow(AccountNotConnectedError)
    await connect(kernel, { namespace: 'eip155', connectorId: 'wallet' })
    await expect(writeContract(kernel, { ...transfer, address: '0x12' })).rejects.toThrow(
      'Invalid writeContract parameters at "address": must be a 0x-prefixed 20-byte address',
    )
    await expect(writeContract(kernel, { ...transfer, value: -1n })).rejects.toThrow(ValidationError)

    const { kernel: readOnly } = setup({ canWrite: false })
    await connect(readOnly, { namespace: 'eip155', connectorId: 'wallet' })
    const error = await writeContract(readOnly, transfer).catch((cause) => cause)
    expect(error).toBeInstanceOf(AdapterOperationNotSupportedError)
    expect(error.shortMessage).toBe('Operation not supported by the adapter')
    expect(error.details).toBe('The "test-eip155" adapter does not implement writeContract.')
  })
})

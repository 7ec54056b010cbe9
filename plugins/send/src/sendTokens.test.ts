import { getAccountEntries, UserRejectedRequestError } from '@foyer/core'
import { mainnet } from '@foyer/core/networks'
import { createTestKernel, type TestKernel } from '@foyer/core/testing'
import { createDevEvmProvider, type EvmDevnet, startEvmChains } from '@foyer/devnet'
import { type ReferenceService, startReferenceService } from '@foyer/service'
import { createPublicClient, erc20Abi, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { InvalidReceiverError, SendTransactionError } from './errors.js'
import { estimateSendFee } from './estimateSendFee.js'
import { getSendTokens } from './getSendTokens.js'
import { parseAmount } from './parseAmount.js'
import { registerName } from './registerName.test-utils.js'
import { resolveReceiver } from './resolveReceiver.js'
import { type PendingTransaction, send } from './send.js'
import { sendTokens } from './sendTokens.js'

let evm: EvmDevnet
let service: ReferenceService
const kernels: TestKernel[] = []

beforeAll(async () => {
  evm = await startEvmChains({ chains: [1], basePort: 0 })
  service = await startReferenceService({ evm })
}, 120_000)
afterAll(async () => {
  for (const test of kernels.splice(0)) test.destroy()
  await service?.stop()
  await evm?.stop()
})

/** The send plugin on a kernel whose wallet is the devnet's dev wallet for `account` (answering on anvil). */
function setup({ account = 0, reject = false } = {}) {
  const chain = evm.chains[0]
  const dev = evm.accounts[account]
  if (!chain || !dev) throw new Error('devnet missing')
  const provider = createDevEvmProvider({
    privateKey: dev.privateKey,
    chains: [{ chainId: 1, rpcUrl: chain.rpcUrl }],
    autoConnect: true,
    reject,
  })
  const forward = (request: { method: string; params?: unknown }) =>
    provider.request({ method: request.method, params: request.params as never })
  const methods = ['eth_gasPrice', 'eth_estimateGas', 'eth_getBalance', 'eth_sendTransaction']
  const test = createTestKernel({
    plugins: [send()],
    projectId: 'foyer-dev',
    apiUrl: service.url,
    networks: [{ ...mainnet, rpcUrls: { default: { http: [chain.rpcUrl] } } }],
    adapter: {
      accounts: [dev.address],
      answers: Object.fromEntries(methods.map((method) => [method, forward])),
    },
  })
  kernels.push(test)
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  return { test, context: test.context<ReturnType<typeof send>>('send'), chain, dev, client }
}

describe('send plugin', () => {
  it('declares its state, the Send entry after the other wallet features, and resets on a namespace change', () => {
    const plugin = send()
    expect(plugin.resetOn).toEqual(['activeNamespaceChange'])
    const receive = { name: 'receive', feature: 'receive', views: [{ id: 'Receive', title: 'Receive' }] }
    const test = createTestKernel({ plugins: [plugin, receive] })
    kernels.push(test)
    expect(getAccountEntries(test.kernel).map((entry) => [entry.id, entry.view])).toEqual([
      ['receive', 'Receive'],
      ['send', 'Send'],
    ])
    const context = test.context(plugin)
    expect(context.getState().token).toBeUndefined()
    context.setState({ sendTokenAmount: '1' })
    test.kernel.events.emit('activeNamespaceChange', {
      namespace: 'solana',
      previousNamespace: 'eip155',
    } as never)
    expect(context.getState().sendTokenAmount).toBeUndefined()
  })

  it('lists the held tokens from the balance API with exact base units', async () => {
    const { test, context } = setup()
    await test.connect()
    const tokens = await getSendTokens(context)
    expect(tokens[0]).toMatchObject({ symbol: 'ETH', decimals: 18, price: 3000 })
    expect(tokens[0]?.address).toBeUndefined()
    const usdc = tokens.find((token) => token.symbol === 'USDC')
    const wbtc = tokens.find((token) => token.symbol === 'WBTC')
    expect(usdc).toMatchObject({ decimals: 6, balance: String(1_000_000n * 10n ** 6n) })
    expect(wbtc).toMatchObject({ decimals: 8, balance: String(100n * 10n ** 8n) })
  })

  it('sends an ERC-20 with transfer(), moving exactly the amount, and emits the pending transaction', async () => {
    const { test, context, dev, client } = setup({ account: 1 })
    await test.connect()
    const receiver = evm.accounts[7]?.address as `0x${string}`
    const tokens = await getSendTokens(context)
    const usdc = tokens.find((token) => token.symbol === 'USDC')
    if (!usdc?.address) throw new Error('no USDC')
    const balance = (owner: `0x${string}`) =>
      client.readContract({
        address: usdc.address as `0x${string}`,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      })
    const [fromBefore, toBefore] = await Promise.all([balance(dev.address), balance(receiver)])
    const pending: PendingTransaction[] = []
    context.events.onPlugin('send', 'pendingTransaction', (payload) =>
      pending.push(payload as PendingTransaction),
    )
    const amount = parseAmount('12.345678', 6)
    const fee = await estimateSendFee(context, { token: usdc, to: receiver, amount })
    const sent = await sendTokens(context, { token: usdc, amount, to: receiver, fee })
    await client.waitForTransactionReceipt({ hash: sent.hash as `0x${string}` })
    expect(await balance(dev.address)).toBe(fromBefore - amount)
    expect(await balance(receiver)).toBe(toBefore + amount)
    expect(pending).toEqual([sent])
    expect(sent).toMatchObject({
      namespace: 'eip155',
      caipNetworkId: 'eip155:1',
      amount: '12345678',
      to: receiver,
    })
    expect(context.getSnackbar()).toMatchObject({ message: 'Transaction started', variant: 'success' })
  })

  it('sends the native coin to a registered name, the sender paying the amount and the fee of the receipt', async () => {
    const { test, context, dev, client } = setup({ account: 2 })
    await test.connect()
    const named = evm.accounts[8]
    if (!named) throw new Error('no account')
    await registerName({ serviceUrl: service.url, privateKey: named.privateKey, name: 'sendtest' })
    const receiver = await resolveReceiver(context, 'sendtest.foyer.eth')
    expect(receiver).toEqual({ address: named.address, name: 'sendtest.foyer.eth' })
    // Only input with a dot is a name: a bare word is refused without a lookup.
    const bare = await resolveReceiver(context, 'sendtest').catch((error: unknown) => error)
    expect(bare).toBeInstanceOf(InvalidReceiverError)
    expect((bare as InvalidReceiverError).shortMessage).toBe('Enter a valid address or a registered name.')
    // An address whose mixed case fails EIP-55 is refused with the reason, never looked up.
    const flipped = named.address.replace(/[a-f]/, (letter) => letter.toUpperCase())
    const typo = flipped === named.address ? named.address.replace(/[A-F]/, (l) => l.toLowerCase()) : flipped
    const refused = await resolveReceiver(context, typo).catch((error: unknown) => error)
    expect((refused as InvalidReceiverError).shortMessage).toBe(
      'This address has a typo: its capital letters do not match its EIP-55 checksum.',
    )
    const [eth] = await getSendTokens(context)
    if (!eth) throw new Error('no ETH')
    const [fromBefore, toBefore] = await Promise.all([
      client.getBalance({ address: dev.address }),
      client.getBalance({ address: named.address }),
    ])
    const amount = parseAmount('0.25', 18)
    const fee = await estimateSendFee(context, { token: eth, to: receiver.address, amount })
    const sent = await sendTokens(context, { token: eth, amount, to: receiver.address, fee })
    const receipt = await client.waitForTransactionReceipt({ hash: sent.hash as `0x${string}` })
    const paid = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await client.getBalance({ address: dev.address })).toBe(fromBefore - amount - paid)
    expect(await client.getBalance({ address: named.address })).toBe(toBefore + amount)
  })

  it('rethrows a refused signature untouched and wraps a wallet failure in "Something went wrong"', async () => {
    const refused = setup({ account: 3, reject: true })
    await refused.test.connect().catch(() => undefined)
    const token = { name: 'Ether', symbol: 'ETH', decimals: 18, balance: '1', price: 0 }
    const to = evm.accounts[9]?.address ?? ''
    const rejection = await sendTokens(refused.context, { token, amount: 1n, to }).catch(
      (error: unknown) => error,
    )
    expect((rejection as { code?: number }).code).toBe(4001)
    expect(rejection).not.toBeInstanceOf(SendTransactionError)

    const { test, context } = setup({ account: 4 })
    await test.connect()
    const usdc = (await getSendTokens(context)).find((entry) => entry.symbol === 'USDC')
    if (!usdc) throw new Error('no USDC')
    // Too little gas for any transaction: the chain refuses it when the wallet submits it.
    const failure = await sendTokens(context, {
      token: usdc,
      amount: 1n,
      to,
      fee: { gas: 1000n, gasPrice: 10_000_000_000n, fee: 0n },
    }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(SendTransactionError)
    expect((failure as SendTransactionError).shortMessage).toBe('Something went wrong')
    expect((failure as SendTransactionError).walletMessage).toBeTruthy()
    expect(UserRejectedRequestError).toBeDefined()
  })
})

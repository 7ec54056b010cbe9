import {
  type EvmDevnet,
  foyerAccountSessionAbi,
  type StartBundlerReturnType,
  startAltoBundler,
  startEvmChains,
  toSessionKeyAccount,
} from '@foyer/devnet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  decodeErrorResult,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseAbiItem,
  parseEther,
  parseEventLogs,
  parseUnits,
  toFunctionSelector,
  toHex,
} from 'viem'
import {
  createBundlerClient,
  entryPoint07Abi,
  getUserOperationHash,
  toPackedUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSmartAccount } from './createSmartAccount.js'
import { parseGrantRequest, type SessionPolicy, sessionPolicyOf } from './smartSessionGrant.js'

let devnet: EvmDevnet
let alto: StartBundlerReturnType
beforeAll(async () => {
  devnet = await startEvmChains({ chains: [1], basePort: 0 })
  const [chain] = devnet.chains
  if (!chain) throw new Error('no chain')
  alto = await startAltoBundler({
    chains: [{ chainId: 1, rpcUrl: chain.rpcUrl, entryPoint: chain.entryPoint }],
  })
}, 180_000)
afterAll(async () => {
  await alto?.stop()
  await devnet?.stop()
})

const userOperationEvent = parseAbiItem(
  'event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)',
)
const revertReasonEvent = parseAbiItem(
  'event UserOperationRevertReason(bytes32 indexed userOpHash, address indexed sender, uint256 nonce, bytes revertReason)',
)

/** A deployed, funded smart account, its owner's handle, and clients on the devnet chain. */
async function fundedAccount() {
  const chain = devnet.chains[0]
  const dev = devnet.accounts[0]
  if (!chain || !dev) throw new Error('no chain')
  const viemChain = defineChain({
    id: 1,
    name: 'Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const client = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) })
  const owner = privateKeyToAccount(generatePrivateKey())
  const smart = await createSmartAccount({
    owner,
    chain: viemChain,
    rpcUrl: chain.rpcUrl,
    setup: { entryPoint: chain.entryPoint, factory: chain.accountFactory, bundlerUrl: `${alto.url}/1` },
  })
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [smart.address, toHex(parseEther('2'))] as never,
  })
  const usdc = chain.tokens.find((token) => token.symbol === 'USDC')?.address as Address
  const devWallet = createWalletClient({
    account: privateKeyToAccount(dev.privateKey),
    chain: viemChain,
    transport: http(chain.rpcUrl),
  })
  await client.waitForTransactionReceipt({
    hash: await devWallet.writeContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [smart.address, parseUnits('100', 6)],
    }),
  })
  const sessionKey = privateKeyToAccount(generatePrivateKey())
  const sessionAccount = await toSessionKeyAccount({
    client,
    entryPoint: chain.entryPoint,
    address: smart.address,
    sessionKey,
  })
  const bundler = createBundlerClient({ client, transport: http(`${alto.url}/1`, { timeout: 60_000 }) })
  /** The owner's UserOperation calling the account itself (`addSession`, `revokeSession`). */
  const asOwner = (data: Hex) => smart.sendTransaction({ to: smart.address, data })
  const grant = (policy: SessionPolicy) =>
    asOwner(
      encodeFunctionData({
        abi: foyerAccountSessionAbi,
        functionName: 'addSession',
        args: [sessionKey.address, { ...policy, selectors: policy.selectors }],
      }),
    )
  /** The session key's UserOperation through Alto; resolves with its receipt, or rejects as the bundler refuses it. */
  async function sendAsSession(call: { to: Address; value?: bigint; data?: Hex }) {
    const hash = await bundler.sendUserOperation({ account: sessionAccount, calls: [call] })
    return bundler.waitForUserOperationReceipt({ hash, pollingInterval: 200 })
  }
  const deposit = () =>
    client.readContract({
      address: chain.entryPoint,
      abi: entryPoint07Abi,
      functionName: 'balanceOf',
      args: [smart.address],
    })
  /** What the account holds in ETH, its EntryPoint deposit included (the prefund's unused part lands there). */
  const ethHeld = async () => (await client.getBalance({ address: smart.address })) + (await deposit())
  const usdcOf = (address: Address) =>
    client.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
  return {
    chain,
    client,
    devWallet,
    smart,
    sessionKey,
    sessionAccount,
    usdc,
    asOwner,
    grant,
    sendAsSession,
    ethHeld,
    usdcOf,
  }
}

const inOneHour = () => Math.floor(Date.now() / 1000) + 3600

describe('FoyerAccount session keys (ERC-7715 grants enforced on chain; anvil, EntryPoint v0.7, Alto)', () => {
  it('a call inside the policy executes with exact effects; outside it the bundler refuses it and nothing moves', async () => {
    const account = await fundedAccount()
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const policy = sessionPolicyOf(
      parseGrantRequest({
        chainId: '0x1',
        expiry: inOneHour(),
        signer: { type: 'key', data: { type: 'secp256k1', publicKey: account.sessionKey.publicKey } },
        permissions: [
          { type: 'native-token-transfer', data: { allowance: toHex(parseEther('0.15')) } },
          {
            type: 'erc20-token-transfer',
            data: { address: account.usdc, allowance: toHex(parseUnits('10', 6)) },
          },
        ],
      }),
    )
    await account.grant(policy)

    const held = await account.ethHeld()
    const sent = await account.sendAsSession({ to: recipient, value: parseEther('0.1') })
    expect(sent.success).toBe(true)
    expect(await account.client.getBalance({ address: recipient })).toBe(parseEther('0.1'))
    expect(await account.ethHeld()).toBe(held - parseEther('0.1') - sent.actualGasCost)

    const transfer = (amount: bigint) =>
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] })
    const tokens = await account.sendAsSession({ to: account.usdc, data: transfer(parseUnits('7', 6)) })
    expect(tokens.success).toBe(true)
    expect(await account.usdcOf(recipient)).toBe(parseUnits('7', 6))
    expect(await account.usdcOf(account.smart.address)).toBe(parseUnits('93', 6))

    // Beyond the native allowance (0.1 spent of 0.15), beyond the token allowance (7 of 10), and a contract the
    // grant does not name: each fails validation, so no transaction carries it.
    const before = { eth: await account.ethHeld(), block: await account.client.getBlockNumber() }
    await expect(account.sendAsSession({ to: recipient, value: parseEther('0.06') })).rejects.toThrow()
    await expect(
      account.sendAsSession({ to: account.usdc, data: transfer(parseUnits('4', 6)) }),
    ).rejects.toThrow()
    const weth = account.chain.weth
    await expect(
      account.sendAsSession({
        to: weth,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'totalSupply' }),
      }),
    ).rejects.toThrow()
    // Nor may the key reach the account itself (to grant itself more).
    await expect(
      account.sendAsSession({
        to: account.smart.address,
        data: encodeFunctionData({
          abi: foyerAccountSessionAbi,
          functionName: 'revokeSession',
          args: [recipient],
        }),
      }),
    ).rejects.toThrow()
    expect(await account.ethHeld()).toBe(before.eth)
    expect(await account.client.getBalance({ address: recipient })).toBe(parseEther('0.1'))
    expect(await account.usdcOf(recipient)).toBe(parseUnits('7', 6))
    expect(await account.client.getBlockNumber()).toBe(before.block)

    // What is left still goes through.
    const rest = await account.sendAsSession({ to: recipient, value: parseEther('0.05') })
    expect(rest.success).toBe(true)
    expect(await account.client.getBalance({ address: recipient })).toBe(parseEther('0.15'))
  }, 120_000)

  it('only the granted contract and function may be called; other selectors of it are refused', async () => {
    const account = await fundedAccount()
    const weth = account.chain.weth
    const policy = sessionPolicyOf(
      parseGrantRequest({
        chainId: '0x1',
        expiry: inOneHour(),
        signer: { type: 'account', data: { id: account.sessionKey.address } },
        permissions: [
          { type: 'native-token-transfer', data: { allowance: toHex(parseEther('1')) } },
          {
            type: 'contract-call',
            data: {
              address: weth,
              abi: [
                { type: 'function', name: 'deposit', inputs: [], outputs: [], stateMutability: 'payable' },
              ],
              functions: [{ functionName: 'deposit' }],
            },
          },
        ],
      }),
    )
    expect(policy.selectors).toEqual(['0xd0e30db0'])
    await account.grant(policy)
    const wrapped = await account.sendAsSession({ to: weth, value: parseEther('0.2'), data: '0xd0e30db0' })
    expect(wrapped.success).toBe(true)
    expect(
      await account.client.readContract({
        address: weth,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account.smart.address],
      }),
    ).toBe(parseEther('0.2'))
    const withdraw = `0x2e1a7d4d${parseEther('0.1').toString(16).padStart(64, '0')}` as Hex
    await expect(account.sendAsSession({ to: weth, data: withdraw })).rejects.toThrow()
  }, 120_000)

  it('two UserOperations that each fit but together exceed the allowance: the second reverts in execution', async () => {
    const account = await fundedAccount()
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    await account.grant({
      validUntil: inOneHour(),
      nativeLimit: parseEther('0.15'),
      token: '0x0000000000000000000000000000000000000000',
      tokenLimit: 0n,
      targets: [],
      selectors: [],
    })
    const { chain, client, devWallet, sessionKey, smart } = account
    const nonce = await client.readContract({
      address: chain.entryPoint,
      abi: entryPoint07Abi,
      functionName: 'getNonce',
      args: [smart.address, 0n],
    })
    const fees = await client.estimateFeesPerGas()
    const operation = async (offset: bigint): Promise<UserOperation<'0.7'>> => {
      const unsigned: UserOperation<'0.7'> = {
        sender: smart.address,
        nonce: nonce + offset,
        callData: encodeFunctionData({
          abi: foyerAccountSessionAbi,
          functionName: 'executeAsSession',
          args: [sessionKey.address, recipient, parseEther('0.1'), '0x'],
        }),
        callGasLimit: 200_000n,
        verificationGasLimit: 300_000n,
        preVerificationGas: 60_000n,
        maxFeePerGas: fees.maxFeePerGas * 2n,
        maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
        signature: '0x',
      }
      const hash = getUserOperationHash({
        userOperation: unsigned,
        entryPointAddress: chain.entryPoint,
        entryPointVersion: '0.7',
        chainId: 1,
      })
      return { ...unsigned, signature: await sessionKey.signMessage({ message: { raw: hash } }) }
    }
    const operations = [await operation(0n), await operation(1n)]
    const receipt = await client.waitForTransactionReceipt({
      hash: await devWallet.writeContract({
        address: chain.entryPoint,
        abi: entryPoint07Abi,
        functionName: 'handleOps',
        args: [operations.map((each) => toPackedUserOperation(each)), devWallet.account.address],
        gas: 2_000_000n,
      }),
    })
    const outcomes = parseEventLogs({ abi: [userOperationEvent], logs: receipt.logs }).map(
      (log) => log.args.success,
    )
    expect(outcomes).toEqual([true, false])
    const [reason] = parseEventLogs({ abi: [revertReasonEvent], logs: receipt.logs })
    expect(
      decodeErrorResult({ abi: foyerAccountSessionAbi, data: reason?.args.revertReason as Hex }),
    ).toMatchObject({
      errorName: 'SessionNativeLimitExceeded',
      args: [sessionKey.address, parseEther('0.2'), parseEther('0.15')],
    })
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.1'))
  }, 120_000)

  it('an expired session and a revoked one are refused; the owner still sends', async () => {
    const account = await fundedAccount()
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const now = Number((await account.client.getBlock()).timestamp)
    await account.grant({
      validUntil: now + 600,
      nativeLimit: parseEther('1'),
      token: '0x0000000000000000000000000000000000000000',
      tokenLimit: 0n,
      targets: [],
      selectors: [],
    })
    expect((await account.sendAsSession({ to: recipient, value: 1n })).success).toBe(true)
    await account.asOwner(
      encodeFunctionData({
        abi: foyerAccountSessionAbi,
        functionName: 'revokeSession',
        args: [account.sessionKey.address],
      }),
    )
    const [, , active] = await account.client.readContract({
      address: account.smart.address,
      abi: foyerAccountSessionAbi,
      functionName: 'sessions',
      args: [account.sessionKey.address],
    })
    expect(active).toBe(false)
    await expect(account.sendAsSession({ to: recipient, value: 1n })).rejects.toThrow()

    // A new grant for the key, then the chain's clock passes its expiry: refused (AA22), nothing moves.
    await account.grant({
      validUntil: now + 900,
      nativeLimit: parseEther('1'),
      token: '0x0000000000000000000000000000000000000000',
      tokenLimit: 0n,
      targets: [],
      selectors: [],
    })
    expect((await account.sendAsSession({ to: recipient, value: 2n })).success).toBe(true)
    await account.client.request({ method: 'evm_increaseTime' as never, params: [1_000] as never })
    await account.client.request({ method: 'evm_mine' as never, params: [] as never })
    // Refused before any transaction: by the EntryPoint (AA22) or already in the bundler's estimate (SessionExpired).
    const sessionExpired = toFunctionSelector('error SessionExpired(address)')
    await expect(account.sendAsSession({ to: recipient, value: 4n })).rejects.toThrow(
      new RegExp(`AA22|${sessionExpired}`),
    )
    expect(await account.client.getBalance({ address: recipient })).toBe(3n)
    await account.smart.sendTransaction({ to: recipient, value: 5n })
    expect(await account.client.getBalance({ address: recipient })).toBe(8n)
  }, 120_000)
})

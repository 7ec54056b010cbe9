import {
  type Address,
  type Chain,
  createPublicClient,
  encodeFunctionData,
  type Hex,
  hashMessage,
  hashTypedData,
  http,
  type LocalAccount,
  parseAbi,
  type TypedDataDefinition,
} from 'viem'
import {
  createBundlerClient,
  entryPoint07Abi,
  getUserOperationHash,
  toSmartAccount,
} from 'viem/account-abstraction'

/** The smart account's functions the frame calls (`FoyerAccount`, devnet/src/evm/contracts). */
export const smartAccountAbi = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch(address[] targets, uint256[] values, bytes[] datas)',
])

/** `FoyerAccountFactory`: CREATE2 accounts by owner and salt. */
export const smartAccountFactoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address account)',
  'function getAddress(address owner, uint256 salt) view returns (address account)',
])

export type SmartAccountSetup = { entryPoint: Address; factory: Address; bundlerUrl: string }

/** A 65-byte signature of the right shape for gas estimates (never valid). */
const stubSignature: Hex = `0x${'ff'.repeat(32)}${'7f'.repeat(32)}1c`

/**
 * The login's ERC-4337 smart account (EntryPoint v0.7) on one chain, owned by its EVM key: viem's `SmartAccount` over
 * our account contract, and sending through the bundler. Messages and typed data are signed by the owner over their
 * EIP-191/712 hash, which the account checks with ERC-1271; before the account is deployed viem's smart account wraps
 * the signature per ERC-6492 (factory and init call), so verifiers such as viem's `verifyMessage` still accept it.
 */
export async function createSmartAccount({
  owner,
  chain,
  rpcUrl,
  setup,
}: {
  owner: LocalAccount
  chain: Chain
  rpcUrl: string
  setup: SmartAccountSetup
}) {
  const client = createPublicClient({ chain, transport: http(rpcUrl) })
  const signHash = (hash: Hex) => {
    if (!owner.sign) throw new Error('The owner key cannot sign a hash')
    return owner.sign({ hash })
  }
  const salt = 0n
  const factoryData = encodeFunctionData({
    abi: smartAccountFactoryAbi,
    functionName: 'createAccount',
    args: [owner.address, salt],
  })
  const address = await client.readContract({
    address: setup.factory,
    abi: smartAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner.address, salt],
  })
  const isDeployed = async () => ((await client.getCode({ address })) ?? '0x') !== '0x'
  const account = await toSmartAccount({
    client,
    entryPoint: { abi: entryPoint07Abi, address: setup.entryPoint, version: '0.7' },
    getAddress: async () => address,
    async encodeCalls(calls) {
      const [only] = calls
      if (calls.length === 1 && only)
        return encodeFunctionData({
          abi: smartAccountAbi,
          functionName: 'execute',
          args: [only.to, only.value ?? 0n, only.data ?? '0x'],
        })
      return encodeFunctionData({
        abi: smartAccountAbi,
        functionName: 'executeBatch',
        args: [
          calls.map((call) => call.to),
          calls.map((call) => call.value ?? 0n),
          calls.map((call) => call.data ?? '0x'),
        ],
      })
    },
    getFactoryArgs: async () => ({ factory: setup.factory, factoryData }),
    getStubSignature: async () => stubSignature,
    signMessage: async ({ message }) => signHash(hashMessage(message)),
    signTypedData: async (typedData) => signHash(hashTypedData(typedData as TypedDataDefinition)),
    async signUserOperation(userOperation) {
      const hash = getUserOperationHash({
        userOperation: { ...userOperation, sender: address, signature: '0x' },
        entryPointAddress: setup.entryPoint,
        entryPointVersion: '0.7',
        chainId: chain.id,
      })
      return owner.signMessage({ message: { raw: hash } })
    },
  })
  // A UserOperation's estimate simulates it on the chain: give a busy bundler longer than viem's 10 s.
  const bundler = createBundlerClient({
    account,
    client,
    transport: http(setup.bundlerUrl, { timeout: 60_000 }),
  })

  return {
    address,
    isDeployed,
    signMessage: (message: { raw: Hex }) => account.signMessage({ message }),
    signTypedData: (typedData: TypedDataDefinition) => account.signTypedData(typedData as never),
    /** Sends the call as a UserOperation and resolves with the hash of the transaction that carried it. */
    async sendTransaction(call: {
      to: Address
      value?: bigint | undefined
      data?: Hex | undefined
    }): Promise<Hex> {
      const hash = await bundler.sendUserOperation({
        calls: [{ to: call.to, value: call.value ?? 0n, data: call.data ?? '0x' }],
      })
      const { receipt, success } = await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 250 })
      if (!success) throw new Error(`The UserOperation ${hash} reverted`)
      return receipt.transactionHash
    },
  }
}

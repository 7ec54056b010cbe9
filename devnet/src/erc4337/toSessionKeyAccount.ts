import {
  type Address,
  encodeFunctionData,
  type Hex,
  type LocalAccount,
  type PublicClient,
  parseAbi,
} from 'viem'
import {
  entryPoint07Abi,
  getUserOperationHash,
  type SmartAccount,
  toSmartAccount,
} from 'viem/account-abstraction'

/** `FoyerAccount`'s session-key functions (devnet/src/evm/contracts/FoyerAccount.sol). */
export const foyerAccountSessionAbi = parseAbi([
  'struct SessionPolicy { uint48 validUntil; uint256 nativeLimit; address token; uint256 tokenLimit; address[] targets; bytes4[] selectors; }',
  'function addSession(address key, SessionPolicy policy)',
  'function revokeSession(address key)',
  'function executeAsSession(address key, address target, uint256 value, bytes data)',
  'function sessionAllows(address key, address target, uint256 value, bytes data) view returns (bool)',
  'function sessions(address key) view returns (uint64 id, uint48 validUntil, bool active, address token, uint256 nativeLimit, uint256 nativeSpent, uint256 tokenLimit, uint256 tokenSpent)',
  'error SessionInactive(address key)',
  'error SessionExpired(address key)',
  'error SessionCallNotAllowed(address key, address target, bytes4 selector)',
  'error SessionNativeLimitExceeded(address key, uint256 spent, uint256 limit)',
  'error SessionTokenLimitExceeded(address key, uint256 spent, uint256 limit)',
])

/** A 65-byte signature of the right shape for gas estimates (never valid). */
const stubSignature: Hex = `0x${'ff'.repeat(32)}${'7f'.repeat(32)}1c`

/**
 * A deployed `FoyerAccount` as its session key drives it (what an app does with an ERC-7715 grant): viem's
 * `SmartAccount` whose UserOperations call `executeAsSession(key, target, value, data)` and are signed by `sessionKey`
 * (EIP-191 over the UserOperation hash). Use it with a bundler client: `sendUserOperation({ account, calls })`; one
 * call per UserOperation.
 */
export function toSessionKeyAccount({
  client,
  entryPoint,
  address,
  sessionKey,
}: {
  client: PublicClient
  entryPoint: Address
  /** The smart account the session was granted on. */
  address: Address
  sessionKey: LocalAccount
}): Promise<SmartAccount> {
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint07Abi, address: entryPoint, version: '0.7' },
    getAddress: async () => address,
    async encodeCalls(calls) {
      const [only] = calls
      if (calls.length !== 1 || !only) throw new Error('A session key sends one call per UserOperation')
      return encodeFunctionData({
        abi: foyerAccountSessionAbi,
        functionName: 'executeAsSession',
        args: [sessionKey.address, only.to, only.value ?? 0n, only.data ?? '0x'],
      })
    },
    getFactoryArgs: async () => ({ factory: undefined, factoryData: undefined }),
    getStubSignature: async () => stubSignature,
    signMessage: async () => {
      throw new Error('A session key signs UserOperations only')
    },
    signTypedData: async () => {
      throw new Error('A session key signs UserOperations only')
    },
    async signUserOperation(userOperation) {
      const chainId = userOperation.chainId ?? client.chain?.id
      if (chainId === undefined) throw new Error('The client has no chain')
      const hash = getUserOperationHash({
        userOperation: { ...userOperation, sender: address, signature: '0x' },
        entryPointAddress: entryPoint,
        entryPointVersion: '0.7',
        chainId,
      })
      return sessionKey.signMessage({ message: { raw: hash } })
    },
  })
}

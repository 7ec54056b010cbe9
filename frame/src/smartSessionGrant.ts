import { FrameError } from '@foyer/plugin-socials/protocol'
import {
  type Abi,
  type Address,
  getAddress,
  type Hex,
  isAddress,
  toFunctionSelector,
  zeroAddress,
} from 'viem'
import { publicKeyToAddress } from 'viem/accounts'
import * as z from 'zod/mini'

/** `FoyerAccount`'s `SessionPolicy` (devnet/src/evm/contracts/FoyerAccount.sol). */
export type SessionPolicy = {
  validUntil: number
  nativeLimit: bigint
  token: Address
  tokenLimit: bigint
  targets: Address[]
  selectors: Hex[]
}

/** A contract-call permission's function: any function of the contract when absent. */
export const anyFunction: Hex = '0x00000000'

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'Expected hex'))
const quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/, 'Expected a hex amount'))
const address = z
  .string()
  .check(z.refine((value) => isAddress(value, { strict: false }), 'Expected an address'))
const keySigner = z.object({
  type: z.literal('key'),
  data: z.object({ type: z.literal('secp256k1'), publicKey: hex }),
})
/** AppKit's shape: one secp256k1 key in a list. */
const keysSigner = z.object({
  type: z.literal('keys'),
  data: z.object({
    keys: z.tuple([z.object({ type: z.literal('secp256k1'), publicKey: hex })]),
  }),
})
const accountSigner = z.object({ type: z.literal('account'), data: z.object({ id: address }) })
const functionEntry = z.object({ functionName: z.optional(z.string()), selector: z.optional(hex) })
const permission = z.discriminatedUnion('type', [
  z.object({ type: z.literal('native-token-transfer'), data: z.object({ allowance: quantity }) }),
  z.object({
    type: z.literal('erc20-token-transfer'),
    data: z.object({ address, allowance: quantity }),
  }),
  z.object({
    type: z.literal('contract-call'),
    data: z.object({
      address,
      abi: z.optional(z.array(z.record(z.string(), z.unknown()))),
      functions: z.optional(z.array(functionEntry).check(z.maxLength(32))),
    }),
  }),
])
/** One ERC-7715 permission request (`wallet_grantPermissions`), of the kinds the embedded wallet enforces. */
export const grantRequestSchema = z.object({
  chainId: quantity,
  address: z.optional(address),
  expiry: z.number().check(z.int(), z.positive()),
  signer: z.union([keySigner, keysSigner, accountSigner]),
  permissions: z.array(permission).check(z.minLength(1), z.maxLength(32)),
  policies: z.optional(z.array(z.object({ type: z.string(), data: z.unknown() })).check(z.maxLength(0))),
})
export type GrantRequest = z.infer<typeof grantRequestSchema>

/** Reads `wallet_grantPermissions` params: the request object, alone or as the only item of the params list. */
export function parseGrantRequest(params: unknown): GrantRequest {
  const single = Array.isArray(params) && params.length === 1 ? params[0] : params
  const parsed = grantRequestSchema.safeParse(single)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new FrameError(
      `Invalid parameters for wallet_grantPermissions${issue ? ` at ${issue.path.join('.') || 'params'}: ${issue.message}` : ''}`,
    )
  }
  return parsed.data
}

/** The address of the key the grant is for (the session key that will sign UserOperations). */
export function sessionKeyOf(signer: GrantRequest['signer']): Address {
  if (signer.type === 'account') return getAddress(signer.data.id)
  const publicKey = signer.type === 'key' ? signer.data.publicKey : signer.data.keys[0].publicKey
  // An uncompressed secp256k1 public key (0x04 + x + y); a 20-byte "key" is taken as the key's address.
  if (publicKey.length === 42) return getAddress(publicKey)
  if (publicKey.length !== 132 || !publicKey.toLowerCase().startsWith('0x04'))
    throw new FrameError('The session key must be an uncompressed secp256k1 public key (0x04…) or an address')
  return publicKeyToAddress(publicKey as Hex)
}

/**
 * The on-chain policy a grant asks for: a native allowance (`native-token-transfer`), one ERC-20 allowance
 * (`erc20-token-transfer`: its `transfer` and `approve` amounts count), and the contracts and functions the key may
 * call (`contract-call`, functions by `selector` or by `functionName` in the permission's `abi`). Everything not
 * granted is refused on chain.
 */
export function sessionPolicyOf(request: GrantRequest): SessionPolicy {
  const policy: SessionPolicy = {
    validUntil: request.expiry,
    nativeLimit: 0n,
    token: zeroAddress,
    tokenLimit: 0n,
    targets: [],
    selectors: [],
  }
  for (const entry of request.permissions) {
    if (entry.type === 'native-token-transfer') {
      policy.nativeLimit += BigInt(entry.data.allowance)
    } else if (entry.type === 'erc20-token-transfer') {
      const token = getAddress(entry.data.address)
      if (policy.token !== zeroAddress && policy.token !== token)
        throw new FrameError('A session may spend one ERC-20 token')
      policy.token = token
      policy.tokenLimit += BigInt(entry.data.allowance)
    } else {
      const target = getAddress(entry.data.address)
      const selectors = entry.data.functions?.length
        ? entry.data.functions.map((each) => selectorOf(each, entry.data.abi as Abi | undefined))
        : [anyFunction]
      for (const selector of selectors) {
        policy.targets.push(target)
        policy.selectors.push(selector)
      }
    }
  }
  return policy
}

/** A contract-call permission's function as its 4-byte selector: given, or by name from the permission's `abi`. */
export function selectorOf(entry: z.infer<typeof functionEntry>, abi: Abi | undefined): Hex {
  if (entry.selector) {
    if (entry.selector.length !== 10) throw new FrameError(`Invalid function selector ${entry.selector}`)
    return entry.selector.toLowerCase() as Hex
  }
  const item = abi?.find((each) => each.type === 'function' && each.name === entry.functionName)
  if (item?.type !== 'function')
    throw new FrameError(`The permission's abi has no function ${entry.functionName ?? '(unnamed)'}`)
  return toFunctionSelector(item)
}

import { getAddress, isAddress } from 'viem'
import * as z from 'zod'

export const nativeTokenAddress = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** An EVM address (40 hex digits, `0x` optional), checksummed. */
export const evmAddress = z
  .string()
  .transform((value) => (value.startsWith('0x') ? value : `0x${value}`))
  .refine((value) => isAddress(value, { strict: false }), 'Expected an EVM address of 40 hex digits')
  .transform((value) => getAddress(value))

export const solanaAddress = z
  .string()
  .regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'Expected a base58 Solana address')

export const caip2ChainId = z
  .string()
  .regex(
    /^(eip155|solana|polkadot|bip122):[-_a-zA-Z0-9]{1,32}$/,
    'Expected a CAIP-2 chain id such as eip155:1',
  )

/** `eip155:<chainId>:<address>`. */
export const evmCaip10 = z
  .string()
  .regex(/^eip155:\d{1,12}:(0x)?[0-9a-fA-F]{40}$/, 'Expected a CAIP-10 address such as eip155:1:0x…')
  .transform((value) => {
    const [, chainId, address] = value.split(':') as [string, string, string]
    return {
      chainId: Number(chainId),
      address: getAddress(address.startsWith('0x') ? address : `0x${address}`),
    }
  })

/** A plain EVM address or an `eip155:` CAIP-10 one. */
export const evmAccount = z.union([
  evmAddress.transform((address) => ({ chainId: undefined, address })),
  evmCaip10,
])

/** An amount in the token's smallest unit: a non-negative integer string. */
export const baseUnitAmount = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .refine((value) => /^\d{1,78}$/.test(value), 'Expected a non-negative integer amount in the smallest unit')
  .transform((value) => BigInt(value))

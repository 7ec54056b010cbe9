import { getAddress } from 'viem'
import { SiwxError } from './errors.js'
import type { SIWXMessageData } from './siwxTypes.js'
import { writeSiwxMessage } from './writeSiwxMessage.js'

/**
 * The text a wallet signs: EIP-4361 on `eip155` networks, as viem's `createSiweMessage` writes it (the address
 * checksummed, the chain id a number), and its CAIP-122 form on Solana (`writeSiwxMessage`, which checks every field
 * first: a statement or any other field with a line break, which could add or replace a field, is refused).
 */
export function formatSiwxMessage(data: SIWXMessageData): string {
  if (!data.chainId.startsWith('eip155:')) return writeSiwxMessage(data)
  let accountAddress: string
  try {
    accountAddress = getAddress(data.accountAddress)
  } catch (error) {
    throw new SiwxError('Invalid sign-in message field "accountAddress": an EVM address.', {
      cause: error as Error,
    })
  }
  return writeSiwxMessage({ ...data, accountAddress })
}

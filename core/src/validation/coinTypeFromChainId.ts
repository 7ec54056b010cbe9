import { InvalidChainIdError } from '../errors/validation.js'

const highBit = 0x80000000

export type CoinTypeFromChainIdErrorType = InvalidChainIdError

/** ENSIP-11 coin type of an EVM chain: the chain id with the high bit set. */
export function coinTypeFromChainId(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= highBit)
    throw new InvalidChainIdError({ chainId })
  return (highBit | chainId) >>> 0
}

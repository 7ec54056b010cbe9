import type { Address } from 'viem'
import { createSiweMessage } from 'viem/siwe'

/** The SIWE statement and chain id every Sign In With Farcaster message carries. */
export const farcasterSignInStatement = 'Farcaster Auth'
export const farcasterSignInChainId = 10

export type BuildSignInMessageParameters = {
  domain: string
  /** The channel's `siweUri`. */
  uri: string
  /** The fid's custody address, which signs. */
  address: Address
  nonce: string
  fid: number
  issuedAt?: Date
  notBefore?: string | undefined
  expirationTime?: string | undefined
  requestId?: string | undefined
}

/** The SIWF message as Farcaster clients build it: SIWE with Farcaster's statement, chain 10 and the fid resource. */
export function buildSignInMessage({
  domain,
  uri,
  address,
  nonce,
  fid,
  issuedAt = new Date(),
  notBefore,
  expirationTime,
  requestId,
}: BuildSignInMessageParameters): string {
  return createSiweMessage({
    domain,
    uri,
    address,
    version: '1',
    chainId: farcasterSignInChainId,
    statement: farcasterSignInStatement,
    nonce,
    issuedAt,
    ...(notBefore === undefined ? {} : { notBefore: new Date(notBefore) }),
    ...(expirationTime === undefined ? {} : { expirationTime: new Date(expirationTime) }),
    ...(requestId === undefined ? {} : { requestId }),
    resources: [`farcaster://fid/${fid}`],
  })
}

import { getAddress } from 'viem'
import { SiwxError } from './errors.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import type { SIWECreateMessageArgs } from './siweTypes.js'

const didPkh = /^did:pkh:([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/

function parseDid(iss: string): { namespace: string; reference: string; address: string } {
  const match = didPkh.exec(iss)
  if (!match?.[1] || !match[2] || !match[3])
    throw new SiwxError(`Not a did:pkh account id: "${iss}" (expected did:pkh:eip155:<chain id>:<address>).`)
  return { namespace: match[1], reference: match[2], address: match[3] }
}

/** The address of a `did:pkh` account id (`did:pkh:eip155:1:0xabc…` → `0xabc…`). */
export function getDidAddress(iss: string): string {
  return parseDid(iss).address
}

/** The chain reference of a `did:pkh` account id (`did:pkh:eip155:1:0xabc…` → `1`). */
export function getDidChainId(iss: string): string {
  return parseDid(iss).reference
}

/**
 * The EIP-4361 text of a SIWE message for the account `iss` (a `did:pkh` id, as AppKit's `createMessage` gets it),
 * written by `formatSiwxMessage` (viem's `createSiweMessage`): AppKit's `formatMessage`, for
 * `siweConfig.createMessage`.
 */
export function formatMessage(
  args: Omit<SIWECreateMessageArgs, 'address' | 'chainId'> & { chainId?: number },
  iss: string,
): string {
  const { namespace, reference, address } = parseDid(iss)
  if (namespace !== 'eip155') throw new SiwxError(`SIWE messages are for eip155 accounts, not ${namespace}.`)
  try {
    return formatSiwxMessage({
      accountAddress: getAddress(address),
      chainId: `eip155:${reference}`,
      domain: args.domain,
      uri: args.uri,
      version: '1',
      nonce: args.nonce,
      statement: args.statement,
      issuedAt: args.iat,
      expirationTime: args.exp,
      notBefore: args.nbf,
      requestId: args.requestId,
      resources: args.resources,
    })
  } catch (error) {
    throw new SiwxError('Invalid SIWE message.', { cause: error as Error })
  }
}

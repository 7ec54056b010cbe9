import { getAddress } from 'viem'
import { SiwxError } from './errors.js'
import type { SIWXMessageData } from './siwxTypes.js'

const accountNames: Record<string, string> = { eip155: 'Ethereum', solana: 'Solana' }

/**
 * The text a wallet signs: EIP-4361 on `eip155` networks (the address checksummed, the chain id a number) and its
 * CAIP-122 form on Solana (Sign In With Solana: "… with your Solana account", the cluster's genesis hash as chain
 * id).
 */
export function formatSiwxMessage(data: SIWXMessageData): string {
  const [namespace, reference] = data.chainId.split(':')
  const accountName = namespace ? accountNames[namespace] : undefined
  if (!accountName || !reference)
    throw new SiwxError(`Sign-in is not supported on ${data.chainId}: expected an eip155 or solana network.`)
  const address = namespace === 'eip155' ? getAddress(data.accountAddress) : data.accountAddress
  const lines = [`${data.domain} wants you to sign in with your ${accountName} account:`, address, '']
  if (data.statement) lines.push(data.statement)
  lines.push(
    '',
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
  )
  if (data.issuedAt) lines.push(`Issued At: ${data.issuedAt}`)
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources?.length) lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`))
  return lines.join('\n')
}

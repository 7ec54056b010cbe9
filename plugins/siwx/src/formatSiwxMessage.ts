import { createSiweMessage } from 'viem/siwe'
import { SiwxError } from './errors.js'
import type { SIWXMessageData } from './siwxTypes.js'

const authority = /^([A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?$/
const solanaAddress = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const caip2Reference = /^[-_a-zA-Z0-9]{1,32}$/
const nonce = /^[a-zA-Z0-9]{8,}$/
const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/
// One line of text: no control characters (CR, LF, …) and no Unicode line or paragraph separator.
const oneLine = /^[^\p{Cc}\u2028\u2029]*$/u
const uri = (value: string) => oneLine.test(value) && !/\s/.test(value) && URL.canParse(value)

/**
 * The text a wallet signs: EIP-4361 on `eip155` networks, written by viem's `createSiweMessage` (the address
 * checksummed, the chain id a number), and its CAIP-122 form on Solana (Sign In With Solana: "… with your Solana
 * account", the cluster's genesis hash as chain id) by the same grammar. Every field is checked first: a statement
 * or any other field with a line break (which could add or replace a field) is refused.
 */
export function formatSiwxMessage(data: SIWXMessageData): string {
  const [namespace, reference] = data.chainId.split(':')
  if ((namespace !== 'eip155' && namespace !== 'solana') || !reference)
    throw new SiwxError(`Sign-in is not supported on ${data.chainId}: expected an eip155 or solana network.`)
  const invalid = (field: string, rule: string) =>
    new SiwxError(`Invalid sign-in message field "${field}": ${rule}.`)
  if (data.statement !== undefined && !oneLine.test(data.statement))
    throw invalid('statement', 'one line of text, without line breaks or control characters')
  if (data.requestId !== undefined && !oneLine.test(data.requestId))
    throw invalid('requestId', 'one line of text')
  for (const [field, value] of [
    ['issuedAt', data.issuedAt],
    ['expirationTime', data.expirationTime],
    ['notBefore', data.notBefore],
  ] as const) {
    if (value !== undefined && (!rfc3339.test(value) || Number.isNaN(Date.parse(value))))
      throw invalid(field, 'an RFC 3339 time such as 2026-01-01T00:00:00.000Z')
  }
  if (!authority.test(data.domain)) throw invalid('domain', 'a host such as app.example[:port]')
  if (!uri(data.uri)) throw invalid('uri', 'an absolute URI')
  if (data.version !== '1') throw invalid('version', '1')
  if (!nonce.test(data.nonce)) throw invalid('nonce', 'at least 8 letters or digits')
  if (data.resources?.some((resource) => !uri(resource))) throw invalid('resources', 'absolute URIs')

  if (namespace === 'eip155') {
    const chainId = Number(reference)
    if (!/^[1-9][0-9]{0,15}$/.test(reference)) throw invalid('chainId', 'an eip155:<number> network')
    const date = (value: string | undefined) => (value === undefined ? undefined : new Date(value))
    try {
      return createSiweMessage({
        address: data.accountAddress as `0x${string}`,
        chainId,
        domain: data.domain,
        uri: data.uri,
        version: '1',
        nonce: data.nonce,
        issuedAt: date(data.issuedAt) ?? new Date(),
        ...(data.statement ? { statement: data.statement } : {}),
        ...(data.expirationTime ? { expirationTime: date(data.expirationTime) } : {}),
        ...(data.notBefore ? { notBefore: date(data.notBefore) } : {}),
        ...(data.requestId ? { requestId: data.requestId } : {}),
        ...(data.resources?.length ? { resources: data.resources } : {}),
      })
    } catch (error) {
      throw new SiwxError('Invalid sign-in message.', { cause: error as Error })
    }
  }

  if (!solanaAddress.test(data.accountAddress)) throw invalid('accountAddress', 'a base58 Solana address')
  if (!caip2Reference.test(reference)) throw invalid('chainId', 'a solana:<genesis hash> network')
  const lines = [`${data.domain} wants you to sign in with your Solana account:`, data.accountAddress, '']
  if (data.statement) lines.push(data.statement)
  lines.push(
    '',
    `URI: ${data.uri}`,
    'Version: 1',
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt ?? new Date().toISOString()}`,
  )
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources?.length) lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`))
  return lines.join('\n')
}

import { keccak_256 } from '@noble/hashes/sha3.js'
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
// EIP-4361's URIs are RFC 3986's: only its characters, and every percent sign starts a two-digit escape.
const rfc3986Uri = (value: string) =>
  /^[A-Za-z0-9:/?#[\]@!$&'()*+,;=.\-_~%]*$/.test(value) && !/%(?![0-9A-Fa-f]{2})/.test(value)
// EIP-4361's domain: a host name with a top-level label, an IPv4 address or localhost, each with an optional port.
const siweDomain =
  /^(([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+([A-Za-z]{2,63}|[xX][nN]--[A-Za-z0-9-]{0,58}[A-Za-z0-9])|((25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)\.){3}(25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)|localhost)(:[0-9]{1,5})?$/
const evmAddress = /^0x[0-9a-fA-F]{40}$/

/** EIP-55: each letter of the address upper-cased where the keccak-256 of its lower-case hex has a nibble of 8 or more. */
function checksumAddress(address: string): string {
  const lower = address.slice(2).toLowerCase()
  const hash = keccak_256(new TextEncoder().encode(lower))
  let result = '0x'
  for (let index = 0; index < lower.length; index++) {
    const byte = hash[index >> 1] ?? 0
    const nibble = index % 2 === 0 ? byte >> 4 : byte & 0x0f
    const char = lower[index] ?? ''
    result += nibble >= 8 ? char.toUpperCase() : char
  }
  return result
}

/**
 * The text a wallet signs: EIP-4361 on `eip155` networks (the address checksummed, the chain id a number: line for
 * line what viem's `createSiweMessage` writes, without reaching the viem modules the page's first load shares), and
 * its CAIP-122 form on Solana (Sign In With Solana: "… with your Solana account", the cluster's genesis hash as chain
 * id) by the same grammar. Every field is checked first: a statement
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
    if (!/^[1-9][0-9]{0,15}$/.test(reference)) throw invalid('chainId', 'an eip155:<number> network')
    if (!siweDomain.test(data.domain))
      throw invalid('domain', 'a host name, an IPv4 address or localhost, with an optional port')
    if (!evmAddress.test(data.accountAddress)) throw invalid('accountAddress', 'a 0x-prefixed EVM address')
    if (!rfc3986Uri(data.uri)) throw invalid('uri', 'an RFC 3986 URI')
    if (data.resources?.some((resource) => !rfc3986Uri(resource))) throw invalid('resources', 'RFC 3986 URIs')
    // The times as ISO 8601 in UTC, the address checksummed: the form viem's `parseSiweMessage` reads back.
    const time = (value: string) => new Date(value).toISOString()
    const lines = [
      `${data.domain} wants you to sign in with your Ethereum account:`,
      checksumAddress(data.accountAddress),
      '',
    ]
    if (data.statement) lines.push(data.statement)
    lines.push(
      '',
      `URI: ${data.uri}`,
      'Version: 1',
      `Chain ID: ${Number(reference)}`,
      `Nonce: ${data.nonce}`,
      `Issued At: ${data.issuedAt ? time(data.issuedAt) : new Date().toISOString()}`,
    )
    if (data.expirationTime) lines.push(`Expiration Time: ${time(data.expirationTime)}`)
    if (data.notBefore) lines.push(`Not Before: ${time(data.notBefore)}`)
    if (data.requestId) lines.push(`Request ID: ${data.requestId}`)
    if (data.resources?.length) lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`))
    return lines.join('\n')
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

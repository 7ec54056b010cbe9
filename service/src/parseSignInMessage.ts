import { base58 } from '@scure/base'
import { getAddress } from 'viem'

/** A sign-in message: EIP-4361 (Sign In With Ethereum) or its CAIP-122 Solana form (Sign In With Solana). */
export type SignInMessage = {
  namespace: 'eip155' | 'solana'
  domain: string
  /** Checksummed on EVM, base58 on Solana. */
  address: string
  statement: string | undefined
  uri: string
  version: '1'
  /** The chain's CAIP-2 reference: `1` (`eip155:1`), a cluster's genesis-hash prefix (`solana:<reference>`). */
  chainReference: string
  nonce: string
  issuedAt: Date
  expirationTime: Date | undefined
  notBefore: Date | undefined
  requestId: string | undefined
  resources: string[]
}

const header = /^(?<domain>[^\s/?#@\\]+) wants you to sign in with your (?<account>Ethereum|Solana) account:$/
const evmAddress = /^0x[0-9a-fA-F]{40}$/
const solanaAddress = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const chainReferences = { eip155: /^[1-9][0-9]{0,15}$/, solana: /^[-_a-zA-Z0-9]{1,32}$/ }
const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/
// No control characters (a CR could hide a line from a wallet's display) and no Unicode line breaks.
const lineText = /^[^\p{Cc}\u2028\u2029]*$/u

/**
 * Reads a sign-in message by its exact grammar: the header, the address, the statement (one line, optional), then
 * `URI`, `Version`, `Chain ID`, `Nonce`, `Issued At` and the optional `Expiration Time`, `Not Before`, `Request ID`,
 * `Resources` each on its own line, in this order, nothing before, between or after. Undefined when the text is
 * anything else, so a statement with a line break cannot add or replace a field.
 */
export function parseSignInMessage(text: string): SignInMessage | undefined {
  const lines = text.split('\n')
  if (!lines.every((line) => lineText.test(line))) return undefined
  const head = header.exec(lines[0] ?? '')?.groups
  if (!head?.domain || !isAuthority(head.domain)) return undefined
  const namespace = head.account === 'Ethereum' ? 'eip155' : 'solana'
  const address = lines[1] ?? ''
  if (namespace === 'eip155' ? !isChecksummed(address) : !isSolanaAddress(address)) return undefined
  if (lines[2] !== '') return undefined
  let index = 3
  let statement: string | undefined
  // EIP-4361 writes a blank line where the statement is absent; viem's createSiweMessage leaves it out.
  if (lines[index] === '') index++
  else if (lines[index + 1] === '') {
    statement = lines[index]
    index += 2
  }
  const field = (name: string, optional = false) => {
    const line = lines[index]
    if (line?.startsWith(`${name}: `) && line.length > name.length + 2) {
      index++
      return line.slice(name.length + 2)
    }
    return optional ? undefined : null
  }
  const uri = field('URI')
  const version = field('Version')
  const chainReference = field('Chain ID')
  const nonce = field('Nonce')
  const issuedAt = date(field('Issued At'))
  const expirationTime = date(field('Expiration Time', true))
  const notBefore = date(field('Not Before', true))
  const requestId = field('Request ID', true)
  const resources: string[] = []
  if (lines[index] === 'Resources:') {
    for (index++; index < lines.length; index++) {
      const resource = /^- (.+)$/.exec(lines[index] ?? '')?.[1]
      if (!resource || !URL.canParse(resource)) return undefined
      resources.push(resource)
    }
  }
  if (index !== lines.length) return undefined
  if (!uri || !URL.canParse(uri) || version !== '1' || !nonce || !/^[a-zA-Z0-9]{8,}$/.test(nonce))
    return undefined
  if (!chainReference || !chainReferences[namespace].test(chainReference)) return undefined
  if (!issuedAt || expirationTime === null || notBefore === null || requestId === null) return undefined
  return {
    namespace,
    domain: head.domain,
    address,
    statement,
    uri,
    version,
    chainReference,
    nonce,
    issuedAt,
    expirationTime,
    notBefore,
    requestId,
    resources,
  }
}

/** `host[:port]`: no scheme, user info, path, query or fragment. */
function isAuthority(text: string): boolean {
  const url = URL.parse(`https://${text}`)
  return url !== null && url.hostname !== '' && /^[^/?#@\\\s]+$/.test(text)
}

function isChecksummed(address: string): boolean {
  if (!evmAddress.test(address)) return false
  try {
    return getAddress(address) === address
  } catch {
    return false
  }
}

function isSolanaAddress(address: string): boolean {
  if (!solanaAddress.test(address)) return false
  try {
    return base58.decode(address).length === 32
  } catch {
    return false
  }
}

/** An RFC 3339 time; null when malformed, undefined when absent (`null` passed through as malformed). */
function date(value: string | null | undefined): Date | null | undefined {
  if (value === undefined) return undefined
  if (value === null || !rfc3339.test(value)) return null
  const parsed = new Date(value)
  return Number.isNaN(parsed.getTime()) ? null : parsed
}

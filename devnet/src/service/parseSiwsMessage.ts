/** A Sign In With Solana message (CAIP-122's Solana form), as `@foyer/plugin-siwx` and wallets write it. */
export type SiwsMessage = {
  domain: string
  address: string
  statement: string | undefined
  uri: string
  version: string
  /** The cluster's genesis-hash reference (`solana:<reference>`). */
  chainId: string
  nonce: string
  issuedAt: Date | undefined
  expirationTime: Date | undefined
  notBefore: Date | undefined
  requestId: string | undefined
  resources: string[]
}

const header = /^(?<domain>[^\s]+) wants you to sign in with your Solana account:$/
const fieldNames = {
  URI: 'uri',
  Version: 'version',
  'Chain ID': 'chainId',
  Nonce: 'nonce',
  'Issued At': 'issuedAt',
  'Expiration Time': 'expirationTime',
  'Not Before': 'notBefore',
  'Request ID': 'requestId',
} as const

/** Reads a Solana sign-in message; undefined when the text is not one (a required field missing or malformed). */
export function parseSiwsMessage(text: string): SiwsMessage | undefined {
  const lines = text.split('\n')
  const domain = header.exec(lines[0] ?? '')?.groups?.domain
  const address = lines[1] ?? ''
  if (!domain || !/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address) || lines[2] !== '') return undefined
  let index = 3
  let statement: string | undefined
  if (lines[index] !== '') statement = lines[index++]
  if (lines[index++] !== '') return undefined
  const fields: Partial<Record<(typeof fieldNames)[keyof typeof fieldNames], string>> = {}
  const resources: string[] = []
  for (; index < lines.length; index++) {
    const line = lines[index] ?? ''
    if (line === 'Resources:') {
      for (index++; index < lines.length; index++) {
        const resource = /^- (.+)$/.exec(lines[index] ?? '')?.[1]
        if (!resource) return undefined
        resources.push(resource)
      }
      break
    }
    const match = /^([A-Za-z ]+): (.+)$/.exec(line)
    const name = match && fieldNames[match[1] as keyof typeof fieldNames]
    if (!name || fields[name] !== undefined) return undefined
    fields[name] = match[2]
  }
  const date = (value: string | undefined) => {
    if (value === undefined) return undefined
    const parsed = new Date(value)
    return Number.isNaN(parsed.getTime()) ? null : parsed
  }
  const issuedAt = date(fields.issuedAt)
  const expirationTime = date(fields.expirationTime)
  const notBefore = date(fields.notBefore)
  if (issuedAt === null || expirationTime === null || notBefore === null) return undefined
  if (!fields.uri || fields.version !== '1' || !fields.chainId || !fields.nonce) return undefined
  return {
    domain,
    address,
    statement,
    uri: fields.uri,
    version: fields.version,
    chainId: fields.chainId,
    nonce: fields.nonce,
    issuedAt,
    expirationTime,
    notBefore,
    requestId: fields.requestId,
    resources,
  }
}

import { type Hex, verifyMessage } from 'viem'
import * as z from 'zod'
import type { BlockchainApiContext } from './addBlockchainApiRoutes.js'
import { evmAddress } from './blockchainInputs.js'
import { type NameRecord, nameSuffix } from './createNameRegistry.js'
import { normalizeNameLabel } from './normalizeNameLabel.js'
import { parseInput } from './parseInput.js'
import {
  ConflictError,
  InvalidInputError,
  LimitReachedError,
  NotFoundError,
  UnauthorizedError,
} from './serviceErrors.js'

const maxMessageAgeSeconds = 10 * 60

/** A name with or without the suffix, normalised by ENSIP-15 to `label.foyer.eth` (`normalizeNameLabel`). */
const fullName = z
  .string()
  .max(255)
  .transform((value, context) => {
    const trimmed = value.trim()
    const suffixed = trimmed.toLowerCase().endsWith(nameSuffix)
    const result = normalizeNameLabel(suffixed ? trimmed.slice(0, -nameSuffix.length) : trimmed)
    if ('error' in result) {
      context.addIssue({ code: 'custom', message: `Expected a registrable name: ${result.error}` })
      return z.NEVER
    }
    return `${result.label}${nameSuffix}`
  })

const registerBody = z.object({
  coin_type: z.coerce
    .number()
    .int()
    .refine(
      (value) => value === 60 || (value >= 0x80000000 && value <= 0xffffffff),
      'Expected an EVM coin type (ENSIP-11)',
    ),
  address: evmAddress,
  message: z.string().min(2).max(5000),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/, 'Expected a hex signature'),
})

const signedMessage = z.object({
  name: fullName,
  attributes: z.record(z.string(), z.string().max(500)).optional(),
  timestamp: z.number().int().positive(),
})

/** Identity and the name service: `/v1/identity/{address}` and `/v1/profile/...`. */
export function addProfileRoutes(context: BlockchainApiContext): void {
  const { names } = context

  const profileOf = (record: NameRecord) => ({
    name: record.name,
    registered: record.registered,
    updated: record.updated,
    addresses: { [String(record.coinType)]: { address: record.address, created: String(record.registered) } },
    attributes: Object.entries(record.attributes).map(([key, value]) => ({ [key]: value })),
  })

  context.add('GET', '/v1/identity/:address', async (request) => {
    const address = parseInput(evmAddress, request.params.address, 'path parameter')
    const primary = (await names.byAddress(address))[0]
    if (!primary) return { json: { name: null, avatar: null } }
    const avatar =
      primary.attributes.avatar ??
      `${request.baseUrl}/public/getAssetImage/${encodeURIComponent(primary.name)}`
    return { json: { name: primary.name, avatar } }
  })

  context.add('GET', '/v1/profile/account/:name', async (request) => {
    const name = parseInput(fullName, request.params.name, 'path parameter')
    const record = await names.byName(name)
    if (!record) throw new NotFoundError(`No account named ${name}`)
    return { json: profileOf(record) }
  })

  context.add('GET', '/v1/profile/reverse/:address', async (request) => {
    const address = parseInput(evmAddress, request.params.address, 'path parameter')
    return { json: (await names.byAddress(address)).map(profileOf) }
  })

  context.add('GET', '/v1/profile/suggestions/:name', async (request) => {
    const name = parseInput(fullName, request.params.name, 'path parameter')
    const label = name.slice(0, -nameSuffix.length)
    const candidates = [
      label,
      `${label}-1`,
      `${label}1`,
      `${label}-eth`,
      `the-${label}`,
      `${label}${new Date().getUTCFullYear()}`,
    ]
    const taken = await Promise.all(candidates.map((candidate) => names.byName(`${candidate}${nameSuffix}`)))
    const suggestions = candidates
      .filter((_, index) => !taken[index])
      .map((candidate) => ({ name: `${candidate}${nameSuffix}`, registered: false }))
    return { json: { suggestions } }
  })

  context.add('POST', '/v1/profile/account', async (request) => {
    const body = parseInput(registerBody, await request.body(), 'body field')
    let json: unknown
    try {
      json = JSON.parse(body.message)
    } catch {
      throw new InvalidInputError(
        'Invalid body field "message": expected a JSON string { name, attributes, timestamp }',
      )
    }
    const message = parseInput(signedMessage, json, 'body field')
    const valid = await verifySignature(
      context,
      body.coin_type,
      body.address,
      body.message,
      body.signature as Hex,
    )
    if (!valid) throw new UnauthorizedError('Invalid signature: the message was not signed by this address')
    const nowSeconds = Math.floor(Date.now() / 1000)
    if (Math.abs(nowSeconds - message.timestamp) > maxMessageAgeSeconds) {
      throw new UnauthorizedError('The signed message has expired: sign a message with a current timestamp')
    }
    const existing = await names.byName(message.name)
    if (existing && existing.address !== body.address)
      throw new ConflictError(`${message.name} is already registered`)
    if (!existing) {
      const { namesPerAddress, namesTotal } = context.limits
      if ((await names.byAddress(body.address)).length >= namesPerAddress) {
        throw new LimitReachedError(
          `${body.address} has registered ${namesPerAddress} names, the most it may`,
        )
      }
      if ((await names.size()) >= namesTotal)
        throw new LimitReachedError(`This service keeps at most ${namesTotal} names`)
    }
    const record = await names.register({
      name: message.name,
      address: body.address,
      coinType: body.coin_type,
      registered: nowSeconds,
      updated: nowSeconds,
      attributes: message.attributes ?? {},
    })
    if (!record) throw new ConflictError(`${message.name} is already registered`)
    return { json: profileOf(record) }
  })
}

/** An EOA signature, or a contract account's ERC-1271 answer on the chain the coin type names. */
async function verifySignature(
  context: BlockchainApiContext,
  coinType: number,
  address: `0x${string}`,
  message: string,
  signature: Hex,
): Promise<boolean> {
  const eoaValid = await verifyMessage({ address, message, signature }).catch(() => false)
  if (eoaValid) return true
  const chainId = coinType === 60 ? 1 : coinType & 0x7fffffff
  const reader = context.readers.find(chainId)
  if (!reader) return false
  return reader.client.verifyMessage({ address, message, signature }).catch(() => false)
}

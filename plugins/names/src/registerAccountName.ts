import {
  coinTypeFromChainId,
  getBlockchainApi,
  HttpRequestError,
  type PluginContext,
  UserRejectedRequestError,
} from '@foyer/core'
import * as z from 'zod/mini'
import { NameRegistrationError } from './errors.js'
import type { NamesState } from './names.js'

const signatureSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]+$/, 'Expected a hex signature'))
const serviceErrorSchema = z.object({ message: z.string() })

/**
 * Registers `name` (label + suffix) for the connected EVM account (SPEC.md §4): the wallet signs
 * `{"name","attributes","timestamp"}` (`personal_sign`, through the kernel's guard), then
 * `POST /v1/profile/account` stores it with the chain's ENSIP-11 coin type, and identity sync looks the account up
 * again so its name shows. The state moves `signing` → `registering` → `registered`; on failure it goes back to
 * `editing` with the error, which is also thrown (`NameRegistrationError`).
 */
export async function registerAccountName(
  context: Pick<
    PluginContext<NamesState>,
    'options' | 'getAccount' | 'getNetwork' | 'request' | 'setState' | 'refreshIdentity'
  >,
  { name }: { name: string },
): Promise<void> {
  try {
    const account = context.getAccount({ namespace: 'eip155' })
    const network = context.getNetwork({ namespace: 'eip155' }).caipNetwork
    if (!account.isConnected || !account.address || !network)
      throw new NameRegistrationError('Connect an EVM wallet to register a name.', { code: 'notConnected' })
    const api = getBlockchainApi(context.options)
    if (!api)
      throw new NameRegistrationError('Names are not available: the app has no Blockchain API.', {
        code: 'unavailable',
      })
    const address = account.address
    const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
    context.setState({ status: 'signing', name, error: undefined })
    const signature = z.parse(
      signatureSchema,
      await context.request({ method: 'personal_sign', params: [toHexText(message), address] }),
    )
    context.setState({ status: 'registering' })
    await api.registerName({
      coin_type: coinTypeFromChainId(Number(network.id)),
      address,
      message,
      signature,
    })
    context.setState({ status: 'registered' })
    context.refreshIdentity('eip155')
  } catch (error) {
    const failure = toRegistrationError(error)
    context.setState({ status: 'editing', error: failure.shortMessage })
    throw failure
  }
}

function toRegistrationError(error: unknown): NameRegistrationError {
  if (error instanceof NameRegistrationError) return error
  if (error instanceof UserRejectedRequestError || (error as { code?: unknown })?.code === 4001)
    return new NameRegistrationError('Signature declined', { cause: error, code: 'declined' })
  if (error instanceof HttpRequestError) {
    let reason: string | undefined
    try {
      reason = serviceErrorSchema.parse(JSON.parse(error.body)).message
    } catch {}
    return new NameRegistrationError(reason ?? 'The name could not be registered. Try again.', {
      cause: error,
      code: reason ? 'service' : 'failed',
    })
  }
  return new NameRegistrationError('The name could not be registered. Try again.', {
    cause: error,
  })
}

const toHexText = (text: string) =>
  `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`

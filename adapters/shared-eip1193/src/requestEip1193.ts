import type { Eip1193Provider } from './Eip1193Provider.js'
import { toWalletError } from './errors.js'

/** Sends one request to a wallet; what the wallet throws comes back as a Foyer error with the wallet's code. */
export async function requestEip1193(
  provider: Eip1193Provider,
  method: string,
  params?: unknown,
): Promise<unknown> {
  try {
    return await provider.request(params === undefined ? { method } : { method, params })
  } catch (error) {
    throw toWalletError(method, error)
  }
}

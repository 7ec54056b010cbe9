import type { AdapterEstimateGasRequest } from '@foyer/core/eager'
import type { Eip1193Provider } from './Eip1193Provider.js'
import { InvalidWalletResponseError } from './errors.js'
import { requestEip1193 } from './requestEip1193.js'

/** The wallet's own `eth_estimateGas` for a call, as a bigint. */
export async function estimateEip1193Gas(
  provider: Eip1193Provider,
  { to, from, data, value }: AdapterEstimateGasRequest,
): Promise<bigint> {
  const method = 'eth_estimateGas'
  const call = {
    from,
    to,
    ...(data ? { data } : {}),
    ...(value === undefined ? {} : { value: `0x${value.toString(16)}` }),
  }
  const gas = await requestEip1193(provider, method, [call])
  if (typeof gas !== 'string' || !/^0x[0-9a-fA-F]+$/.test(gas))
    throw new InvalidWalletResponseError({ method, response: gas })
  return BigInt(gas)
}

import { parseUnits } from '@foyer/core'
import * as z from 'zod/mini'
import { getBlockchainApi } from './getBlockchainApi.js'
import { getSolanaRpc } from './getSolanaRpc.js'
import type { SendContext } from './SendContext.js'
import type { SendToken } from './send.js'

const quantitySchema = z.string().check(z.regex(/^0x[0-9a-fA-F]+$/, 'Expected a hex quantity'))
const solanaBalanceSchema = z.object({ value: z.number().check(z.int(), z.nonnegative()) })

/**
 * The tokens the connected account holds on the active network, native first: from the Blockchain API's
 * `GET /v1/account/{address}/balance` when the host has one, else the native balance read from the chain.
 */
export async function getSendTokens(context: SendContext): Promise<SendToken[]> {
  const network = context.getNetwork()
  const namespace = network.activeNamespace
  const address = context.getAccount().address
  const caipNetwork = network.caipNetwork
  if (!address || !caipNetwork) return []
  if (namespace === 'bip122' || namespace === 'polkadot') return getAccountNativeToken(context)
  if (namespace !== 'eip155' && namespace !== 'solana') return []
  const api = getBlockchainApi(context)
  if (api) {
    try {
      const { balances } = await api.getBalance({
        address,
        currency: 'usd',
        chainId: caipNetwork.caipNetworkId,
        forceUpdate: String(Date.now()),
      })
      const tokens = balances
        .filter((balance) => balance.quantity.decimals !== '0' || !balance.address)
        .map(
          (balance): SendToken => ({
            name: balance.name,
            symbol: balance.symbol,
            decimals: Number(balance.quantity.decimals),
            address: balance.address?.split(':').at(-1),
            balance: parseUnits(balance.quantity.numeric, Number(balance.quantity.decimals)).toString(),
            price: balance.price,
            iconUrl: balance.iconUrl,
          }),
        )
      return tokens.sort((a, b) => Number(a.address !== undefined) - Number(b.address !== undefined))
    } catch {
      // The service is down or does not know this network: read the native balance from the chain instead.
    }
  }
  const { nativeCurrency } = caipNetwork
  const balance =
    namespace === 'eip155'
      ? BigInt(
          z.parse(
            quantitySchema,
            await context.request({ method: 'eth_getBalance', params: [address, 'latest'] }),
          ),
        )
      : BigInt(
          (
            await getSolanaRpc(context).request({
              method: 'getBalance',
              params: [address, { commitment: 'confirmed' }],
              schema: solanaBalanceSchema,
            })
          ).value,
        )
  return [
    {
      name: nativeCurrency.name,
      symbol: nativeCurrency.symbol,
      decimals: nativeCurrency.decimals,
      balance: balance.toString(),
      price: 0,
    },
  ]
}

/** Bitcoin and Polkadot: the native coin, with the balance the account shows (its adapter reads it from the network). */
function getAccountNativeToken(context: SendContext): SendToken[] {
  const { balance } = context.getAccount()
  const currency = context.getNetwork().caipNetwork?.nativeCurrency
  if (balance === undefined || !currency) return []
  return [
    {
      name: currency.name,
      symbol: currency.symbol,
      decimals: currency.decimals,
      balance: parseUnits(balance, currency.decimals).toString(),
      price: 0,
    },
  ]
}

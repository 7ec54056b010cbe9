import { ApiPromise, type SubmittableResult, WsProvider } from '@polkadot/api'
import type { Signer } from '@polkadot/api/types'
import type {} from '@polkadot/api-augment'

/**
 * The chain side of the adapter on `@polkadot/api`, loaded with the first balance read or transfer (the adapter
 * imports this module dynamically): one `ApiPromise` per RPC URL, kept for the page's life.
 */
const apis = new Map<string, Promise<ApiPromise>>()

const connectTimeoutMs = 15_000

export function getPolkadotApi(url: string): Promise<ApiPromise> {
  let api = apis.get(url)
  if (!api) {
    api = ApiPromise.create({
      provider: new WsProvider(url, 2_500, {}, connectTimeoutMs),
      throwOnConnect: true,
      noInitWarn: true,
    })
    // A failed connection is not kept: the next read tries again.
    api.catch(() => apis.delete(url))
    apis.set(url, api)
  }
  return api
}

export type PolkadotFreeBalance = { free: bigint; decimals: number | undefined; symbol: string | undefined }

/** `System.Account(address).data.free`, with the chain's decimals and symbol (`system_properties`). */
export async function readFreeBalance(url: string, address: string): Promise<PolkadotFreeBalance> {
  const api = await getPolkadotApi(url)
  const account = await api.query.system.account(address)
  return {
    free: account.data.free.toBigInt(),
    decimals: api.registry.chainDecimals[0],
    symbol: api.registry.chainTokens[0],
  }
}

export type PolkadotTransfer = { from: string; to: string; amount: bigint }

/** The fee the chain quotes for `balances.transferKeepAlive(to, amount)` from `from` (`partialFee`, planck). */
export async function estimateTransferFee(
  url: string,
  { from, to, amount }: PolkadotTransfer,
): Promise<bigint> {
  const api = await getPolkadotApi(url)
  const info = await api.tx.balances.transferKeepAlive(to, amount).paymentInfo(from)
  return info.partialFee.toBigInt()
}

export type PolkadotTransferResult = {
  /** The extrinsic's hash. */
  hash: `0x${string}`
  blockHash: `0x${string}`
  /** `undefined` when the transfer succeeded, else the runtime's error (`balances.InsufficientBalance`, …). */
  error: string | undefined
}

/**
 * Signs `balances.transferKeepAlive(to, amount)` with the extension's signer and sends it; resolves once it is in
 * a block, with the runtime's error if the transfer failed there.
 */
export async function sendTransfer(
  url: string,
  { from, to, amount, signer }: PolkadotTransfer & { signer: Signer },
): Promise<PolkadotTransferResult> {
  const api = await getPolkadotApi(url)
  const transfer = api.tx.balances.transferKeepAlive(to, amount)
  return new Promise((resolve, reject) => {
    let stop: (() => void) | undefined
    let settled = false
    transfer
      .signAndSend(from, { signer }, (result) => {
        if (settled || !(result.status.isInBlock || result.status.isFinalized)) return
        settled = true
        stop?.()
        const blockHash = (
          result.status.isInBlock ? result.status.asInBlock : result.status.asFinalized
        ).toHex()
        resolve({
          hash: transfer.hash.toHex(),
          blockHash,
          error: describeDispatchError(api, result.dispatchError),
        })
      })
      .then((unsubscribe) => {
        stop = unsubscribe
        if (settled) unsubscribe()
      }, reject)
  })
}

function describeDispatchError(
  api: ApiPromise,
  error: SubmittableResult['dispatchError'],
): string | undefined {
  if (!error) return undefined
  if (!error.isModule) return error.type
  const { section, name } = api.registry.findMetaError(error.asModule)
  return `${section}.${name}`
}

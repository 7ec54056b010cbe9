import { createHttpClient, type PluginContext } from '@foyer/core'
import { NftsResponseSchema } from './nftSchemas.js'
import type { NftsState } from './nfts.js'

export type FetchNftsParameters = {
  /** Fetch the next page and append it; otherwise (re)load the first page. */
  more?: boolean
}

const inFlight = new WeakMap<object, Promise<void>>()

/**
 * Reads the connected account's NFTs on the active network (`GET /v1/account/{address}/nfts`) into the plugin's
 * state; `more` appends the next page. Without an address, a network or a Blockchain API URL it does nothing.
 */
export function fetchNfts(
  context: PluginContext<NftsState>,
  parameters: FetchNftsParameters = {},
): Promise<void> {
  const running = inFlight.get(context)
  if (running) return running
  const done = run(context, parameters).finally(() => inFlight.delete(context))
  inFlight.set(context, done)
  return done
}

async function run(context: PluginContext<NftsState>, { more = false }: FetchNftsParameters): Promise<void> {
  const account = context.getAccount()
  const address = account.isConnected ? account.address : undefined
  const chainId = context.getNetwork().caipNetworkId
  const baseUrl = context.options.blockchainApiUrl ?? context.options.apiUrl
  if (!address || !chainId) return
  const key = `${chainId}:${address}`
  const state = context.getState()
  const cursor = more && state.key === key ? state.next : undefined
  if (more && !cursor) return
  context.setState(
    state.key === key ? { status: 'loading' } : { key, status: 'loading', nfts: [], next: null },
  )
  if (!baseUrl || !/^(eip155|solana):/.test(chainId)) {
    context.setState({ status: 'ready', nfts: [], next: null })
    return
  }
  try {
    const http = createHttpClient({ baseUrl, query: { projectId: context.options.projectId } })
    const page = await http.get(`/v1/account/${encodeURIComponent(address)}/nfts`, {
      query: { chainId, cursor },
      schema: NftsResponseSchema,
    })
    if (context.getState().key !== key) return
    const ofChain = page.data.filter((nft) => nft.chainId === chainId)
    context.setState((current) => ({
      status: 'ready',
      nfts: cursor ? [...current.nfts, ...ofChain] : ofChain,
      next: page.next,
    }))
  } catch {
    if (context.getState().key === key) context.setState({ status: 'failed' })
  }
}

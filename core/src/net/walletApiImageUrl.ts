import { toRequestUrl } from './toRequestUrl.js'

/** What a Wallet API URL carries: the service and the query every call sends (`createWalletApi`'s parameters). */
export type WalletApiImageUrlParameters = {
  baseUrl: string
  projectId: string
  sdkType: string
  sdkVersion: string
}

export type WalletApiImageKind = 'wallet' | 'asset' | 'currency' | 'token'

const imagePaths: Record<WalletApiImageKind, string> = {
  wallet: '/getWalletImage',
  asset: '/public/getAssetImage',
  currency: '/public/getCurrencyImage',
  token: '/public/getTokenImage',
}

/**
 * The Wallet API's URL of an image (a wallet's, a network's asset, a currency's, a token's): built here without the
 * client, so a button can show a network's image before the client and its schemas load.
 */
export function walletApiImageUrl(
  { baseUrl, projectId, sdkType, sdkVersion }: WalletApiImageUrlParameters,
  kind: WalletApiImageKind,
  id: string,
): string {
  return toRequestUrl(baseUrl, `${imagePaths[kind]}/${encodeURIComponent(id)}`, {
    projectId,
    st: sdkType,
    sv: sdkVersion,
  })
}

export type RpcGatewayUrlParameters = {
  baseUrl: string
  /** CAIP-2 id, for example "eip155:1". */
  chainId: string
  projectId: string
}

/** The blockchain RPC gateway endpoint of a chain: `{baseUrl}/v1/?chainId=...&projectId=...`. */
export function rpcGatewayUrl({ baseUrl, chainId, projectId }: RpcGatewayUrlParameters): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/v1/`)
  url.searchParams.set('chainId', chainId)
  url.searchParams.set('projectId', projectId)
  return url.toString()
}

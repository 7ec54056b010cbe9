import * as client from 'openid-client'

/** A GET of a provider's profile API with the user's access token; a non-2xx answer is an error naming the API. */
export async function fetchProviderJson(
  config: client.Configuration,
  accessToken: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const response = await client.fetchProtectedResource(
    config,
    accessToken,
    new URL(url),
    'GET',
    undefined,
    new Headers({ accept: 'application/json', 'user-agent': 'foyer-service', ...headers }),
  )
  if (!response.ok)
    throw new Error(`${new URL(url).host} answered ${response.status} for ${new URL(url).pathname}`)
  return response.json()
}

import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Wallet } from '@foyer/core/schemas'

export type WalletRegistryServer = {
  url: string
  /** Every `/getWallets` query received, as parsed search params. */
  requests: URLSearchParams[]
  stop(): Promise<void>
}

/** Registry wallets with 64-hex ids, like the real Wallet API's: 'Wallet 001' ... plus any given first. */
export function createRegistryWallets(count: number, first: Wallet[] = []): Wallet[] {
  const generated = Array.from({ length: count }, (_, index): Wallet => {
    const number = String(index + 1).padStart(3, '0')
    return {
      id: (index + 1).toString(16).padStart(64, '0'),
      name: `Wallet ${number}`,
      image_id: `image-${number}`,
      rdns: null,
      mobile_link: `wallet${number}://`,
      desktop_link: null,
      webapp_link: `https://wallet${number}.example/app`,
      chains: ['eip155:1'],
    }
  })
  return [...first, ...generated]
}

/**
 * A small Wallet API on 127.0.0.1 answering `GET /getWallets` (page, entries, include, exclude, search) the way
 * SPEC.md §7 describes, from a fixed list of wallets.
 */
export async function startWalletRegistryServer(wallets: Wallet[]): Promise<WalletRegistryServer> {
  const requests: URLSearchParams[] = []
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (url.pathname !== '/getWallets') {
      response.writeHead(404).end()
      return
    }
    requests.push(url.searchParams)
    const list = (key: string) => url.searchParams.get(key)?.split(',').filter(Boolean) ?? []
    const include = list('include')
    const exclude = list('exclude')
    const search = url.searchParams.get('search')?.toLowerCase()
    const page = Number(url.searchParams.get('page') ?? 1)
    const entries = Number(url.searchParams.get('entries') ?? 40)
    const matching = wallets.filter(
      (wallet) =>
        (include.length === 0 || include.includes(wallet.id)) &&
        !exclude.includes(wallet.id) &&
        (!search || wallet.name.toLowerCase().includes(search)),
    )
    const data = matching.slice((page - 1) * entries, page * entries)
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ count: matching.length, data }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}

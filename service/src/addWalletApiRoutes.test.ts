import { defaultEvmChainIds } from '@foyer/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ReferenceService, startReferenceService } from './startReferenceService.js'

type Wallet = {
  id: string
  name: string
  rdns: string | null
  badge_type: string
  chains: string[]
  image_id: string
}
type WalletsPage = { count: number; data: Wallet[] }

let service: ReferenceService

beforeAll(async () => {
  service = await startReferenceService({
    projects: [
      { projectId: 'foyer-dev' },
      { projectId: 'locked', allowedOrigins: ['https://app.example'] },
      { projectId: 'quiet', analyticsEnabled: false },
    ],
  })
})
afterAll(() => service.stop())

async function getWallets(query: string): Promise<WalletsPage> {
  const response = await fetch(`${service.url}/getWallets?projectId=foyer-dev&${query}`)
  expect(response.status).toBe(200)
  return (await response.json()) as WalletsPage
}

describe('Wallet API', () => {
  it('serves a registry of more than 500 wallets, 40 per page by default', async () => {
    const first = await getWallets('')
    expect(first.count).toBeGreaterThanOrEqual(500)
    expect(first.data).toHaveLength(40)
    const ids = new Set<string>()
    for (let page = 1; page <= Math.ceil(first.count / 100); page++) {
      for (const wallet of (await getWallets(`page=${page}&entries=100`)).data) ids.add(wallet.id)
    }
    expect(ids.size).toBe(first.count)
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{64}$/)
  })

  it('lists the devnet wallets with their rdns, and pages without overlap', async () => {
    const dev = await getWallets('search=foyer')
    expect(dev.data.map((wallet) => [wallet.name, wallet.rdns])).toEqual([
      ['Foyer Dev Wallet', 'dev.foyer.wallet'],
      ['Foyer WalletConnect Dev Wallet', null],
    ])
    const page1 = await getWallets('page=1&entries=7')
    const page2 = await getWallets('page=2&entries=7')
    expect(page2.data).toHaveLength(7)
    expect(page1.data.map((wallet) => wallet.id)).not.toContain(page2.data[0]?.id)
    expect((await getWallets(`page=1000&entries=40`)).data).toEqual([])
  })

  it('lists wallets for every default devnet chain, and each dev wallet with its chains, injection and links', async () => {
    for (const chainId of defaultEvmChainIds) {
      const page = await getWallets(`chains=eip155:${chainId}`)
      expect(page.count, `eip155:${chainId}`).toBeGreaterThan(0)
      expect(page.data[0]?.name).toBe('Foyer Dev Wallet')
    }
    const find = async (search: string) => (await getWallets(`search=${encodeURIComponent(search)}`)).data[0]
    // The dev wallet is one wallet in all four namespaces, injected only.
    expect(await find('Foyer Dev Wallet')).toMatchObject({
      injected: [
        { namespace: 'eip155', injected_id: 'dev.foyer.wallet' },
        { namespace: 'solana', injected_id: 'Foyer Dev Wallet' },
        { namespace: 'bip122', injected_id: 'FoyerDevProviders.BitcoinProvider' },
        { namespace: 'polkadot', injected_id: 'foyer-dev' },
      ],
      homepage: 'https://foyer.dev',
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
      badge_type: 'certified',
      supports_wc: false,
    })
    expect((await find('Foyer Dev Wallet'))?.chains).toEqual(
      expect.arrayContaining([
        'eip155:1',
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'bip122:000000000019d6689c085ae165831e93',
        'bip122:000000000933ea01ad0ee984209779ba',
        'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      ]),
    )
    const walletConnect = await find('Foyer WalletConnect Dev Wallet')
    expect(walletConnect).toMatchObject({ injected: null, supports_wc: true })
    expect(walletConnect?.chains).toContain('eip155:11155111')
    expect(walletConnect?.chains).toContain('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    const polkadot = await getWallets('chains=polkadot:91b171bb158e2d3848fa23a9f1c25182&entries=500')
    expect(polkadot.data.map((wallet) => wallet.name)).toContain('Foyer Dev Wallet')
  })

  it('searches by name case-insensitively and filters by chain, badge, include and exclude', async () => {
    const metamask = await getWallets('search=METAmask')
    expect(metamask.data.map((wallet) => wallet.name)).toEqual(['MetaMask'])
    const bitcoin = await getWallets('chains=bip122:000000000019d6689c085ae165831e93&entries=500')
    expect(bitcoin.count).toBeGreaterThan(0)
    for (const wallet of bitcoin.data)
      expect(wallet.chains).toContain('bip122:000000000019d6689c085ae165831e93')
    const certified = await getWallets('badge_type=certified&entries=500')
    expect(certified.data.every((wallet) => wallet.badge_type === 'certified')).toBe(true)
    const [a, b, c] = (await getWallets('entries=3')).data as [Wallet, Wallet, Wallet]
    const included = await getWallets(`include=${a.id},${c.id}`)
    expect(included.data.map((wallet) => wallet.id)).toEqual([a.id, c.id])
    const excluded = await getWallets(`exclude=${a.id},${b.id}&entries=1`)
    expect(excluded.data[0]?.id).toBe(c.id)
    expect(excluded.count).toBe((await getWallets('')).count - 2)
  })

  it('serves SVG monograms with cache headers for wallet, asset, currency and token images', async () => {
    const wallet = (await getWallets('search=rainbow')).data[0] as Wallet
    const paths = [
      `/getWalletImage/${wallet.image_id}?projectId=foyer-dev`,
      '/public/getAssetImage/network-1',
      '/public/getCurrencyImage/USD',
      '/public/getTokenImage/USDC',
    ]
    for (const path of paths) {
      const response = await fetch(`${service.url}${path}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
      expect(response.headers.get('cache-control')).toContain('max-age')
      expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    }
    const rainbow = await (await fetch(`${service.url}${paths[0]}`)).text()
    expect(rainbow).toContain('>RA<')
    const etag = (await fetch(`${service.url}${paths[3]}`)).headers.get('etag') ?? ''
    const cached = await fetch(`${service.url}${paths[3]}`, { headers: { 'if-none-match': etag } })
    expect(cached.status).toBe(304)
  })

  it('answers getAnalyticsConfig per project and 403 for an unknown one', async () => {
    const on = await fetch(`${service.url}/getAnalyticsConfig?projectId=foyer-dev&st=appkit&sv=1.0.0`)
    expect(await on.json()).toEqual({ isAnalyticsEnabled: true })
    const off = await fetch(`${service.url}/getAnalyticsConfig?projectId=quiet`)
    expect(await off.json()).toEqual({ isAnalyticsEnabled: false })
    for (const path of ['/getAnalyticsConfig?projectId=nope', '/getWallets?projectId=nope', '/getWallets']) {
      const response = await fetch(`${service.url}${path}`)
      expect(response.status).toBe(403)
      expect(await response.json()).toMatchObject({
        error: 'invalid_project',
        message: 'Invalid App Configuration',
      })
    }
  })

  it('enforces a project origin allow-list and answers CORS preflights', async () => {
    const allowed = await fetch(`${service.url}/getWallets?projectId=locked`, {
      headers: { origin: 'https://app.example' },
    })
    expect(allowed.status).toBe(200)
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example')
    const denied = await fetch(`${service.url}/getWallets?projectId=locked`, {
      headers: { origin: 'https://evil.example' },
    })
    expect(denied.status).toBe(403)
    expect(await denied.json()).toMatchObject({ message: 'Unauthorized: origin not allowed' })
    const preflight = await fetch(`${service.url}/v1/fungible/price`, {
      method: 'OPTIONS',
      headers: { origin: 'https://any.example', 'access-control-request-headers': 'content-type' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://any.example')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
  })

  it('rejects bad queries with a 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['page=-1', '"page"'],
      ['entries=abc', '"entries"'],
      ['chains=notachain', '"chains.0"'],
      ['include=xyz', '"include.0"'],
      ['badge_type=gold', '"badge_type"'],
    ]
    for (const [query, field] of cases) {
      const response = await fetch(`${service.url}/getWallets?projectId=foyer-dev&${query}`)
      expect(response.status).toBe(400)
      const body = (await response.json()) as { error: string; message: string }
      expect(body.error).toBe('invalid_input')
      expect(body.message).toContain(field)
    }
    const badImage = await fetch(`${service.url}/public/getTokenImage/${encodeURIComponent('<script>')}`)
    expect(badImage.status).toBe(400)
    const unknown = await fetch(`${service.url}/nowhere`)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ error: 'not_found' })
    const wrongMethod = await fetch(`${service.url}/getWallets?projectId=foyer-dev`, { method: 'DELETE' })
    expect(wrongMethod.status).toBe(405)
  })
})

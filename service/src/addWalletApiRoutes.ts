import { createHash } from 'node:crypto'
import * as z from 'zod'
import { createMonogramSvg } from './createMonogramSvg.js'
import type { RequestContext, Router, ServiceReply } from './createRouter.js'
import type { RegistryWallet, WalletRegistry } from './createWalletRegistry.js'
import { parseInput } from './parseInput.js'
import type { ServiceProjects } from './serviceProjects.js'

const caip2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

const commaList = (item: z.ZodString, what: string) =>
  z
    .string()
    .max(20_000)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item.describe(what)).max(500))

const getWalletsQuery = z.object({
  page: z.coerce.number({ error: 'Expected a page number' }).int().min(1).max(100_000).default(1),
  entries: z.coerce.number({ error: 'Expected a number of entries' }).int().min(1).max(500).default(40),
  chains: commaList(
    z.string().regex(caip2, 'Expected CAIP-2 chain ids such as eip155:1'),
    'chain',
  ).optional(),
  include: commaList(
    z.string().regex(/^[0-9a-f]{64}$/, 'Expected 64-hex wallet ids'),
    'wallet id',
  ).optional(),
  exclude: commaList(
    z.string().regex(/^[0-9a-f]{64}$/, 'Expected 64-hex wallet ids'),
    'wallet id',
  ).optional(),
  search: z.string().max(100).optional(),
  badge_type: z.enum(['certified', 'none']).optional(),
})

const imageId = z
  .string()
  .regex(/^[A-Za-z0-9._:-]{1,128}$/, 'Expected an image id of letters, digits, . _ : -')

/** The Wallet API of SPEC.md §7: the wallet registry, its images and the analytics switch. */
export function addWalletApiRoutes(
  router: Router,
  registry: WalletRegistry,
  projects: ServiceProjects,
): void {
  router.add('GET', '/getWallets', (context) => {
    projects.require(context)
    const query = parseInput(getWalletsQuery, context.query, 'query parameter')
    const matching = filterWallets(registry.wallets, query)
    const start = (query.page - 1) * query.entries
    return { json: { count: matching.length, data: matching.slice(start, start + query.entries) } }
  })

  router.add('GET', '/getWalletImage/:id', (context) => {
    projects.require(context)
    const id = parseInput(imageId, context.params.id, 'path parameter')
    return svgReply(context, registry.byImageId.get(id)?.name ?? id, id)
  })

  for (const kind of ['getAssetImage', 'getCurrencyImage', 'getTokenImage']) {
    router.add('GET', `/public/${kind}/:id`, (context) => {
      const id = parseInput(imageId, context.params.id, 'path parameter')
      return svgReply(context, id, `${kind}:${id}`)
    })
  }

  router.add('GET', '/getAnalyticsConfig', (context) => {
    const project = projects.require(context)
    return { json: { isAnalyticsEnabled: project.analyticsEnabled ?? true } }
  })
}

function filterWallets(wallets: RegistryWallet[], query: z.output<typeof getWalletsQuery>): RegistryWallet[] {
  const include = query.include && new Set(query.include)
  const exclude = new Set(query.exclude ?? [])
  const search = query.search?.trim().toLowerCase()
  return wallets.filter(
    (wallet) =>
      (!include || include.has(wallet.id)) &&
      !exclude.has(wallet.id) &&
      (!search || wallet.name.toLowerCase().includes(search)) &&
      (!query.badge_type || wallet.badge_type === query.badge_type) &&
      (!query.chains || query.chains.some((chain) => wallet.chains.includes(chain))),
  )
}

function svgReply(context: RequestContext, label: string, seed: string): ServiceReply {
  const svg = createMonogramSvg(label, seed)
  const etag = `"${createHash('sha256').update(svg).digest('hex').slice(0, 32)}"`
  const headers = { 'cache-control': 'public, max-age=86400, immutable', etag }
  if (context.headers['if-none-match'] === etag) return { status: 304, headers }
  return { headers: { ...headers, 'content-type': 'image/svg+xml' }, body: svg }
}

import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitepress'

const root = fileURLToPath(new URL('../../', import.meta.url))
// The pages live outside this package (in each package's folder), where `vue` does not resolve: the site's own.
const vue = fileURLToPath(new URL('../node_modules/vue', import.meta.url))
const repository = String(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).repository.url)
  .replace(/^git\+/, '')
  .replace(/\.git$/, '')

/**
 * A relative link from a page to a repository file or folder that is not a page (source, a test): the site has no
 * such page, so it links to the file in the repository instead. Links to missing files are left for VitePress's
 * dead-link check.
 */
function repositoryLink(href: string, page: string): string | undefined {
  if (/^[a-z]+:|^#|^\//i.test(href)) return undefined
  const [path = ''] = href.split('#')
  if (path === '' || path.endsWith('.md')) return undefined
  const target = join(root, dirname(page), path)
  if (!existsSync(target)) return undefined
  return `${repository}/tree/main/${relative(root, target)}`
}

const plugins = [
  'activity',
  'names',
  'nfts',
  'onramp',
  'receive',
  'send',
  'siwx',
  'socials',
  'swaps',
  'tokens',
]
const adapters = [
  'wagmi',
  'ethers',
  'ethers5',
  'solana',
  'bitcoin',
  'polkadot',
  'universal',
  'shared-eip1193',
  'conformance',
]

// The API reference is generated from the types by `pnpm docs:api` (into the git-ignored docs/api), which
// `pnpm docs:build` runs first: `pnpm docs` lists it once it is there.
const hasApiReference = existsSync(join(root, 'docs/api/index.md'))
if (process.argv[2] === 'build' && !hasApiReference)
  throw new Error('docs/api is missing: build the site with `pnpm docs:build`, which generates it first')
const apiReference = hasApiReference
  ? [
      {
        text: 'API reference',
        collapsed: true,
        items: [
          { text: 'Packages', link: '/docs/api/' },
          { text: '@foyer/core', link: '/docs/api/@foyer/core/' },
          { text: '@foyer/react', link: '/docs/api/@foyer/react/' },
          { text: '@foyer/conformance', link: '/docs/api/@foyer/conformance/' },
        ],
      },
    ]
  : []

// The site's pages are the repository's own Markdown: docs/*.md and each package's README, read where they are (the
// source folder is the repository's root), so links between them work the same on the site and in the repository.
export default defineConfig({
  title: 'Foyer',
  description: 'An open, plugin-based wallet-connection modal: EVM, Solana, Bitcoin and Polkadot.',
  srcDir: '..',
  srcExclude: ['.changeset/**', '**/CHANGELOG.md', 'bench/**', '**/dist/**', '**/.vitepress/**'],
  rewrites: { 'README.md': 'index.md' },
  outDir: './.vitepress/dist',
  cacheDir: './.vitepress/cache',
  cleanUrls: true,
  // Nothing fetched from other hosts: the site builds and serves offline.
  head: [],
  vite: { resolve: { alias: [{ find: /^vue($|\/)/, replacement: `${vue}$1` }] } },
  markdown: {
    config(md) {
      md.core.ruler.push('foyer-repository-links', (state) => {
        const page = String(state.env.relativePath ?? '')
        for (const block of state.tokens)
          for (const token of block.children ?? []) {
            if (token.type !== 'link_open') continue
            const link = repositoryLink(token.attrGet('href') ?? '', page)
            if (link) token.attrSet('href', link)
          }
      })
    },
  },
  themeConfig: {
    search: { provider: 'local' },
    nav: [
      { text: 'Guide', link: '/docs/getting-started' },
      { text: 'Plugins', link: '/docs/plugins' },
      { text: 'Adapters', link: '/docs/adapters' },
      { text: 'Self-hosting', link: '/docs/self-hosting' },
      { text: 'Security', link: '/docs/security' },
      ...(hasApiReference ? [{ text: 'API', link: '/docs/api/' }] : []),
    ],
    sidebar: [
      {
        text: 'Guide',
        items: [
          { text: 'Getting started', link: '/docs/getting-started' },
          { text: 'Migrating from AppKit', link: '/docs/migrating-from-appkit' },
          { text: 'Theming', link: '/docs/theming' },
          { text: 'Languages', link: '/docs/i18n' },
          { text: 'Security and threat model', link: '/docs/security' },
        ],
      },
      {
        text: 'Extending Foyer',
        items: [
          { text: 'Writing a plugin', link: '/docs/writing-a-plugin' },
          { text: 'Writing an adapter', link: '/docs/writing-an-adapter' },
        ],
      },
      {
        text: 'Packages',
        items: [
          { text: '@foyer/react: options, hooks, buttons', link: '/react/README' },
          { text: '@foyer/core: kernel, writing a plugin', link: '/core/README' },
          { text: 'A third-party plugin', link: '/examples/third-party-plugin/README' },
        ],
      },
      {
        text: 'Plugins',
        collapsed: true,
        items: [
          { text: 'All plugins', link: '/docs/plugins' },
          ...plugins.map((name) => ({ text: name, link: `/plugins/${name}/README` })),
        ],
      },
      {
        text: 'Adapters',
        collapsed: true,
        items: [
          { text: 'All adapters', link: '/docs/adapters' },
          ...adapters.map((name) => ({ text: name, link: `/adapters/${name}/README` })),
        ],
      },
      {
        text: 'Self-hosting',
        items: [
          { text: 'Overview', link: '/docs/self-hosting' },
          { text: 'The service', link: '/service/README' },
          { text: 'The embedded wallet frame', link: '/frame/README' },
          { text: 'The local stack (devnet)', link: '/devnet/README' },
        ],
      },
      {
        text: 'Examples',
        collapsed: true,
        items: [
          { text: 'Next.js (App Router)', link: '/examples/nextjs/README' },
          { text: 'AppKit compatibility', link: '/examples/appkit-compat/README' },
          { text: 'The demo', link: '/examples/demo/README' },
        ],
      },
      ...apiReference,
    ],
  },
})

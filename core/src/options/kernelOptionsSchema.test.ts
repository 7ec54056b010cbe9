import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../chains/CaipNetwork.js'
import { mainnet, sepolia, solana } from '../chains/index.js'
import { createKernel } from '../createKernel.js'
import { InvalidOptionsError } from '../errors/options.js'
import type { KernelParameters } from '../kernel/Kernel.js'

const base: KernelParameters = { projectId: 'p', networks: [mainnet] }

function optionsError(options: Record<string, unknown>): InvalidOptionsError {
  try {
    createKernel({ ...base, ...options } as KernelParameters)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidOptionsError)
    return error as InvalidOptionsError
  }
  throw new Error(`createKernel accepted ${JSON.stringify(options).slice(0, 200)}`)
}

const unsafe = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '\tjava\nscript:alert(1)',
  '\u0000javascript:alert(1)',
  ' javascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'file:///etc/passwd',
  '//evil.example/x',
]

describe('kernelOptionsSchema: URLs', () => {
  // Each option that Foyer renders as a link or image, with the path its error names.
  const cases: [string, (url: string) => Record<string, unknown>, string][] = [
    ['termsConditionsUrl', (url) => ({ termsConditionsUrl: url }), 'termsConditionsUrl'],
    ['privacyPolicyUrl', (url) => ({ privacyPolicyUrl: url }), 'privacyPolicyUrl'],
    [
      'metadata.url',
      (url) => ({ metadata: { name: 'App', description: '', url, icons: [] } }),
      'metadata.url',
    ],
    [
      'metadata.icons',
      (url) => ({
        metadata: {
          name: 'App',
          description: '',
          url: 'https://app.example',
          icons: ['https://a.example/i.png', url],
        },
      }),
      'metadata.icons[1]',
    ],
    [
      'customWallets[].mobile_link',
      (url) => ({
        customWallets: [
          { id: 'a', name: 'A' },
          { id: 'b', name: 'B', mobile_link: url },
        ],
      }),
      'customWallets[1].mobile_link',
    ],
    [
      'customWallets[].desktop_link',
      (url) => ({ customWallets: [{ id: 'b', name: 'B', desktop_link: url }] }),
      'customWallets[0].desktop_link',
    ],
    [
      'customWallets[].webapp_link',
      (url) => ({ customWallets: [{ id: 'b', name: 'B', webapp_link: url }] }),
      'customWallets[0].webapp_link',
    ],
    [
      'customWallets[].homepage',
      (url) => ({ customWallets: [{ id: 'b', name: 'B', homepage: url }] }),
      'customWallets[0].homepage',
    ],
    [
      'customWallets[].image_url',
      (url) => ({ customWallets: [{ id: 'b', name: 'B', image_url: url }] }),
      'customWallets[0].image_url',
    ],
    [
      'customWallets[].app_store',
      (url) => ({ customWallets: [{ id: 'b', name: 'B', app_store: url }] }),
      'customWallets[0].app_store',
    ],
    ['chainImages', (url) => ({ chainImages: { 1: url } }), 'chainImages.1'],
    [
      'connectorImages',
      (url) => ({ connectorImages: { 'io.metamask': url } }),
      'connectorImages["io.metamask"]',
    ],
    [
      'tokens[].image',
      (url) => ({
        tokens: { 'eip155:1': { address: '0x6B175474E89094C44Da98b954EedeAC495271d0F', image: url } },
      }),
      'tokens["eip155:1"].image',
    ],
    [
      'networks[].blockExplorers',
      (url) => ({
        networks: [mainnet, { ...sepolia, blockExplorers: { default: { name: 'Scan', url } } }],
      }),
      'networks[1].blockExplorers.default.url',
    ],
    [
      'networks[].assets.imageUrl',
      (url) => ({ networks: [{ ...mainnet, assets: { imageUrl: url } }] }),
      'networks[0].assets.imageUrl',
    ],
    [
      'networks[].rpcUrls',
      (url) => ({ networks: [{ ...mainnet, rpcUrls: { default: { http: [url] } } }] }),
      'networks[0].rpcUrls.default.http[0]',
    ],
  ]

  it.each(cases)('rejects unsafe URLs in %s, naming the option', (_, options, path) => {
    for (const url of unsafe) {
      const error = optionsError(options(url))
      expect(error.shortMessage).toMatch(/^Invalid option `/)
      expect(error.details, url).toContain(`→ at ${path}`)
    }
  })

  it('says what was wrong with the URL', () => {
    expect(optionsError({ termsConditionsUrl: 'javascript:alert(1)' }).details).toContain(
      'The scheme "javascript:" is not allowed for a link (http or https)',
    )
    expect(optionsError({ privacyPolicyUrl: 'privacy.html' }).details).toContain('Expected an absolute URL')
    expect(optionsError({ termsConditionsUrl: `https://app.example/${'a'.repeat(3000)}` }).shortMessage).toBe(
      'Invalid option `termsConditionsUrl`.',
    )
  })

  it('accepts the URLs real apps pass', () => {
    const kernel = createKernel({
      ...base,
      networks: [
        { ...mainnet, assets: { imageUrl: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' } },
        {
          ...solana,
          rpcUrls: { default: { http: ['http://127.0.0.1:8899'], webSocket: ['ws://127.0.0.1:8900'] } },
        },
      ],
      metadata: {
        name: 'App',
        description: 'An app',
        url: 'https://app.example',
        icons: ['https://app.example/icon.png', 'data:image/png;base64,iVBORw0KGgo='],
      },
      customWallets: [
        {
          id: 'w',
          name: 'W',
          homepage: 'https://w.example',
          image_url: 'https://w.example/w.png',
          mobile_link: 'wwallet://',
          desktop_link: 'wwallet://',
          webapp_link: 'https://app.w.example',
          app_store: 'https://apps.apple.com/app/id1',
          play_store: null,
        },
      ],
      termsConditionsUrl: 'https://app.example/terms',
      privacyPolicyUrl: 'https://app.example/privacy',
    })
    expect(kernel.options.customWallets?.[0]?.mobile_link).toBe('wwallet://')
  })
})

describe('kernelOptionsSchema: duplicates and caps', () => {
  it('rejects a network passed twice, naming its id', () => {
    const error = optionsError({ networks: [mainnet, solana, { ...mainnet, name: 'Mainnet again' }] })
    expect(error.shortMessage).toBe('Invalid option `networks.2.caipNetworkId`.')
    expect(error.details).toContain('Duplicate network id "eip155:1"')
  })

  it('rejects a 5 MB projectId', () => {
    const error = optionsError({ projectId: 'p'.repeat(5 * 1024 * 1024) })
    expect(error.shortMessage).toBe('Invalid option `projectId`.')
    expect(error.details).toContain('Must have at most 256 characters')
  })

  it.each([
    ['projectId', { projectId: 'p'.repeat(257) }],
    [
      'metadata.name',
      { metadata: { name: 'n'.repeat(257), description: '', url: 'https://a.example', icons: [] } },
    ],
    [
      'metadata.description',
      { metadata: { name: 'n', description: 'd'.repeat(1025), url: 'https://a.example', icons: [] } },
    ],
    ['featuredWalletIds.0', { featuredWalletIds: ['a'.repeat(257)] }],
    ['includeWalletIds', { includeWalletIds: Array.from({ length: 1001 }, (_, index) => `w${index}`) }],
    ['customWallets.0.name', { customWallets: [{ id: 'w', name: 'n'.repeat(257) }] }],
    ['customWallets.0.id', { customWallets: [{ id: 'i'.repeat(257), name: 'W' }] }],
    ['networks.0.name', { networks: [{ ...mainnet, name: 'n'.repeat(257) }] }],
    ['themeVariables.--w3m-accent', { themeVariables: { '--w3m-accent': 'x'.repeat(1025) } }],
    ['storagePrefix', { storagePrefix: 'x'.repeat(257) }],
  ])('caps %s', (field, options) => {
    expect(optionsError(options).shortMessage).toBe(`Invalid option \`${field}\`.`)
  })

  it.each([
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['past the timer range', 2 ** 31],
    ['a fraction', 1.5],
    ['zero', 0],
  ])('refuses a timeout that is %s, naming the option', (_, pollingInterval) => {
    const error = optionsError({ pendingTransactionsFilter: { enable: true, pollingInterval } })
    expect(error.shortMessage).toBe('Invalid option `pendingTransactionsFilter.pollingInterval`.')
  })

  it('keeps a timeout at the end of the timer range', () => {
    expect(() =>
      createKernel({ ...base, pendingTransactionsFilter: { enable: false, pollingInterval: 2 ** 31 - 1 } }),
    ).not.toThrow()
  })

  it('keeps ordinary values', () => {
    const network: CaipNetwork = { ...mainnet, name: 'n'.repeat(256) }
    expect(() =>
      createKernel({ ...base, projectId: 'p'.repeat(256), networks: [network, solana] }),
    ).not.toThrow()
  })
})

// @vitest-environment jsdom
import type { Connector } from '@foyer/core'
import { InvalidOptionsError, openModal, pushView } from '@foyer/core'
import type { Wallet } from '@foyer/core/schemas'
import { waitFor } from '@testing-library/react'
import { act, type ReactNode, version } from 'react'
import { createRoot } from 'react-dom/client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestAppKit } from './createAppKit.test-utils.js'
import { Avatar } from './ui/Avatar.js'
import { ListItem } from './ui/ListItem.js'
import { QrCode } from './ui/QrCode.js'
import { WalletImage } from './ui/WalletImage.js'
import Connect from './views/Connect.js'
import ConnectingWalletConnect from './views/ConnectingWalletConnect.js'
import { createViewTestKernel } from './views/testing/createViewTestKernel.test-utils.js'
import { getByRole, queryAllByRole, renderView } from './views/testing/renderView.test-utils.js'
import {
  createRegistryWallets,
  startWalletRegistryServer,
  type WalletRegistryServer,
} from './views/testing/startWalletRegistryServer.test-utils.js'

// This file also runs under React 18 (project `react-18`), which does not block `javascript:` URLs by itself.
it(`renders with React ${process.env.FOYER_REACT_MAJOR ?? '19'}`, () => {
  expect(version.split('.')[0]).toBe(process.env.FOYER_REACT_MAJOR ?? '19')
})

/** Inputs that must never reach an `href` or `src`, as a registry, an adapter or a name record could send them. */
const nasty = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '\tjava\nscript:alert(1)',
  '\u0000javascript:alert(1)',
  ' javascript:alert(1)',
  'java&#x09;script:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'file:///etc/passwd',
  '//evil.example/x.png',
  `https://example.com/${'a'.repeat(10_000)}`,
]

const allowedLinkSchemes = new Set(['http:', 'https:'])

/**
 * Every URL attribute in `root` that a browser would resolve to a scheme Foyer must not render: jsdom's own URL
 * parser resolves it (against the page, as a browser does), independently of Foyer's check.
 */
function findUnsafeUrls(root: ParentNode): string[] {
  const found: string[] = []
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of ['href', 'src', 'xlink:href', 'srcset', 'action', 'formaction']) {
      const value = element.getAttribute(attribute)
      if (value === null) continue
      let protocol: string
      try {
        protocol = new URL(value, element.ownerDocument.baseURI).protocol
      } catch {
        continue
      }
      const isImage = element.localName === 'img' || element.localName === 'image'
      const ok = isImage
        ? allowedLinkSchemes.has(protocol) || protocol === 'blob:' || /^data:image\//i.test(value.trim())
        : !['javascript:', 'vbscript:', 'livescript:', 'data:', 'file:', 'blob:', 'about:'].includes(protocol)
      if (!ok) found.push(`<${element.localName} ${attribute}="${value.slice(0, 60)}">`)
    }
  }
  return found
}

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) act(cleanup)
})
function render(element: ReactNode): HTMLElement {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  act(() => root.render(element))
  cleanups.push(() => {
    root.unmount()
    container.remove()
  })
  return container
}

describe('UI primitives', () => {
  it.each(nasty.map((url) => [JSON.stringify(url).slice(0, 40), url]))('never render %s', (_, url) => {
    const container = render(
      <ul>
        <li>
          <WalletImage name="Wallet" src={url} />
        </li>
        <li>
          <Avatar address="0x52908400098527886E0F7030069857D2E4169EE7" src={url} />
        </li>
        <li>
          <QrCode value="wc:abc@2?relay-protocol=irn&symKey=1" label="QR code" imageSrc={url} />
        </li>
        <ListItem label="Open" href={url} />
        <ListItem label="Open too" href={url} onClick={() => {}} />
      </ul>,
    )
    expect(container.querySelectorAll('[href], [src]')).toHaveLength(0)
    expect(findUnsafeUrls(container)).toEqual([])
    // The fallbacks show instead: the initial, the identicon, a plain row and a button.
    expect(getByRole(container, 'img', 'Wallet').getAttribute('data-initial')).toBe('W')
    expect(container.querySelector('.foyer-avatar--identicon')).not.toBeNull()
    expect(getByRole(container, 'button', 'Open too')).toBeTruthy()
  })

  it('render the URLs they are meant to', () => {
    const image = 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='
    const container = render(
      <ul>
        <li>
          <WalletImage name="Wallet" src={image} />
        </li>
        <li>
          <Avatar address="0x52908400098527886E0F7030069857D2E4169EE7" src="https://img.example/a.png" />
        </li>
        <li>
          <QrCode value="wc:abc@2?relay-protocol=irn&symKey=1" label="QR code" imageSrc={image} />
        </li>
        <ListItem label="Web" href="https://wallet.example" />
        <ListItem label="App" href="wallet://wc?uri=x" />
      </ul>,
    )
    expect(container.querySelector('img.foyer-wallet-image')?.getAttribute('src')).toBe(image)
    expect(container.querySelector('img.foyer-avatar')?.getAttribute('src')).toBe('https://img.example/a.png')
    expect(container.querySelector('image')?.getAttribute('href')).toBe(image)
    expect(getByRole(container, 'link', 'Web').getAttribute('href')).toBe('https://wallet.example')
    expect(getByRole(container, 'link', 'App').getAttribute('href')).toBe('wallet://wc?uri=x')
    expect(findUnsafeUrls(container)).toEqual([])
  })
})

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d'
const evilWalletId = 'e'.repeat(64)
const handlerWalletId = 'd'.repeat(64)

describe('views', () => {
  let registry: WalletRegistryServer
  beforeAll(async () => {
    const evil: Wallet = {
      id: evilWalletId,
      name: 'Evil Wallet',
      image_id: 'evil',
      rdns: null,
      mobile_link: '\tjava\nscript:alert(1)//',
      desktop_link: '\u0000javascript:alert(1)',
      webapp_link: 'data:text/html,<script>alert(1)</script>',
      chains: ['eip155:1'],
    }
    // Operating-system handlers instead of the wallet's app: https or `name://` only.
    const handlers: Wallet = {
      id: handlerWalletId,
      name: 'Handler Wallet',
      image_id: 'handler',
      rdns: null,
      mobile_link: 'ms-msdt:/id PCWDiagnostic /skip force',
      desktop_link: 'Search-MS://query=x',
      webapp_link: 'intent://x#Intent;package=com.evil;end',
      chains: ['eip155:1'],
    }
    registry = await startWalletRegistryServer(createRegistryWallets(3, [evil, handlers]))
  })
  afterAll(() => registry.stop())

  it.each([
    ['without', undefined],
    ['with', uri],
  ])('ConnectingWalletConnect renders no unsafe registry link %s a pairing URI', async (_, pairingUri) => {
    const { kernel } = createViewTestKernel({ walletApiUrl: registry.url })
    await openModal(kernel, { view: 'Connect' })
    pushView(kernel, 'ConnectingWalletConnect', {
      walletId: evilWalletId,
      ...(pairingUri ? { uri: pairingUri } : {}),
    })
    const view = await renderView(kernel, ConnectingWalletConnect)
    // The registry answered: the wallet's name shows (its links would be listed by now).
    await waitFor(() => expect(view.container.innerHTML).toContain('Evil Wallet'))
    expect(queryAllByRole(view.container, 'link')).toHaveLength(0)
    expect(findUnsafeUrls(view.container)).toEqual([])
    await view.unmount()
  })

  it.each([
    ['without', undefined],
    ['with', uri],
  ])(
    'ConnectingWalletConnect links to no operating-system handler of a registry wallet %s a pairing URI',
    async (_, pairingUri) => {
      const { kernel } = createViewTestKernel({ walletApiUrl: registry.url })
      await openModal(kernel, { view: 'Connect' })
      pushView(kernel, 'ConnectingWalletConnect', {
        walletId: handlerWalletId,
        ...(pairingUri ? { uri: pairingUri } : {}),
      })
      const view = await renderView(kernel, ConnectingWalletConnect)
      await waitFor(() => expect(view.container.innerHTML).toContain('Handler Wallet'))
      expect(queryAllByRole(view.container, 'link')).toHaveLength(0)
      expect(view.container.innerHTML).not.toMatch(/ms-msdt|search-ms|intent:/i)
      await view.unmount()
    },
  )

  it('ConnectingWalletConnect still renders the safe links of a registry wallet', async () => {
    const { kernel } = createViewTestKernel({ walletApiUrl: registry.url })
    await openModal(kernel, { view: 'Connect' })
    pushView(kernel, 'ConnectingWalletConnect', { walletId: (1).toString(16).padStart(64, '0'), uri })
    const view = await renderView(kernel, ConnectingWalletConnect)
    await waitFor(() => expect(queryAllByRole(view.container, 'link')).toHaveLength(2))
    expect(getByRole(view.container, 'link', 'Open mobile app').getAttribute('href')).toBe(
      `wallet001://wc?uri=${encodeURIComponent(uri)}`,
    )
    expect(findUnsafeUrls(view.container)).toEqual([])
    await view.unmount()
  })

  it.each(nasty.map((url) => [JSON.stringify(url).slice(0, 40), url]))(
    'ConnectingWalletConnect renders no %s pushed by a list, with or without a pairing URI',
    async (_, url) => {
      for (const pairingUri of [undefined, uri]) {
        const { kernel } = createViewTestKernel()
        await openModal(kernel, { view: 'Connect' })
        pushView(kernel, 'ConnectingWalletConnect', {
          walletId: 'custom',
          name: 'Pushed Wallet',
          imageUrl: url,
          links: { mobile: url, desktop: url, webapp: url, homepage: url },
          ...(pairingUri ? { uri: pairingUri } : {}),
        })
        const view = await renderView(kernel, ConnectingWalletConnect)
        expect(queryAllByRole(view.container, 'link')).toHaveLength(0)
        expect(view.container.querySelectorAll('[href], [src]')).toHaveLength(0)
        expect(findUnsafeUrls(view.container)).toEqual([])
        await view.unmount()
      }
    },
  )

  it('Connect renders no unsafe wallet icon an adapter reports', async () => {
    const connectors: Connector[] = nasty.map((imageUrl, index) => ({
      id: `wallet-${index}`,
      type: 'ANNOUNCED',
      name: `Wallet ${index}`,
      namespace: 'eip155',
      rdns: `example.wallet${index}`,
      imageUrl,
    }))
    const { kernel } = createViewTestKernel({ connectors, walletApiUrl: registry.url })
    await openModal(kernel, { view: 'Connect' })
    const view = await renderView(kernel, Connect)
    await waitFor(() => expect(getByRole(view.container, 'button', /Wallet 0/)).toBeTruthy())
    expect(findUnsafeUrls(view.container)).toEqual([])
    for (const image of view.container.querySelectorAll('img')) {
      expect(image.getAttribute('src')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/getWalletImage\//)
    }
    await view.unmount()
  })
})

describe('createAppKit', () => {
  it.each([
    [{ termsConditionsUrl: 'javascript:alert(1)' }, 'termsConditionsUrl'],
    [{ privacyPolicyUrl: ' data:text/html,x' }, 'privacyPolicyUrl'],
    [
      { customWallets: [{ id: 'w', name: 'W', mobile_link: '\tjava\nscript:alert(1)' }] },
      'customWallets.0.mobile_link',
    ],
    [
      { customWallets: [{ id: 'w', name: 'W', mobile_link: 'ms-msdt:/id x' }] },
      'customWallets.0.mobile_link',
    ],
    [
      { customWallets: [{ id: 'w', name: 'W', desktop_link: 'SEARCH-MS:query=x' }] },
      'customWallets.0.desktop_link',
    ],
    [
      { customWallets: [{ id: 'w', name: 'W', mobile_link: 'intent://x#Intent;end' }] },
      'customWallets.0.mobile_link',
    ],
    [
      { metadata: { name: 'App', description: '', url: 'https://a.example', icons: ['vbscript:x'] } },
      'metadata.icons.0',
    ],
  ])('rejects an unsafe URL option, naming it', (options, field) => {
    expect(() => createTestAppKit(options)).toThrow(InvalidOptionsError)
    expect(() => createTestAppKit(options)).toThrow(`Invalid option \`${field}\`.`)
  })
})

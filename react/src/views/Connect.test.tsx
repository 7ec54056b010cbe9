// @vitest-environment jsdom
import type { Connector } from '@foyer/core'
import { openModal } from '@foyer/core'
import type { Wallet } from '@foyer/core/schemas'
import { waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ReactPlugin } from '../types/ReactPlugin.js'
import Connect from './Connect.js'
import { createViewTestKernel } from './testing/createViewTestKernel.test-utils.js'
import { accessibleName, getByRole, queryAllByRole, renderView } from './testing/renderView.test-utils.js'
import {
  createRegistryWallets,
  startWalletRegistryServer,
  type WalletRegistryServer,
} from './testing/startWalletRegistryServer.test-utils.js'

const metamaskId = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'
const rainbowId = '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369'
const trustId = '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0'

const named = (id: string, name: string, rdns: string | null = null): Wallet => ({
  id,
  name,
  image_id: `image-${name}`,
  rdns,
  mobile_link: `${name.toLowerCase()}://`,
  desktop_link: null,
  webapp_link: null,
})

const metamaskConnectors: Connector[] = [
  { id: 'io.metamask', type: 'ANNOUNCED', name: 'MetaMask', namespace: 'eip155', rdns: 'io.metamask' },
  { id: 'injected', type: 'INJECTED', name: 'MetaMask', namespace: 'eip155' },
]

let registry: WalletRegistryServer
beforeAll(async () => {
  registry = await startWalletRegistryServer(
    createRegistryWallets(57, [
      named(metamaskId, 'MetaMask', 'io.metamask'),
      named(rainbowId, 'Rainbow'),
      named(trustId, 'Trust Wallet'),
    ]),
  )
})
afterAll(() => registry.stop())

const emailPlugin: ReactPlugin = {
  name: 'email-login',
  views: [{ id: 'ConnectEmail', title: 'Email' }],
  viewLoaders: {
    ConnectEmail: async () => ({ default: () => <p>Email login form</p> }),
  },
}

describe('Connect', () => {
  it('lists an announced, injected and registry MetaMask once, installed, then featured and recommended', async () => {
    const { kernel } = createViewTestKernel({
      connectors: metamaskConnectors,
      walletApiUrl: registry.url,
      featuredWalletIds: [trustId],
    })
    await openModal(kernel)
    const view = await renderView(kernel, Connect)
    const list = getByRole(view.container, 'list', 'Wallets')
    await waitFor(() => expect(queryAllByRole(list, 'button')).toHaveLength(6))
    expect(queryAllByRole(list, 'button').map(accessibleName)).toEqual([
      'MetaMask, Installed',
      'Trust Wallet',
      // Recommended: the registry's first wallets without the featured and installed ones' duplicates.
      'Rainbow',
      'Wallet 001',
      'Wallet 002',
      'Wallet 003',
    ])
    expect(queryAllByRole(view.container, 'button', /MetaMask/)).toHaveLength(1)
    // 60 wallets in the registry: the badge rounds down to tens.
    expect(getByRole(view.container, 'button', 'All Wallets, 60+')).toBeTruthy()
    // Registry images come from the Wallet API; they are decoration, the button's text names the wallet.
    const trustImage = getByRole(list, 'button', 'Trust Wallet').querySelector('img')
    expect(trustImage?.getAttribute('alt')).toBe('')
    expect(trustImage?.getAttribute('src')).toContain(`${registry.url}/getWalletImage/image-Trust%20Wallet`)
    await view.unmount()
  })

  it("a wallet without an image shows a placeholder whose initial is no text: the name is the wallet's alone", async () => {
    const { kernel } = createViewTestKernel({
      connectors: [
        { id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', namespace: 'eip155' },
        { id: 'plain', type: 'INJECTED', name: 'Plain Wallet', namespace: 'eip155' },
      ],
    })
    await openModal(kernel)
    const view = await renderView(kernel, Connect)
    const list = getByRole(view.container, 'list', 'Wallets')
    await waitFor(() => expect(queryAllByRole(list, 'button')).toHaveLength(2))
    const buttons = queryAllByRole(list, 'button')
    // Not "PPlain Wallet" nor "WWalletConnect": neither the accessible name nor the text carries an initial.
    expect(buttons.map(accessibleName)).toEqual(['Plain Wallet, Installed', 'WalletConnect, QR code'])
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Plain Wallet, Installed',
      'WalletConnect, QR code',
    ])
    const placeholder = buttons[0]?.querySelector('.foyer-wallet-image--fallback')
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true')
    expect(placeholder?.getAttribute('data-initial')).toBe('P')
    // WalletConnect has no registry image: its mark, not a letter.
    expect(buttons[1]?.querySelector('.foyer-wallet-image--fallback')).toBeNull()
    expect(buttons[1]?.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
    await view.unmount()
  })

  it('features at most four wallets, even when more featured ids are among the recommended ones', async () => {
    const walletId = (number: number) => number.toString(16).padStart(64, '0')
    const { kernel } = createViewTestKernel({
      walletApiUrl: registry.url,
      featuredWalletIds: [6, 5, 4, 3, 2, 1].map(walletId),
    })
    await openModal(kernel)
    const view = await renderView(kernel, Connect)
    const list = getByRole(view.container, 'list', 'Wallets')
    await waitFor(() => expect(queryAllByRole(list, 'button')).toHaveLength(8))
    expect(queryAllByRole(list, 'button').map(accessibleName)).toEqual([
      // Featured: the first four ids, in the host's order.
      'Wallet 006',
      'Wallet 005',
      'Wallet 004',
      'Wallet 003',
      // Recommended: the registry's order; the fifth and sixth featured ids are ordinary wallets here.
      'MetaMask',
      'Rainbow',
      'Trust Wallet',
      'Wallet 001',
    ])
    await view.unmount()
  })

  it('puts the wallet section first when a wallet is installed, and renders no email form without its plugin', async () => {
    const { kernel } = createViewTestKernel({ connectors: metamaskConnectors })
    const view = await renderView(kernel, Connect)
    const sections = [...view.container.querySelectorAll('[data-method]')].map((node) =>
      node.getAttribute('data-method'),
    )
    expect(sections).toEqual(['wallet'])
    expect(view.container.textContent).not.toMatch(/email/i)
    await view.unmount()
  })

  it('orders the sections as core says, with a plugin filling the email section', async () => {
    const withWallet = createViewTestKernel({ connectors: metamaskConnectors, plugins: [emailPlugin] })
    const first = await renderView(withWallet.kernel, Connect)
    await waitFor(() => expect(first.container.textContent).toContain('Email login form'))
    expect(
      [...first.container.querySelectorAll('[data-method]')].map((node) => node.getAttribute('data-method')),
    ).toEqual(['wallet', 'email'])
    await first.unmount()

    const withoutWallet = createViewTestKernel({ plugins: [emailPlugin] })
    const second = await renderView(withoutWallet.kernel, Connect)
    await waitFor(() => expect(second.container.textContent).toContain('Email login form'))
    expect(
      [...second.container.querySelectorAll('[data-method]')].map((node) => node.getAttribute('data-method')),
    ).toEqual(['email', 'wallet'])
    await second.unmount()
  })

  it('shows recent wallets first and routes installed wallets to their connector, others to WalletConnect', async () => {
    const { kernel } = createViewTestKernel({ connectors: metamaskConnectors, walletApiUrl: registry.url })
    kernel.storage.set('recentWallets', [{ id: rainbowId, name: 'Rainbow' }])
    await openModal(kernel)
    const view = await renderView(kernel, Connect)
    const list = getByRole(view.container, 'list', 'Wallets')
    await waitFor(() => expect(queryAllByRole(list, 'button')[0]?.textContent).toBe('Rainbow, Recent'))

    await view.user.click(getByRole(list, 'button', /^MetaMask/))
    expect(kernel.store.getState().router.history.at(-1)).toEqual({
      view: 'ConnectingExternal',
      data: { connectorId: 'io.metamask', namespace: 'eip155', name: 'MetaMask', imageId: 'image-MetaMask' },
    })

    await view.user.click(getByRole(list, 'button', /^Rainbow/))
    expect(kernel.store.getState().router.history.at(-1)).toMatchObject({
      view: 'ConnectingWalletConnect',
      data: { walletId: rainbowId, name: 'Rainbow', links: { mobile: 'rainbow://' } },
    })
    await view.unmount()
  })

  it('hides "All Wallets" when the host turns it off', async () => {
    const { kernel } = createViewTestKernel({ allWallets: 'HIDE' })
    const view = await renderView(kernel, Connect)
    expect(queryAllByRole(view.container, 'button', /All Wallets/)).toHaveLength(0)
    await view.unmount()
    const featureOff = createViewTestKernel({ features: { allWallets: false } })
    const second = await renderView(featureOff.kernel, Connect)
    expect(queryAllByRole(second.container, 'button', /All Wallets/)).toHaveLength(0)
    await second.unmount()
  })

  describe('options that shape it', () => {
    const sections = (container: HTMLElement) =>
      [...container.querySelectorAll('[data-method]')].map((node) => node.getAttribute('data-method'))

    it('enableWallets: false leaves the wallets out; email login stays', async () => {
      const { kernel } = createViewTestKernel({
        connectors: metamaskConnectors,
        plugins: [emailPlugin],
        enableWallets: false,
      })
      const view = await renderView(kernel, Connect)
      await waitFor(() => expect(view.container.textContent).toContain('Email login form'))
      expect(sections(view.container)).toEqual(['email'])
      expect(queryAllByRole(view.container, 'button', /MetaMask|All Wallets/)).toHaveLength(0)
      await view.unmount()
    })

    it.each([
      ['features.collapseWallets', { features: { collapseWallets: true } }],
      ['features.emailShowWallets: false', { features: { emailShowWallets: false } }],
      ['showWallets: false', { showWallets: false }],
    ])('%s folds the wallets behind "Continue with a wallet" next to email login', async (_name, options) => {
      const { kernel } = createViewTestKernel({
        connectors: metamaskConnectors,
        plugins: [emailPlugin],
        ...options,
      })
      const view = await renderView(kernel, Connect)
      await waitFor(() => expect(view.container.textContent).toContain('Email login form'))
      expect(queryAllByRole(view.container, 'button', /^MetaMask/)).toHaveLength(0)
      await view.user.click(getByRole(view.container, 'button', 'Continue with a wallet'))
      await waitFor(() => expect(queryAllByRole(view.container, 'button', /^MetaMask/)).toHaveLength(1))
      expect(queryAllByRole(view.container, 'button', 'Continue with a wallet')).toHaveLength(0)
      await view.unmount()
    })

    it('collapseWallets without email or social login shows the wallets as they are', async () => {
      const { kernel } = createViewTestKernel({
        connectors: metamaskConnectors,
        features: { collapseWallets: true },
      })
      const view = await renderView(kernel, Connect)
      await waitFor(() => expect(queryAllByRole(view.container, 'button', /^MetaMask/)).toHaveLength(1))
      expect(queryAllByRole(view.container, 'button', 'Continue with a wallet')).toHaveLength(0)
      await view.unmount()
    })

    it('enableWalletGuide: "Haven\'t got a wallet? Get started" beside email login opens All Wallets; off, it is gone', async () => {
      const { kernel } = createViewTestKernel({ plugins: [emailPlugin] })
      const view = await renderView(kernel, Connect)
      await waitFor(() => expect(view.container.textContent).toContain("Haven't got a wallet?"))
      await view.user.click(getByRole(view.container, 'button', 'Get started'))
      expect(kernel.store.getState().router.history.at(-1)?.view).toBe('AllWallets')
      await view.unmount()

      const off = createViewTestKernel({ plugins: [emailPlugin], enableWalletGuide: false })
      const second = await renderView(off.kernel, Connect)
      await waitFor(() => expect(second.container.textContent).toContain('Email login form'))
      expect(second.container.textContent).not.toContain("Haven't got a wallet?")
      await second.unmount()

      // Wallets only: no guide, the list is the guide.
      const walletsOnly = createViewTestKernel({ connectors: metamaskConnectors })
      const third = await renderView(walletsOnly.kernel, Connect)
      expect(third.container.textContent).not.toContain("Haven't got a wallet?")
      await third.unmount()
    })

    it('termsConditionsUrl and privacyPolicyUrl show a notice with both links', async () => {
      const { kernel } = createViewTestKernel({
        connectors: metamaskConnectors,
        termsConditionsUrl: 'https://app.example/terms',
        privacyPolicyUrl: 'https://app.example/privacy',
      })
      const view = await renderView(kernel, Connect)
      const notice = view.container.querySelector('.foyer-connect__legal-notice')
      expect(notice?.textContent).toBe(
        'By connecting your wallet, you agree to the Terms of Service and Privacy Policy',
      )
      expect(getByRole(view.container, 'link', 'Terms of Service').getAttribute('href')).toBe(
        'https://app.example/terms',
      )
      expect(getByRole(view.container, 'link', 'Privacy Policy').getAttribute('href')).toBe(
        'https://app.example/privacy',
      )
      expect(view.container.querySelectorAll('input[type="checkbox"]')).toHaveLength(0)
      await view.unmount()
    })

    it('features.legalCheckbox: no way to connect can be used until the terms are accepted', async () => {
      const { kernel } = createViewTestKernel({
        connectors: metamaskConnectors,
        termsConditionsUrl: 'https://app.example/terms',
        features: { legalCheckbox: true },
      })
      const view = await renderView(kernel, Connect)
      const checkbox = view.container.querySelector<HTMLInputElement>('input[type="checkbox"]')
      if (!checkbox) throw new Error('no checkbox')
      // Its label (the input sits inside it) names it, links included.
      expect(checkbox.closest('label')?.textContent).toBe('I agree to the Terms of Service')
      const methods = view.container.querySelector('.foyer-connect__methods')
      expect(checkbox.checked).toBe(false)
      expect(methods?.hasAttribute('inert')).toBe(true)
      await view.user.click(checkbox)
      expect(checkbox.checked).toBe(true)
      expect(methods?.hasAttribute('inert')).toBe(false)
      await view.user.click(getByRole(view.container, 'button', /^MetaMask/))
      expect(kernel.store.getState().router.history.at(-1)?.view).toBe('ConnectingExternal')
      // The checkbox replaces the notice.
      expect(view.container.querySelector('.foyer-connect__legal-notice')).toBeNull()
      await view.unmount()
    })

    it('features.legalCheckbox without any legal URL shows no checkbox and gates nothing', async () => {
      const { kernel } = createViewTestKernel({
        connectors: metamaskConnectors,
        features: { legalCheckbox: true },
      })
      const view = await renderView(kernel, Connect)
      expect(view.container.querySelectorAll('input[type="checkbox"]')).toHaveLength(0)
      expect(view.container.querySelector('.foyer-connect__methods')?.hasAttribute('inert')).toBe(false)
      await view.unmount()
    })
  })
})

// @vitest-environment jsdom
import { getConnection, openModal, pushView, replaceView, walletConnectPairingTimeoutMs } from '@foyer/core'
import { waitFor } from '@testing-library/react'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import ConnectingWalletConnect from './ConnectingWalletConnect.js'
import { createTestWallet, createViewTestKernel } from './testing/createViewTestKernel.test-utils.js'
import { findAxeViolations } from './testing/findAxeViolations.test-utils.js'
import { getByRole, queryAllByRole, renderView } from './testing/renderView.test-utils.js'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d'
const rainbow = {
  walletId: 'a'.repeat(64),
  name: 'Rainbow',
  links: { mobile: 'rainbow://', webapp: 'https://rainbow.example/app', desktop: 'javascript:alert(1)' },
}

// jsdom has no clipboard: each view's user-event session puts a fresh stub on the navigator.
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard')
})

describe('ConnectingWalletConnect', () => {
  it('says WalletConnect is not configured, without a QR code, when there is no WalletConnect connector', async () => {
    const { kernel } = createViewTestKernel()
    await openModal(kernel, { view: 'Connect' })
    pushView(kernel, 'ConnectingWalletConnect', rainbow)
    const view = await renderView(kernel, ConnectingWalletConnect)
    expect(getByRole(view.container, 'alert', 'WalletConnect is not configured')).toBeTruthy()
    expect(queryAllByRole(view.container, 'img', /QR code/)).toHaveLength(0)
    expect(getByRole(view.container, 'link', 'Open mobile app').getAttribute('href')).toBe('rainbow://')
    expect(getByRole(view.container, 'link', 'Open web app').getAttribute('href')).toBe(
      'https://rainbow.example/app',
    )
    // A registry link with a dangerous scheme is never rendered.
    expect(queryAllByRole(view.container, 'link', 'Open desktop app')).toHaveLength(0)
    await view.unmount()
  })

  it('shows the pairing URI as a QR code, copies it, and turns the links into pairing deep links', async () => {
    const { kernel } = createViewTestKernel()
    await openModal(kernel, { view: 'Connect' })
    pushView(kernel, 'ConnectingWalletConnect', { ...rainbow, uri })
    const view = await renderView(kernel, ConnectingWalletConnect)
    const qr = getByRole(view.container, 'img', 'QR code to connect Rainbow')
    expect(qr.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(100)
    expect(getByRole(view.container, 'link', 'Open mobile app').getAttribute('href')).toBe(
      `rainbow://wc?uri=${encodeURIComponent(uri)}`,
    )
    await view.user.click(getByRole(view.container, 'button', 'Copy link'))
    await waitFor(() =>
      expect(kernel.store.getState().snackbar).toMatchObject({ open: true, message: 'Link copied' }),
    )
    expect(await navigator.clipboard.readText()).toBe(uri)
    await view.unmount()
  })

  it('starts pairing through a WalletConnect connector, shows the URI it reports, closes once approved', async () => {
    // The wallet approves only once the QR code has been checked, however slow the machine.
    let approve = () => {}
    const approved = new Promise<void>((resolve) => {
      approve = resolve
    })
    const { kernel, wallet } = createViewTestKernel({
      connectors: [
        { id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', namespace: 'eip155' },
      ],
      wallet: createTestWallet({ connectAnswered: approved }),
    })
    await openModal(kernel, { view: 'ConnectingWalletConnectBasic' })
    const view = await renderView(kernel, ConnectingWalletConnect)
    expect(getByRole(view.container, 'status', 'Preparing the pairing code')).toBeTruthy()
    expect(wallet.calls).toEqual(['connect:walletConnect'])
    // The connector reports its pairing URI through the view's router data.
    await act(async () => replaceView(kernel, 'ConnectingWalletConnectBasic', { uri }))
    expect(getByRole(view.container, 'img', 'QR code to connect WalletConnect')).toBeTruthy()
    approve()
    await waitFor(() => expect(kernel.store.getState().router.open).toBe(false))
    await view.unmount()
  })
  it('builds native, universal, desktop and web pairing links from the registry entry', async () => {
    const { kernel } = createViewTestKernel()
    await openModal(kernel, { view: 'Connect' })
    pushView(kernel, 'ConnectingWalletConnect', {
      walletId: 'b'.repeat(64),
      name: 'MetaMask',
      links: {
        mobile: 'https://metamask.app.link',
        desktop: 'ledgerlive:',
        webapp: 'https://portfolio.example/',
      },
      uri,
      expiresAt: Date.now() + 240_000,
    })
    const view = await renderView(kernel, ConnectingWalletConnect)
    const encoded = encodeURIComponent(uri)
    expect(getByRole(view.container, 'link', 'Open mobile app').getAttribute('href')).toBe(
      `https://metamask.app.link/wc?uri=${encoded}`,
    )
    expect(getByRole(view.container, 'link', 'Open desktop app').getAttribute('href')).toBe(
      `ledgerlive://wc?uri=${encoded}`,
    )
    expect(getByRole(view.container, 'link', 'Open web app').getAttribute('href')).toBe(
      `https://portfolio.example/wc?uri=${encoded}`,
    )
    await view.unmount()
  })

  it('hides a pairing in its last 10 s, and offers a new one once it has expired', async () => {
    const { kernel } = createViewTestKernel()
    await openModal(kernel, { view: 'Connect' })
    pushView(kernel, 'ConnectingWalletConnect', { ...rainbow, uri, expiresAt: Date.now() + 5_000 })
    const view = await renderView(kernel, ConnectingWalletConnect)
    expect(queryAllByRole(view.container, 'img', /QR code/)).toHaveLength(0)
    expect(getByRole(view.container, 'status', 'Preparing the pairing code')).toBeTruthy()
    // Links never carry a URI that can no longer pair.
    expect(getByRole(view.container, 'link', 'Open mobile app').getAttribute('href')).toBe('rainbow://')

    await act(async () =>
      replaceView(kernel, 'ConnectingWalletConnect', { ...rainbow, uri, expiresAt: Date.now() - 1 }),
    )
    expect(getByRole(view.container, 'alert', 'The QR code expired')).toBeTruthy()
    await view.user.click(getByRole(view.container, 'button', 'Get a new QR code'))
    expect(kernel.store.getState().router.history.at(-1)?.data).not.toHaveProperty('uri')

    // A renewed pairing shows at once.
    await act(async () =>
      replaceView(kernel, 'ConnectingWalletConnect', {
        ...rainbow,
        uri: `${uri}0`,
        expiresAt: Date.now() + 240_000,
      }),
    )
    expect(getByRole(view.container, 'img', 'QR code to connect Rainbow')).toBeTruthy()
    await view.unmount()
  })

  it('shows the wallet refusing, then pairs again on retry', async () => {
    const wallet = createTestWallet({ rejectConnect: true })
    const { kernel } = createViewTestKernel({
      connectors: [
        { id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', namespace: 'eip155' },
      ],
      wallet,
    })
    await openModal(kernel, { view: 'ConnectingWalletConnectBasic' })
    replaceView(kernel, 'ConnectingWalletConnectBasic', { uri })
    const view = await renderView(kernel, ConnectingWalletConnect)
    await waitFor(() => expect(getByRole(view.container, 'alert', 'User rejected the request.')).toBeTruthy())
    // The error wins over the old URI, which can never pair again.
    expect(queryAllByRole(view.container, 'img', /QR code/)).toHaveLength(0)

    wallet.rejectConnect = false
    await view.user.click(getByRole(view.container, 'button', 'Try again'))
    expect(wallet.calls).toEqual(['connect:walletConnect', 'connect:walletConnect'])
    expect(getByRole(view.container, 'status', 'Preparing the pairing code')).toBeTruthy()
    await waitFor(() => expect(kernel.store.getState().connection.status).toBe('connected'))
    await view.unmount()
  })

  it('a relay that never hands over a pairing code: an error with a retry, not a spinner forever', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const wallet = createTestWallet({ connectDelayMs: 10 * walletConnectPairingTimeoutMs })
      const { kernel } = createViewTestKernel({
        connectors: [
          { id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', namespace: 'eip155' },
        ],
        wallet,
      })
      await openModal(kernel, { view: 'ConnectingWalletConnectBasic' })
      const view = await renderView(kernel, ConnectingWalletConnect)
      expect(getByRole(view.container, 'status', 'Preparing the pairing code')).toBeTruthy()
      await act(async () => {
        await vi.advanceTimersByTimeAsync(walletConnectPairingTimeoutMs)
      })
      await waitFor(() => getByRole(view.container, 'alert', "Couldn't reach WalletConnect"))
      expect(queryAllByRole(view.container, 'status', 'Preparing the pairing code')).toHaveLength(0)
      // The attempt is abandoned, so the status is not left at connecting.
      await waitFor(() => expect(getConnection(kernel).status).toBe('disconnected'))

      wallet.connectDelayMs = 20
      await view.user.click(getByRole(view.container, 'button', 'Try again'))
      expect(getByRole(view.container, 'status', 'Preparing the pairing code')).toBeTruthy()
      await waitFor(() => expect(getConnection(kernel).status).toBe('connected'))
      await view.unmount()
    } finally {
      vi.useRealTimers()
    }
  })

  it('has no axe-core violations with the QR code and links, nor when the wallet refuses', async () => {
    const { kernel } = createViewTestKernel()
    await openModal(kernel, { view: 'Connect' })
    pushView(kernel, 'ConnectingWalletConnect', { ...rainbow, uri, expiresAt: Date.now() + 240_000 })
    const view = await renderView(kernel, ConnectingWalletConnect)
    expect(getByRole(view.container, 'img', 'QR code to connect Rainbow')).toBeTruthy()
    expect(getByRole(view.container, 'button', 'Copy link')).toBeTruthy()
    expect(await findAxeViolations(view.container)).toEqual([])
    await view.unmount()

    const refused = createViewTestKernel({
      connectors: [
        { id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', namespace: 'eip155' },
      ],
      wallet: createTestWallet({ rejectConnect: true }),
    })
    await openModal(refused.kernel, { view: 'ConnectingWalletConnectBasic' })
    replaceView(refused.kernel, 'ConnectingWalletConnectBasic', { uri })
    const refusedView = await renderView(refused.kernel, ConnectingWalletConnect)
    await waitFor(() => getByRole(refusedView.container, 'alert', 'User rejected the request.'))
    expect(await findAxeViolations(refusedView.container)).toEqual([])
    await refusedView.unmount()
  })
})

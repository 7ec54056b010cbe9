// @vitest-environment jsdom
import { connect } from '@foyer/core'
import { waitFor } from '@testing-library/react'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { FoyerProvider } from '../context/FoyerProvider.js'
import { getKernelAccess } from '../context/kernelAccess.js'
import { createTestAppKit, testAddress } from '../createAppKit.test-utils.js'
import { buttonStyles } from '../styles/buttonStyles.generated.js'
import { adoptedText, fakeAdoptedStyleSheets } from '../styles/fakeAdoptedStyleSheets.test-utils.js'
import { accessibleText } from '../ui/accessibleText.test-utils.js'
import { AccountButton } from './AccountButton.js'
import { AppKitButton } from './AppKitButton.js'
import { ConnectButton } from './ConnectButton.js'
import { NetworkButton } from './NetworkButton.js'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) act(cleanup)
})

function render(element: React.ReactNode) {
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

/** The accessible name of a button: aria-label, else its text (visually hidden text included). */
const names = (container: HTMLElement) => Array.from(container.querySelectorAll('button'), accessibleText)

describe('buttons', () => {
  it("render in shadow roots adopting the buttons' stylesheet (one for Connect and Account); a className keeps one in the page", async () => {
    cleanups.push(fakeAdoptedStyleSheets())
    const { appKit, kernel } = createTestAppKit({ disableAppend: true })
    cleanups.push(() => appKit.destroy())
    const container = render(
      <>
        <AppKitButton />
        <NetworkButton />
        <ConnectButton className="host-styled" label="Styled by the host" />
      </>,
    )
    const hosts = Array.from(container.querySelectorAll('.foyer-button-host'))
    expect(hosts).toHaveLength(2)
    const [appKitHost, networkHost] = hosts
    const shadowNames = (host: Element | undefined) =>
      Array.from(host?.shadowRoot?.querySelectorAll('button') ?? [], accessibleText)
    expect(shadowNames(appKitHost)).toEqual(['Connect Wallet'])
    expect(shadowNames(networkHost)).toEqual(['Network: Ethereum'])
    expect(adoptedText(appKitHost?.shadowRoot as ShadowRoot)).toEqual([buttonStyles])
    expect(names(container)).toEqual(['Styled by the host'])

    await act(() => connect(kernel, { namespace: 'eip155', connectorId: 'io.testwallet' }))
    await waitFor(() => expect(shadowNames(appKitHost)).toEqual(['1.234 ETH0x12…345678']))
    expect(container.querySelector('.foyer-button-host')).toBe(appKitHost)
  })

  it('show the connect label, then the account once connected; the network by name', async () => {
    const { appKit, kernel } = createTestAppKit({ disableAppend: true })
    cleanups.push(() => appKit.destroy())
    const container = render(
      <>
        <AppKitButton />
        <NetworkButton />
      </>,
    )
    expect(names(container)).toEqual(['Connect Wallet', 'Network: Ethereum'])
    await act(() => connect(kernel, { namespace: 'eip155', connectorId: 'io.testwallet' }))
    await waitFor(() => expect(names(container)).toEqual(['1.234 ETH0x12…345678', 'Network: Ethereum']))
    expect(container.querySelector('.foyer-avatar')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('open their views', async () => {
    const { appKit, kernel } = createTestAppKit({ disableAppend: true })
    cleanups.push(() => appKit.destroy())
    const container = render(
      <>
        <ConnectButton />
        <NetworkButton />
      </>,
    )
    const [connectButton, networkButton] = Array.from(container.querySelectorAll('button'))
    await act(async () => connectButton?.click())
    await waitFor(() => expect(kernel.store.getState().router).toMatchObject({ open: true, view: 'Connect' }))
    expect(connectButton?.textContent).toBe('Connecting...')
    expect(connectButton?.getAttribute('aria-busy')).toBe('true')
    await act(() => appKit.close())
    await act(async () => networkButton?.click())
    await waitFor(() =>
      expect(kernel.store.getState().router).toMatchObject({ open: true, view: 'Networks' }),
    )
  })

  it("NetworkButton shows a built-in network's image only once the modal has shown it (no request before)", async () => {
    const { appKit } = createTestAppKit({ disableAppend: true, walletApiUrl: 'http://127.0.0.1:9' })
    cleanups.push(() => appKit.destroy())
    const container = render(<NetworkButton className="host-styled" />)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('.foyer-wallet-image--fallback')).not.toBeNull()
    await act(() => appKit.open({ view: 'Networks' }))
    await act(() => appKit.close())
    await waitFor(() =>
      expect(container.querySelector('img')?.getAttribute('src')).toMatch(
        /^http:\/\/127\.0\.0\.1:9\/public\/getAssetImage\/ethereum\?/,
      ),
    )
  })

  it('AccountButton shows the balance when known and renders nothing when disconnected', async () => {
    const { appKit, kernel } = createTestAppKit({ disableAppend: true })
    cleanups.push(() => appKit.destroy())
    const container = render(<AccountButton />)
    expect(container.innerHTML).toBe('')
    await act(() => connect(kernel, { namespace: 'eip155', connectorId: 'io.testwallet' }))
    act(() =>
      getKernelAccess(kernel).setState(({ accounts }) => {
        const account = accounts.eip155
        if (!account) throw new Error('expected a connected eip155 account')
        return { accounts: { ...accounts, eip155: { ...account, balance: '1.23456', balanceSymbol: 'ETH' } } }
      }),
    )
    expect(container.textContent).toBe('1.234 ETH0x12…345678')
    act(() =>
      getKernelAccess(kernel).setState(({ accounts }) => {
        const account = accounts.eip155
        if (!account) throw new Error('expected a connected eip155 account')
        const balance = '9998.499944467014391048'
        return { accounts: { ...accounts, eip155: { ...account, balance, balanceSymbol: 'ETH' } } }
      }),
    )
    // Grouped, 4 significant digits; the exact value in the title.
    const shown = container.querySelector('.foyer-account-button__balance')
    expect(shown?.textContent).toBe('9,998 ETH')
    expect(shown?.getAttribute('title')).toBe('9,998.499944467014391048 ETH')
    await act(async () => container.querySelector('button')?.click())
    await waitFor(() => expect(kernel.store.getState().router.view).toBe('Account'))
    expect(testAddress.startsWith('0x12')).toBe(true)
  })

  it("AccountButton reads the balance as soon as the account connects, without the Account view; 'hide' reads none", async () => {
    const { appKit, kernel, adapter } = createTestAppKit({ disableAppend: true })
    cleanups.push(() => appKit.destroy())
    const container = render(<AccountButton />)
    await act(() => connect(kernel, { namespace: 'eip155', connectorId: 'io.testwallet' }))
    await waitFor(() => expect(container.textContent).toBe('1.234 ETH0x12…345678'))
    expect(kernel.store.getState().router.open).toBe(false)
    // A transaction made its namespace's balance stale: the button reads it again at once, past the 30 s cache.
    const reads: string[] = []
    adapter.getBalance = async () => {
      reads.push('read')
      return { balance: '2.5', symbol: 'ETH' }
    }
    act(() => kernel.events.emit('balanceStale', { namespace: 'solana' }))
    expect(container.textContent).toBe('1.234 ETH0x12…345678')
    // A read the solana event started would come before the one this event starts: one read in all, this one.
    act(() => kernel.events.emit('balanceStale', { namespace: 'eip155' }))
    await waitFor(() => expect(container.textContent).toBe('2.5 ETH0x12…345678'))
    expect(reads).toEqual(['read'])

    const other = createTestAppKit({ disableAppend: true })
    cleanups.push(() => other.appKit.destroy())
    const hidden = render(
      <FoyerProvider appKit={other.appKit}>
        <AccountButton balance="hide" />
      </FoyerProvider>,
    )
    const hiddenReads: string[] = []
    other.adapter.getBalance = async () => {
      hiddenReads.push('read')
      return { balance: '1.23456', symbol: 'ETH' }
    }
    await act(() => connect(other.kernel, { namespace: 'eip155', connectorId: 'io.testwallet' }))
    // The button reads through this module: once the test has it, a read the button started has reached the adapter.
    await act(() => import('../views/parts/refreshBalance.js'))
    expect(hidden.textContent).toBe('0x12…345678')
    expect(hiddenReads).toEqual([])
    expect(other.kernel.store.getState().accounts.eip155?.balance).toBeUndefined()
  })

  it('FoyerProvider scopes buttons to another instance', () => {
    const first = createTestAppKit({ disableAppend: true, themeMode: 'light' })
    const second = createTestAppKit({ disableAppend: true, themeMode: 'dark' })
    cleanups.push(
      () => first.appKit.destroy(),
      () => second.appKit.destroy(),
    )
    const container = render(
      <FoyerProvider appKit={first.appKit}>
        <ConnectButton label="First" />
      </FoyerProvider>,
    )
    expect(container.querySelector('button')?.getAttribute('data-theme')).toBe('light')
  })
})

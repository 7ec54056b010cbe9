// @vitest-environment jsdom
import { connect } from '@foyer/core'
import { mainnet } from '@foyer/core/networks'
import { createMockAdapter } from '@foyer/core/testing'
import { createAppKit } from '@foyer/react'
import { screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { onramp } from '../exports/react.js'
import ja from './locales/ja.js'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) act(cleanup)
  vi.restoreAllMocks()
})

describe('OnRampProvidersView', { timeout: 30_000 }, () => {
  it("says why the checkout did not open in the app's language (Japanese: no Blockchain API)", async () => {
    // The checkout's window, opened within the click; it is closed again when the checkout fails.
    vi.spyOn(window, 'open').mockImplementation(() => ({ close: () => {} }) as Window)
    const appKit = createAppKit({
      locale: 'ja',
      projectId: 'foyer-dev',
      networks: [mainnet],
      adapters: [createMockAdapter({ accounts: ['0x52908400098527886E0F7030069857D2E4169EE7'] })],
      plugins: [onramp()],
      isMobile: false,
    })
    cleanups.push(() => appKit.destroy())
    await connect(appKit.kernel, { namespace: 'eip155', connectorId: 'mock' })
    await act(() => appKit.open({ view: 'OnRampProviders' }))
    const dialog = within(await screen.findByRole('dialog'))
    const providers = await dialog.findByRole('list', { name: ja.providers }, { timeout: 5_000 })
    const [provider] = within(providers).getAllByRole('button')
    await userEvent.setup().click(provider as HTMLElement)
    expect(await screen.findByText(ja['error.unavailable'])).toBeTruthy()
  })
})

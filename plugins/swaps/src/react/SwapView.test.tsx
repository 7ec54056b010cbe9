// @vitest-environment jsdom
import { connect, showSnackbar } from '@foyer/core'
import { mainnet } from '@foyer/core/networks'
import { createMockAdapter } from '@foyer/core/testing'
import { createAppKit } from '@foyer/react'
import { screen } from '@testing-library/react'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { swaps } from '../exports/react.js'
import ar from './locales/ar.js'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) act(cleanup)
})

describe('SwapView', { timeout: 30_000 }, () => {
  it("shows the swap's messages in the app's language (Arabic): the SPEC's and the plugin's own", async () => {
    const appKit = createAppKit({
      locale: 'ar',
      projectId: 'foyer-dev',
      networks: [mainnet],
      adapters: [createMockAdapter({ accounts: ['0x52908400098527886E0F7030069857D2E4169EE7'] })],
      plugins: [swaps()],
      isMobile: false,
    })
    cleanups.push(() => appKit.destroy())
    await connect(appKit.kernel, { namespace: 'eip155', connectorId: 'mock' })
    // Without a Blockchain API the swap cannot start: 'Failed to initialize swap' (SPEC.md §4).
    await act(() => appKit.open({ view: 'Swap' }))
    expect(await screen.findByText(ar['error.initialize'], {}, { timeout: 5_000 })).toBeTruthy()
    // executeSwap's own message for an account without an address.
    act(() =>
      showSnackbar(appKit.kernel, { message: 'No address found to swap the tokens from.', variant: 'error' }),
    )
    expect(await screen.findByText(ar['error.noAddress'])).toBeTruthy()
  })
})

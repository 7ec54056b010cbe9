// @vitest-environment jsdom
import { connect } from '@foyer/core'
import { mainnet } from '@foyer/core/networks'
import { createMockAdapter } from '@foyer/core/testing'
import { createAppKit } from '@foyer/react'
import { screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { names } from '../exports/react.js'
import ar from './locales/ar.js'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) act(cleanup)
})

/** The name form in `locale`, for an app without a Blockchain API (so the name check fails with its own error). */
async function openNames(locale: string) {
  const appKit = createAppKit({
    locale,
    projectId: 'foyer-dev',
    networks: [mainnet],
    adapters: [createMockAdapter({ accounts: ['0x52908400098527886E0F7030069857D2E4169EE7'] })],
    plugins: [names()],
    isMobile: false,
  })
  cleanups.push(() => appKit.destroy())
  await connect(appKit.kernel, { namespace: 'eip155', connectorId: 'mock' })
  await act(() => appKit.open({ view: 'RegisterAccountName' }))
  return within(await screen.findByRole('dialog'))
}

describe('RegisterAccountNameView', { timeout: 30_000 }, () => {
  it("says the name check failed in the app's language (Arabic: names need a Blockchain API)", async () => {
    const dialog = await openNames('ar')
    await userEvent.setup().type(await dialog.findByLabelText(ar.label), 'alice1')
    expect(await dialog.findByText(ar['error.unavailable'], {}, { timeout: 5_000 })).toBeTruthy()
  })

  it('keeps the English text in English', async () => {
    const dialog = await openNames('en')
    await userEvent.setup().type(await dialog.findByLabelText('Name'), 'alice1')
    expect(
      await dialog.findByText(
        'Names are not available: the app has no Blockchain API.',
        {},
        { timeout: 5_000 },
      ),
    ).toBeTruthy()
  })
})

// @vitest-environment jsdom
import { connect, definePlugin, type Kernel, type StorageLike } from '@foyer/core'
import { mainnet } from '@foyer/core/networks'
import { createMockAdapter, createTestKernel } from '@foyer/core/testing'
import { createAppKit } from '@foyer/react'
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { type GasTipsOptions, gasTips } from './gasTips.js'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) act(cleanup)
})

/** The modal once it is titled `title` (named by its title): lazy views have loaded by then. */
const dialogTitled = (title: string) => screen.findByRole('dialog', { name: title })

function memoryStorage(): StorageLike {
  const memory = new Map<string, string>()
  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  }
}

/** Another plugin, listening to gas tips' own event. */
function listener(seen: unknown[]) {
  return definePlugin({
    name: 'listener',
    setup(context) {
      context.events.onPlugin(gasTips(), 'dismissed', (payload) => seen.push(payload))
      return undefined
    },
  })
}

function setup(options?: GasTipsOptions, storage = memoryStorage(), seen: unknown[] = []) {
  const appKit = createAppKit({
    projectId: 'example',
    networks: [mainnet],
    adapters: [createMockAdapter()],
    plugins: [gasTips(options), listener(seen)],
    storage,
  })
  cleanups.push(() => appKit.destroy())
  return appKit
}

describe('gasTips, a third-party plugin on the plugin context', () => {
  it('registers its view through the views hook, with an Account entry', () => {
    const appKit = setup()
    expect(appKit.kernel.views.GasTips).toEqual({ id: 'GasTips', title: 'Gas tips', plugin: 'gas-tips' })
  })

  it('shows the tips on the first open after connecting; "Got it" persists, announces and goes to the account', async () => {
    const user = userEvent.setup()
    const storage = memoryStorage()
    const seen: unknown[] = []
    const appKit = setup({}, storage, seen)
    await act(() => connectMock(appKit.kernel))
    await act(() => appKit.open())
    const tips = within(await dialogTitled('Gas tips'))
    expect(tips.getByRole('list', { name: 'Gas tips' }).children).toHaveLength(3)
    expect(tips.getByText(/Paying less for gas on Ethereum/)).toBeTruthy()

    await user.click(tips.getByRole('button', { name: 'Got it' }))
    await waitFor(() => expect(appKit.kernel.store.getState().router.view).toBe('Account'))
    expect(seen).toEqual([{ network: 'eip155:1' }])
    expect(storage.getItem('@foyer/plugin:gas-tips:dismissed')).toBe('true')
    // The Account view lists the plugin's entry, which opens the tips again.
    const account = within(await dialogTitled('Account'))
    await user.click(await account.findByRole('button', { name: 'Gas tips' }))
    await dialogTitled('Gas tips')
    expect(appKit.kernel.store.getState().plugins['gas-tips']).toEqual({ shown: true, opens: 1 })

    // A later visit (a new page load, the same storage) does not show the tips again.
    appKit.destroy()
    const again = setup({}, storage)
    await act(() => connectMock(again.kernel))
    await act(() => again.open())
    await dialogTitled('Account')
  })

  it("reads in the app's language from its own catalog: German, then Arabic right to left", async () => {
    const appKit = createAppKit({
      projectId: 'example',
      networks: [mainnet],
      adapters: [createMockAdapter()],
      plugins: [gasTips()],
      storage: memoryStorage(),
      locale: 'de',
    })
    cleanups.push(() => appKit.destroy())
    await act(() => connectMock(appKit.kernel))
    await act(() => appKit.open())
    const german = await dialogTitled('Gas-Tipps')
    await within(german).findByText('So zahlen Sie weniger Gas auf Ethereum:', { exact: false })
    expect(german.querySelector('ul[aria-label="Gas-Tipps"]')?.children).toHaveLength(3)
    expect(within(german).getByRole('button', { name: 'Verstanden' })).toBeTruthy()
    await act(async () => appKit.setLocale('ar'))
    const arabic = await dialogTitled('نصائح الغاز')
    await within(arabic).findByRole('button', { name: 'فهمت' })
    // The direction may follow the texts by a render on a loaded machine.
    await waitFor(() => expect(arabic.closest('[dir]')?.getAttribute('dir')).toBe('rtl'))
  })

  it('leaves the open rules alone when turned off, or before a wallet is connected', async () => {
    const off = setup({ showOnFirstOpen: false })
    await act(() => connectMock(off.kernel))
    await act(() => off.open())
    expect(off.kernel.store.getState().router.view).toBe('Account')
    off.destroy()
    const disconnected = setup()
    await act(() => disconnected.open())
    expect(disconnected.kernel.store.getState().router.view).toBe('Connect')
  })

  // #region headless
  it('vetoes a transaction above its gas price cap, headless, with the core test harness', async () => {
    const test = createTestKernel({ plugins: [gasTips({ maxGasPriceGwei: 50 })] })
    await test.connect()
    const context = test.context<ReturnType<typeof gasTips>>('gas-tips')
    const transaction = (gasPrice: bigint) => ({
      method: 'eth_sendTransaction',
      params: [
        {
          from: test.adapter.wallet.address,
          to: test.adapter.wallet.address,
          gasPrice: `0x${gasPrice.toString(16)}`,
        },
      ],
    })
    await expect(context.request(transaction(80_000_000_000n))).rejects.toThrow(
      'Requested RPC call is not allowed',
    )
    expect(await context.request(transaction(20_000_000_000n))).toMatch(/^0x/)
    expect(test.adapter.calls.filter((call) => call.type === 'request')).toHaveLength(1)
    test.destroy()
  })
  // #endregion headless
})

function connectMock(kernel: Kernel) {
  return connect(kernel, { namespace: 'eip155', connectorId: 'mock' })
}

// @vitest-environment jsdom
import type { ChainAdapter } from '@foyer/core'
import { closeModal, connect } from '@foyer/core'
import { mainnet } from '@foyer/core/networks'
import { createAppKit } from '@foyer/react'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { gasTips } from './gasTips.js'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

/** An in-memory EVM wallet, standing in for a browser extension. */
const wallet: ChainAdapter = {
  name: 'example-wallet',
  namespace: 'eip155',
  setup(context) {
    context.setConnectors([{ id: 'example', type: 'ANNOUNCED', name: 'Example Wallet', namespace: 'eip155' }])
    return undefined
  },
  connect: async () => ({ address: '0x52908400098527886E0F7030069857D2E4169EE7', chainId: 1 }),
  disconnect: async () => {},
  switchNetwork: async () => undefined,
}

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) act(cleanup)
})

/** Lets lazy views load: waits until the modal shows no loading spinner (at most 3 s; module transforms vary). */
async function settle() {
  for (let index = 0; index < 300; index++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    if (
      index >= 5 &&
      !document.querySelector('[role="dialog"] [aria-busy="true"], [role="dialog"] .foyer-spinner')
    )
      return
  }
}
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')
const dialogTitle = () => {
  const id = dialog()?.getAttribute('aria-labelledby')
  return id ? document.getElementById(id)?.textContent : undefined
}

function setup(options?: Parameters<typeof gasTips>[0]) {
  const memory = new Map<string, string>()
  const appKit = createAppKit({
    projectId: 'example',
    networks: [mainnet],
    adapters: [wallet],
    plugins: [gasTips(options)],
    storage: {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    },
  })
  cleanups.push(() => appKit.destroy())
  return appKit
}

describe('gasTips, a third-party plugin', () => {
  it('registers its view through the views hook', () => {
    const appKit = setup()
    expect(appKit.kernel.views.GasTips).toEqual({ id: 'GasTips', title: 'Gas tips', plugin: 'gas-tips' })
  })

  it('shows the tips on the first open after connecting, then the account as usual', async () => {
    const appKit = setup()
    await connect(appKit.kernel, { namespace: 'eip155', connectorId: 'example' })
    await act(() => appKit.open())
    await settle()
    expect(dialogTitle()).toBe('Gas tips')
    expect(dialog()?.querySelector('ul[aria-label="Gas tips"]')?.children).toHaveLength(3)
    expect(dialog()?.textContent).toContain('Paying less for gas on Ethereum')

    const gotIt = [...(dialog()?.querySelectorAll('button') ?? [])].find(
      (button) => button.textContent === 'Got it',
    )
    await act(async () => gotIt?.click())
    await settle()
    expect(appKit.kernel.store.getState().router.view).toBe('Account')

    act(() => void closeModal(appKit.kernel))
    await act(() => appKit.open())
    await settle()
    expect(dialogTitle()).toBe('Account')
    expect(appKit.kernel.store.getState().plugins['gas-tips']).toEqual({ shown: true, opens: 2 })
  })

  it('leaves the open rules alone when turned off', async () => {
    const appKit = setup({ showOnFirstOpen: false })
    await connect(appKit.kernel, { namespace: 'eip155', connectorId: 'example' })
    await act(() => appKit.open())
    expect(appKit.kernel.store.getState().router.view).toBe('Account')
  })

  it('leaves the open rules alone before a wallet is connected', async () => {
    const appKit = setup()
    await act(() => appKit.open())
    expect(appKit.kernel.store.getState().router.view).toBe('Connect')
  })
})

import { describe, expect, it } from 'vitest'
import { mainnet, solana } from '../chains/index.js'
import { createKernel } from '../createKernel.js'
import { getAccount } from './getAccount.js'
import { getConnection } from './getConnection.js'
import { getModalState } from './getModalState.js'
import { getNetwork } from './getNetwork.js'
import { setThemeMode, setThemeVariables, watchTheme } from './getTheme.js'
import { openModal } from './openModal.js'
import { watchState } from './watchState.js'

describe('state reads', () => {
  it('notifies only when the selected value changes', async () => {
    const kernel = createKernel({ projectId: 'p', networks: [mainnet, solana] })
    const themes: string[] = []
    const views: string[] = []
    watchTheme(kernel, { onChange: (theme) => themes.push(theme.themeMode) })
    watchState(kernel, (state) => ({ view: state.router.view }), { onChange: ({ view }) => views.push(view) })
    setThemeVariables(kernel, { '--w3m-accent': '#f00' })
    setThemeMode(kernel, 'light')
    setThemeMode(kernel, 'light')
    await openModal(kernel)
    await openModal(kernel)
    expect(themes).toEqual(['dark', 'light'])
    // With no adapter the modal opens on WalletConnect (SPEC.md §2); the second open changes nothing.
    expect(views).toEqual(['ConnectingWalletConnectBasic'])
    expect(kernel.store.getState().theme.themeVariables).toEqual({ '--w3m-accent': '#f00' })
  })

  it('getters return the same object until what they read changes (useSyncExternalStore-ready)', async () => {
    const kernel = createKernel({ projectId: 'p', networks: [mainnet, solana] })
    const connection = getConnection(kernel)
    const account = getAccount(kernel)
    const network = getNetwork(kernel)
    setThemeMode(kernel, 'light')
    expect(getConnection(kernel)).toBe(connection)
    expect(getAccount(kernel)).toBe(account)
    expect(getNetwork(kernel)).toBe(network)
    const modal = getModalState(kernel)
    await openModal(kernel)
    expect(getModalState(kernel)).not.toBe(modal)
    expect(getModalState(kernel)).toMatchObject({
      open: true,
      view: 'ConnectingWalletConnectBasic',
      selectedNetworkId: 'eip155:1',
    })
  })
})

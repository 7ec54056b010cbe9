// @vitest-environment jsdom
import { connect, UserRejectedRequestError } from '@foyer/core'
import { mainnet } from '@foyer/core/networks'
import { createMockAdapter } from '@foyer/core/testing'
import { createAppKit } from '@foyer/react'
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { findAxeViolations } from '../../../../react/src/views/testing/findAxeViolations.test-utils.js'
import { send } from '../exports/react.js'
import type { SendState } from '../send.js'
import ja from './locales/ja.js'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const receiver = '0x52908400098527886E0F7030069857D2E4169EE7'
const oneEth = 10n ** 18n
const gasPrice = 1_000_000_000n
const transferFee = 21_000n * gasPrice
const hex = (value: bigint) => `0x${value.toString(16)}`

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) act(cleanup)
})

const dialog = () => screen.getByRole('dialog')
const inDialog = () => within(dialog())
const inputLabelled = (label: string) => inDialog().getByLabelText<HTMLInputElement>(label)

/** The app with the send plugin and a mock wallet holding `balance` wei; returns it with the wallet. */
async function openSend({ balance = oneEth } = {}) {
  const user = userEvent.setup()
  const adapter = createMockAdapter({
    answers: {
      eth_getBalance: hex(balance),
      eth_gasPrice: hex(gasPrice),
      eth_estimateGas: '0x5208',
    },
  })
  const appKit = createAppKit({
    projectId: 'foyer-dev',
    networks: [mainnet],
    adapters: [adapter],
    plugins: [send()],
    isMobile: false,
  })
  cleanups.push(() => appKit.destroy())
  await connect(appKit.kernel, { namespace: 'eip155', connectorId: 'mock' })
  await act(() => appKit.open())
  await user.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Send' }))
  await inDialog().findByLabelText('Amount')
  return { appKit, adapter, user }
}

describe('Send views', { timeout: 60_000 }, () => {
  it('goes from the form to the review and sends, a refused signature keeping everything; then pending → confirmed', async () => {
    const { appKit, adapter, user } = await openSend()
    const state = () => appKit.kernel.store.getState()
    expect(inDialog().getByRole('list', { name: 'Token to send' }).textContent).toContain('1 ETH')
    await inDialog().findByRole('button', { name: 'Add a receiver' })
    expect(await findAxeViolations(dialog())).toEqual([])

    await user.type(inputLabelled('Amount'), '0.5')
    await user.type(inputLabelled('Receiver address or name'), receiver)
    await user.click(await inDialog().findByRole('button', { name: 'Review send' }))
    await waitFor(() => expect(dialog().textContent).toContain('0.000021 ETH'))
    expect(state().router.view).toBe('SendReview')
    expect(dialog().textContent).toContain('0.5 ETH')
    expect(dialog().textContent).toContain('Ethereum')
    expect(await findAxeViolations(dialog())).toEqual([])

    adapter.setAnswer('eth_sendTransaction', () => {
      throw new UserRejectedRequestError({ method: 'eth_sendTransaction', declinedIn: 'wallet' })
    })
    await user.click(await inDialog().findByRole('button', { name: 'Send' }))
    await waitFor(() => expect(inDialog().getByRole('alert').textContent).toContain('Signature declined'))
    expect(state().router.view).toBe('SendReview')
    expect(state().plugins.send).toMatchObject({ sendTokenAmount: '0.5', receiverAddress: receiver })

    const hash = `0x${'ab'.repeat(32)}`
    adapter.setAnswer('eth_sendTransaction', hash)
    // Not mined yet: the review turns into the transfer's status, pending, with its hash and explorer link.
    adapter.setAnswer('eth_getTransactionReceipt', null)
    const stale: string[] = []
    appKit.kernel.events.on('balanceStale', ({ namespace }) => stale.push(namespace))
    // Clicked, the Send button has focus.
    await user.click(await inDialog().findByRole('button', { name: 'Send' }))
    const status = () => inDialog().getByRole('status').textContent
    await waitFor(() => expect(status()).toBe('Transaction pending…'))
    // The focused Send button is gone: focus is on the panel's Done, not on the page's body.
    expect(document.activeElement).toBe(inDialog().getByRole('button', { name: 'Done' }))
    expect(state().snackbar).toMatchObject({ message: 'Transaction started', variant: 'success' })
    expect(state().plugins.send).toMatchObject({ sendTokenAmount: undefined, receiverAddress: undefined })
    expect(dialog().querySelector('code')?.getAttribute('title')).toBe(hash)
    expect(dialog().textContent).toContain('0.5 ETH to 0x52…169EE7')
    const explorer = dialog().querySelector<HTMLAnchorElement>('.foyer-send-status__explorer')
    expect(explorer?.href).toBe(`https://etherscan.io/tx/${hash}`)
    expect(inDialog().getByRole('button', { name: 'Copy transaction hash' })).toBeTruthy()
    const staleBefore = stale.length
    // Mined: confirmed, and the balances read again.
    adapter.setAnswer('eth_getTransactionReceipt', { status: '0x1', transactionHash: hash })
    await waitFor(() => expect(status()).toBe('Transaction confirmed'))
    expect(stale.slice(staleBefore)).toEqual(['eip155'])
    expect(await findAxeViolations(dialog())).toEqual([])
    await user.click(inDialog().getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(state().router.view).toBe('Account'))
    const sent = adapter.calls.filter(
      (call) => call.type === 'request' && call.method === 'eth_sendTransaction',
    )
    expect(sent.at(-1)).toMatchObject({
      params: [{ to: receiver, value: hex(oneEth / 2n), gas: '0x5208', gasPrice: hex(gasPrice) }],
    })
  })

  it('forgets the old receiver as soon as another is typed: Review waits for the new one', async () => {
    const { appKit, user } = await openSend()
    const state = () => appKit.kernel.store.getState().plugins.send as SendState
    await user.type(inputLabelled('Amount'), '0.1')
    await user.type(inputLabelled('Receiver address or name'), receiver)
    await waitFor(() => expect(state().receiverAddress).toBe(receiver))
    const other = '0x000000000000000000000000000000000000dEaD'
    // Selected whole and replaced by a paste: one input event from the old address to the new one.
    await user.tripleClick(inputLabelled('Receiver address or name'))
    await user.paste(other)
    expect(inputLabelled('Receiver address or name').value).toBe(other)
    expect(state().receiverAddress).toBe(undefined)
    expect(inDialog().queryByRole('button', { name: 'Review send' })).toBe(null)
    await waitFor(() => expect(state().receiverAddress).toBe(other))
    await inDialog().findByRole('button', { name: 'Review send' })
  })

  it('fills Max with the balance less the network fee', async () => {
    const { appKit, user } = await openSend()
    const max = await inDialog().findByRole('button', { name: 'Max' })
    await waitFor(() =>
      expect((appKit.kernel.store.getState().plugins.send as SendState | undefined)?.gasPrice).toBeTruthy(),
    )
    await user.click(max)
    expect(inputLabelled('Amount').value).toBe('0.999979')
    expect(Number(oneEth - transferFee)).toBe(999979000000000000)
  })

  it('blocks the send with "Insufficient gas" when the account has no native balance', async () => {
    const { appKit, user } = await openSend({ balance: 0n })
    await waitFor(() =>
      expect((appKit.kernel.store.getState().plugins.send as SendState | undefined)?.gasPrice).toBeTruthy(),
    )
    await user.type(inputLabelled('Amount'), '0.1')
    await user.type(inputLabelled('Receiver address or name'), receiver)
    const blocked = await inDialog().findByRole<HTMLButtonElement>('button', { name: 'Insufficient gas' })
    expect(blocked.disabled).toBe(true)
  })
  it("says why a receiver is refused in the app's language: a checksum typo, an input that is no address nor name", async () => {
    const { appKit, user } = await openSend()
    act(() => appKit.setLocale('ja'))
    const field = await inDialog().findByLabelText<HTMLInputElement>(ja.receiverOrName)
    await user.type(field, '0x52908400098527886e0F7030069857D2E4169EE7')
    expect(await inDialog().findByText(ja['receiver.evmChecksum'])).toBeTruthy()
    await user.clear(field)
    await user.type(field, 'nobody')
    expect(await inDialog().findByText(ja['receiver.name'])).toBeTruthy()
  })
})

// @vitest-environment jsdom
import { connect, UserRejectedRequestError } from '@foyer/core'
import { mainnet } from '@foyer/core/networks'
import { createMockAdapter } from '@foyer/core/testing'
import { createAppKit } from '@foyer/react'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { findAxeViolations } from '../../../../react/src/views/testing/findAxeViolations.test-utils.js'
import { send } from '../exports/react.js'
import type { SendState } from '../send.js'

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

async function settle(rounds = 10) {
  for (let index = 0; index < rounds; index++)
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)))
}
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')
const buttonNamed = (name: string | RegExp) =>
  [...(dialog()?.querySelectorAll('button') ?? [])].find((button) => {
    const label = button.getAttribute('aria-label') ?? button.textContent?.trim() ?? ''
    return typeof name === 'string' ? label === name : name.test(label)
  })
const inputLabelled = (label: string) => {
  const node = [...(dialog()?.querySelectorAll('label') ?? [])].find((entry) => entry.textContent === label)
  return node ? (document.getElementById(node.htmlFor) as HTMLInputElement | null) : null
}
async function waitFor<T>(find: () => T | null | undefined | false, what = 'element'): Promise<T> {
  for (let attempt = 0; attempt < 400; attempt++) {
    const found = find()
    if (found) return found
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
  }
  throw new Error(`${what} did not appear`)
}
async function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  await act(async () => {
    setter?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

/** The app with the send plugin and a mock wallet holding `balance` wei; returns it with the wallet. */
async function openSend({ balance = oneEth } = {}) {
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
  await settle()
  const entry = await waitFor(() => buttonNamed('Send'), 'the Send entry')
  await act(async () => entry.click())
  await waitFor(() => inputLabelled('Amount'), 'the amount input')
  return { appKit, adapter }
}

describe('Send views', { timeout: 60_000 }, () => {
  it('goes from the form to the review and sends, a refused signature keeping everything; then pending → confirmed', async () => {
    const { appKit, adapter } = await openSend()
    const state = () => appKit.kernel.store.getState()
    expect(dialog()?.querySelector('ul[aria-label="Token to send"]')?.textContent).toContain('1 ETH')
    await waitFor(() => buttonNamed('Add a receiver'), 'the receiver prompt')
    expect(await findAxeViolations(dialog() as HTMLElement)).toEqual([])

    await type(inputLabelled('Amount') as HTMLInputElement, '0.5')
    await type(inputLabelled('Receiver address or name') as HTMLInputElement, receiver)
    const review = await waitFor(() => buttonNamed('Review send'), 'the review button')
    await act(async () => review.click())
    await waitFor(() => dialog()?.textContent?.includes('0.000021 ETH'), 'the network fee')
    expect(state().router.view).toBe('SendReview')
    expect(dialog()?.textContent).toContain('0.5 ETH')
    expect(dialog()?.textContent).toContain('Ethereum')
    expect(await findAxeViolations(dialog() as HTMLElement)).toEqual([])

    adapter.setAnswer('eth_sendTransaction', () => {
      throw new UserRejectedRequestError({ method: 'eth_sendTransaction', declinedIn: 'wallet' })
    })
    await act(async () => (await waitFor(() => buttonNamed('Send'), 'Send'))?.click())
    await waitFor(() =>
      dialog()?.querySelector('[role="alert"]')?.textContent?.includes('Signature declined'),
    )
    expect(state().router.view).toBe('SendReview')
    expect(state().plugins.send).toMatchObject({ sendTokenAmount: '0.5', receiverAddress: receiver })

    const hash = `0x${'ab'.repeat(32)}`
    adapter.setAnswer('eth_sendTransaction', hash)
    // Not mined yet: the review turns into the transfer's status, pending, with its hash and explorer link.
    adapter.setAnswer('eth_getTransactionReceipt', null)
    const stale: string[] = []
    appKit.kernel.events.on('balanceStale', ({ namespace }) => stale.push(namespace))
    const button = await waitFor(() => buttonNamed('Send'), 'Send')
    button.focus()
    await act(async () => button.click())
    const status = () => dialog()?.querySelector('[role="status"]')?.textContent
    await waitFor(() => status() === 'Transaction pending…', 'the pending status')
    // The focused Send button is gone: focus is on the panel's Done, not on the page's body.
    expect(document.activeElement).toBe(buttonNamed('Done'))
    expect(state().snackbar).toMatchObject({ message: 'Transaction started', variant: 'success' })
    expect(state().plugins.send).toMatchObject({ sendTokenAmount: undefined, receiverAddress: undefined })
    expect(dialog()?.querySelector('code')?.getAttribute('title')).toBe(hash)
    expect(dialog()?.textContent).toContain('0.5 ETH to 0x52…169EE7')
    const explorer = dialog()?.querySelector<HTMLAnchorElement>('.foyer-send-status__explorer')
    expect(explorer?.href).toBe(`https://etherscan.io/tx/${hash}`)
    expect(buttonNamed('Copy transaction hash')).toBeTruthy()
    const staleBefore = stale.length
    // Mined: confirmed, and the balances read again.
    adapter.setAnswer('eth_getTransactionReceipt', { status: '0x1', transactionHash: hash })
    await waitFor(() => status() === 'Transaction confirmed', 'the confirmed status')
    expect(stale.slice(staleBefore)).toEqual(['eip155'])
    expect(await findAxeViolations(dialog() as HTMLElement)).toEqual([])
    await act(async () => buttonNamed('Done')?.click())
    await waitFor(() => state().router.view === 'Account', 'the Account view')
    const sent = adapter.calls.filter(
      (call) => call.type === 'request' && call.method === 'eth_sendTransaction',
    )
    expect(sent.at(-1)).toMatchObject({
      params: [{ to: receiver, value: hex(oneEth / 2n), gas: '0x5208', gasPrice: hex(gasPrice) }],
    })
  })

  it('forgets the old receiver as soon as another is typed: Review waits for the new one', async () => {
    const { appKit } = await openSend()
    const state = () => appKit.kernel.store.getState().plugins.send as SendState
    await type(inputLabelled('Amount') as HTMLInputElement, '0.1')
    await type(inputLabelled('Receiver address or name') as HTMLInputElement, receiver)
    await waitFor(() => state().receiverAddress === receiver, 'the first receiver')
    const other = '0x000000000000000000000000000000000000dEaD'
    await type(inputLabelled('Receiver address or name') as HTMLInputElement, other)
    expect(state().receiverAddress).toBe(undefined)
    expect(buttonNamed('Review send')).toBe(undefined)
    await waitFor(() => state().receiverAddress === other, 'the new receiver')
    await waitFor(() => buttonNamed('Review send'), 'the review button')
  })

  it('fills Max with the balance less the network fee', async () => {
    const { appKit } = await openSend()
    const max = await waitFor(() => buttonNamed('Max'), 'Max')
    await waitFor(
      () => (appKit.kernel.store.getState().plugins.send as SendState | undefined)?.gasPrice,
      'the gas price',
    )
    await act(async () => max.click())
    expect(inputLabelled('Amount')?.value).toBe('0.999979')
    expect(Number(oneEth - transferFee)).toBe(999979000000000000)
  })

  it('blocks the send with "Insufficient gas" when the account has no native balance', async () => {
    const { appKit } = await openSend({ balance: 0n })
    await waitFor(
      () => (appKit.kernel.store.getState().plugins.send as SendState | undefined)?.gasPrice,
      'the gas price',
    )
    await type(inputLabelled('Amount') as HTMLInputElement, '0.1')
    await type(inputLabelled('Receiver address or name') as HTMLInputElement, receiver)
    const blocked = await waitFor(() => buttonNamed('Insufficient gas'), 'Insufficient gas')
    expect(blocked.disabled).toBe(true)
  })
})

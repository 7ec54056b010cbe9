import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mainnet } from '../chains/index.js'
import { createKernel } from '../createKernel.js'
import { watchSnackbar } from './getSnackbar.js'
import { hideSnackbar, showSnackbar, snackbarAutoCloseMs } from './showSnackbar.js'

describe('snackbar', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())
  const kernel = () => createKernel({ projectId: 'p', networks: [mainnet] })

  it('shows success and error messages that close by themselves; loading stays', () => {
    const k = kernel()
    showSnackbar(k, { message: 'Transaction started', variant: 'success' })
    expect(k.store.getState().snackbar).toMatchObject({
      open: true,
      message: 'Transaction started',
      autoClose: true,
    })
    vi.advanceTimersByTime(snackbarAutoCloseMs)
    expect(k.store.getState().snackbar.open).toBe(false)
    showSnackbar(k, { message: 'Authenticating...', variant: 'loading' })
    vi.advanceTimersByTime(60_000)
    expect(k.store.getState().snackbar).toMatchObject({ open: true, variant: 'loading', autoClose: false })
    hideSnackbar(k)
    expect(k.store.getState().snackbar.open).toBe(false)
  })

  it('replacing an open snackbar closes it and shows the new one after 150 ms', () => {
    const k = kernel()
    const seen: string[] = []
    watchSnackbar(k, {
      onChange: (snackbar) => seen.push(`${snackbar.open ? 'open' : 'closed'}:${snackbar.message}`),
    })
    showSnackbar(k, { message: 'Authenticating...', variant: 'loading' })
    showSnackbar(k, { message: 'Signature declined', variant: 'error' })
    expect(k.store.getState().snackbar.open).toBe(false)
    vi.advanceTimersByTime(149)
    expect(k.store.getState().snackbar.open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(k.store.getState().snackbar).toMatchObject({
      open: true,
      message: 'Signature declined',
      variant: 'error',
    })
    expect(seen).toEqual(['open:Authenticating...', 'closed:Authenticating...', 'open:Signature declined'])
  })
})

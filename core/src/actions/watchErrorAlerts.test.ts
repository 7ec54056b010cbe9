import { describe, expect, it } from 'vitest'
import { mainnet, sepolia } from '../chains/index.js'
import { createKernel, type Kernel } from '../createKernel.js'
import { BaseError } from '../errors/BaseError.js'
import { NetworkNotFoundError } from '../errors/network.js'
import { HttpRequestError } from '../errors/transport.js'
import { hideSnackbar } from './showSnackbar.js'
import { switchNetwork } from './switchNetwork.js'

const kernelWithSnackbars = () => {
  const kernel = createKernel({ projectId: 'p', networks: [mainnet] })
  const shown: string[] = []
  kernel.store.subscribe((state, previous) => {
    if (state.snackbar.open && state.snackbar !== previous.snackbar) shown.push(state.snackbar.message)
  })
  return { kernel, shown }
}

const report = (kernel: Kernel, error: BaseError) => {
  kernel.events.emit('error', { error })
  hideSnackbar(kernel)
}

describe('watchErrorAlerts', () => {
  it.each([
    ['Unauthorized: origin not allowed', 'Invalid App Configuration'],
    ['Unauthorized: invalid key', 'Invalid App Configuration'],
    ['JWT validation error: JWT Token is not yet valid', 'Session Expired'],
  ])("the provider error '%s' shows '%s', once", (text, alert) => {
    const { kernel, shown } = kernelWithSnackbars()
    // As WalletConnect's provider rejects, wrapped by the adapter that met it.
    const error = new BaseError('Connection failed', { cause: new Error(text) })
    report(kernel, error)
    report(kernel, error)
    expect(shown).toEqual([alert])
  })

  it("a service that refuses the project (403 invalid_project) shows 'Invalid App Configuration'", () => {
    const { kernel, shown } = kernelWithSnackbars()
    const refused = new HttpRequestError({
      status: 403,
      url: 'http://127.0.0.1/getWallets',
      body: '{"error":"invalid_project","message":"Invalid App Configuration"}',
    })
    report(kernel, new BaseError('Failed', { cause: refused }))
    expect(shown).toEqual(['Invalid App Configuration'])
  })

  it("switchNetwork to a network the app does not list shows 'Network Not Found' each time", async () => {
    const { kernel, shown } = kernelWithSnackbars()
    await expect(switchNetwork(kernel, sepolia)).rejects.toBeInstanceOf(NetworkNotFoundError)
    hideSnackbar(kernel)
    await expect(switchNetwork(kernel, 'eip155:999')).rejects.toBeInstanceOf(NetworkNotFoundError)
    expect(shown).toEqual(['Network Not Found', 'Network Not Found'])
  })

  it('an ordinary failure shows no alert', () => {
    const { kernel, shown } = kernelWithSnackbars()
    report(kernel, new BaseError('User rejected the request.'))
    report(
      kernel,
      new HttpRequestError({ status: 403, url: 'http://127.0.0.1/x', body: '{"error":"feature_disabled"}' }),
    )
    expect(shown).toEqual([])
  })
})

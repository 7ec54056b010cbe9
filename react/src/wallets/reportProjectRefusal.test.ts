import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createKernel, destroyKernel, hideSnackbar } from '@foyer/core'
import { mainnet } from '@foyer/core/networks'
import { afterEach, describe, expect, it } from 'vitest'
import { fetchConnectWallets } from './fetchConnectWallets.js'
import { fetchWalletsPage } from './fetchWalletsPage.js'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** A Wallet API that refuses every call as the Foyer service refuses an unknown project. */
async function refusingService(): Promise<string> {
  const server = createServer((_request, response) => {
    response.writeHead(403, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
    response.end(JSON.stringify({ error: 'invalid_project', message: 'Invalid App Configuration' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanups.push(() => new Promise((resolve) => server.close(resolve)))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe('a refused project', () => {
  it("shows 'Invalid App Configuration' once, with analytics off, from the wallet list's requests", async () => {
    const kernel = createKernel({
      projectId: 'unknown-project',
      networks: [mainnet],
      walletApiUrl: await refusingService(),
      features: { analytics: false },
    })
    cleanups.push(() => destroyKernel(kernel))
    const shown: string[] = []
    kernel.store.subscribe((state, previous) => {
      if (state.snackbar.open && state.snackbar !== previous.snackbar) shown.push(state.snackbar.message)
    })
    await expect(fetchConnectWallets(kernel)).rejects.toThrow()
    hideSnackbar(kernel)
    await expect(fetchConnectWallets(kernel)).rejects.toThrow()
    await expect(fetchWalletsPage(kernel, { page: 1 })).rejects.toThrow()
    expect(shown).toEqual(['Invalid App Configuration'])
  })
})

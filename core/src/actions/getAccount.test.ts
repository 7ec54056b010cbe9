import { describe, expect, it } from 'vitest'
import { mainnet } from '../chains/index.js'
import { createKernel } from '../createKernel.js'
import { setAccountState } from '../state/setConnectionState.js'
import { getAccount } from './getAccount.js'

const address = '0x1111111111111111111111111111111111111111'

describe('getAccount', () => {
  it("gives embeddedWalletInfo in AppKit's shape: user.email and user.username as strings, authProvider, isSmartAccountDeployed", () => {
    const kernel = createKernel({ projectId: 'p', networks: [mainnet] })
    setAccountState(kernel, 'eip155', {
      status: 'connected',
      address,
      socialProvider: 'github',
      smartAccountDeployed: true,
      preferredAccountType: 'smartAccount',
      user: { address, chainId: 1, email: { email: 'ada@example.com' }, userName: 'ada' },
    })
    expect(getAccount(kernel, { namespace: 'eip155' }).embeddedWalletInfo).toEqual({
      user: { address, chainId: 1, email: 'ada@example.com', userName: 'ada', username: 'ada' },
      authProvider: 'github',
      accountType: 'smartAccount',
      isSmartAccountDeployed: true,
    })
  })

  it("names 'email' as the auth provider without a social login, and an undeployed account as such", () => {
    const kernel = createKernel({ projectId: 'p', networks: [mainnet] })
    setAccountState(kernel, 'eip155', { status: 'connected', address, user: { address, chainId: 1 } })
    expect(getAccount(kernel, { namespace: 'eip155' }).embeddedWalletInfo).toMatchObject({
      user: { email: null, username: null },
      authProvider: 'email',
      isSmartAccountDeployed: false,
    })
  })

  it('has no embeddedWalletInfo for an external wallet', () => {
    const kernel = createKernel({ projectId: 'p', networks: [mainnet] })
    setAccountState(kernel, 'eip155', { status: 'connected', address })
    expect(getAccount(kernel, { namespace: 'eip155' }).embeddedWalletInfo).toBeUndefined()
  })
})

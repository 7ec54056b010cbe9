import type { Connector } from '@foyer/core'
import type { Wallet } from '@foyer/core/schemas'
import { describe, expect, it } from 'vitest'
import { getWalletKey } from './getWalletKey.js'
import { mergeWallets } from './mergeWallets.js'

const announced: Connector = {
  id: 'dev.foyer.wallet',
  type: 'ANNOUNCED',
  name: 'Foyer Dev Wallet',
  namespace: 'eip155',
  rdns: 'dev.foyer.wallet',
}
const registryId = 'f'.repeat(64)
const registryWallet = (name: string, rdns: string | null): Wallet => ({
  id: registryId,
  name,
  image_id: 'img',
  rdns,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
})

const noLinks = { mobile_link: null, desktop_link: null, webapp_link: null }

describe('getWalletKey', () => {
  it('keeps an installed wallet’s key when the registry arrives and renames its id', () => {
    const [before] = mergeWallets({ connectors: [announced] })
    const [after] = mergeWallets({
      connectors: [announced],
      registry: [registryWallet('Foyer Dev Wallet', 'dev.foyer.wallet')],
    })
    if (!before || !after) throw new Error('no wallet listed')
    expect(after.id).not.toBe(before.id)
    expect(getWalletKey(after)).toBe(getWalletKey(before))
  })

  it('keys a registry-only wallet by its registry id', () => {
    const [only] = mergeWallets({
      registry: [registryWallet('Far Wallet', null)],
    })
    expect(only && getWalletKey(only)).toBe(registryId)
  })
})

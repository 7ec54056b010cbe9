import { describe, expect, it } from 'vitest'
import { addRecentWallet } from './addRecentWallet.js'
import { truncateAddress } from './truncateAddress.js'

describe('truncateAddress', () => {
  it('keeps the first 4 and last 6 characters around an ellipsis', () => {
    expect(truncateAddress('0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B')).toBe('0xAb…9aeC9B')
    expect(truncateAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe('9WzD…YtAWWM')
  })

  it('leaves strings that would not get shorter alone', () => {
    expect(truncateAddress('')).toBe('')
    expect(truncateAddress('vitalik.eth')).toBe('vitalik.eth')
    expect(truncateAddress('0123456789A')).toBe('0123456789A')
    expect(truncateAddress('0123456789AB')).toBe('0123…6789AB')
  })
})

describe('addRecentWallet', () => {
  const metamask = { id: 'metamask', name: 'MetaMask' }
  const rainbow = { id: 'rainbow', name: 'Rainbow' }
  const phantom = { id: 'phantom', name: 'Phantom' }

  it('starts an empty list', () => {
    expect(addRecentWallet([], metamask)).toEqual([metamask])
  })

  it('puts the newest first next to a single entry', () => {
    expect(addRecentWallet([metamask], rainbow)).toEqual([rainbow, metamask])
  })

  it('keeps at most 2', () => {
    expect(addRecentWallet([rainbow, metamask], phantom)).toEqual([phantom, rainbow])
  })

  it('moves a known wallet to the front instead of duplicating it', () => {
    expect(addRecentWallet([rainbow, metamask], metamask)).toEqual([metamask, rainbow])
    const renamed = { id: 'metamask', name: 'MetaMask 2' }
    expect(addRecentWallet([metamask], renamed)).toEqual([renamed])
  })

  it('does not mutate the list', () => {
    const list = [metamask]
    addRecentWallet(list, rainbow)
    expect(list).toEqual([metamask])
  })
})

import { solana, solanaDevnet } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { getApprovedChainId, getSessionAccount, isChainApproved } from './getSessionAccount.js'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const solanaAddress = '8KVnfyLvG9WMYqdNAJpoRVhUTNaG8KFNXjvPhiy3RAHA'
const namespaces = {
  eip155: {
    chains: ['eip155:1', 'eip155:42161'],
    accounts: [`eip155:1:${address}`, `eip155:42161:${address}`],
  },
  solana: {
    accounts: [`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${solanaAddress}`],
  },
}

describe('getSessionAccount', () => {
  it('gives EVM addresses checksummed when the wallet sent them in lower case', () => {
    const lower = { eip155: { accounts: [`eip155:1:${address.toLowerCase()}`] } }
    expect(getSessionAccount(lower, 'eip155')?.address).toBe(address)
  })

  it('gives the account on the asked network, else on the first approved one', () => {
    expect(getSessionAccount(namespaces, 'eip155', 'eip155:42161')).toEqual({
      address,
      chainId: 42161,
      accounts: [{ namespace: 'eip155', address, type: 'eoa' }],
    })
    expect(getSessionAccount(namespaces, 'eip155', 'eip155:8453')?.chainId).toBe(1)
    expect(getSessionAccount(namespaces, 'solana')).toMatchObject({
      address: solanaAddress,
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
  })

  it('gives nothing for a namespace the session lacks', () => {
    expect(getSessionAccount(namespaces, 'bip122')).toBeUndefined()
  })

  it('knows which networks the wallet approved', () => {
    expect(isChainApproved(namespaces, 'eip155:42161')).toBe(true)
    expect(isChainApproved(namespaces, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(true)
    expect(isChainApproved(namespaces, 'eip155:10')).toBe(false)
    expect(isChainApproved(namespaces, 'bip122:000000000019d6689c085ae165831e93')).toBe(false)
  })

  it('names a Solana cluster by its deprecated id when an older wallet approved only that one', () => {
    const older = {
      solana: { accounts: [`solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ:${solanaAddress}`] },
    }
    expect(getApprovedChainId(older, solana)).toBe('solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')
    expect(getApprovedChainId(namespaces, solana)).toBe(solana.caipNetworkId)
    expect(getApprovedChainId(older, solanaDevnet)).toBe(solanaDevnet.caipNetworkId)
    expect(getApprovedChainId(namespaces, { caipNetworkId: 'eip155:1' })).toBe('eip155:1')
  })
})

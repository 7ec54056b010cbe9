import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from './CaipNetwork.js'
import { arbitrum } from './definitions/arbitrum.js'
import { mainnet } from './definitions/mainnet.js'
import { solana } from './definitions/solana.js'
import { solanaDevnet } from './definitions/solanaDevnet.js'
import { solanaTestnet } from './definitions/solanaTestnet.js'
import { findNetwork } from './findNetwork.js'
import { withDeprecatedSolanaIds } from './withDeprecatedSolanaIds.js'

const networks: CaipNetwork[] = [mainnet, arbitrum, solana, solanaDevnet, solanaTestnet]

describe('findNetwork', () => {
  it('finds by CAIP-2 id and by chain id', () => {
    expect(findNetwork(networks, 'eip155:42161')).toBe(arbitrum)
    expect(findNetwork(networks, 42161)).toBe(arbitrum)
    expect(findNetwork(networks, '1')).toBe(mainnet)
    expect(findNetwork(networks, '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(solana)
  })

  it('finds by deprecated id, with or without namespace', () => {
    expect(findNetwork(networks, 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')).toBe(solana)
    expect(findNetwork(networks, 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K')).toBe(solanaDevnet)
    expect(findNetwork(networks, '8E9rvCKLFQia2Y35HXjjpWzj8weVo44K')).toBe(solanaDevnet)
  })

  it('prefers the exact CAIP-2 id over a deprecated match', () => {
    const extended = withDeprecatedSolanaIds(networks)
    const variant = findNetwork(extended, 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')
    expect(variant).not.toBe(solana)
    expect(variant?.caipNetworkId).toBe('solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')
  })

  it('returns undefined when nothing matches', () => {
    expect(findNetwork(networks, 'eip155:999')).toBeUndefined()
    expect(findNetwork([], 1)).toBeUndefined()
  })
})

describe('withDeprecatedSolanaIds', () => {
  it('appends the deprecated variants of Solana mainnet and devnet', () => {
    const extended = withDeprecatedSolanaIds(networks)
    expect(extended.slice(0, networks.length)).toEqual(networks)
    expect(extended.slice(networks.length)).toEqual([
      {
        ...solana,
        id: '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
        caipNetworkId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
        deprecatedCaipNetworkId: undefined,
      },
      {
        ...solanaDevnet,
        id: '8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
        caipNetworkId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
        deprecatedCaipNetworkId: undefined,
      },
    ])
    expect(extended.at(-1)).not.toHaveProperty('deprecatedCaipNetworkId')
  })

  it('is idempotent and leaves lists without Solana alone', () => {
    const once = withDeprecatedSolanaIds(networks)
    expect(withDeprecatedSolanaIds(once)).toEqual(once)
    expect(withDeprecatedSolanaIds([mainnet, solanaTestnet])).toEqual([mainnet, solanaTestnet])
  })

  it('does not mutate its input', () => {
    const input = [solana]
    withDeprecatedSolanaIds(input)
    expect(input).toEqual([solana])
    expect(solana.deprecatedCaipNetworkId).toBe('solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')
  })
})

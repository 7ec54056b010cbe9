import { BalanceResponseSchema, SupportedChainsSchema } from '@foyer/core/schemas'
import { type StartSolanaRpcReturnType, solanaDevAccounts, startSolanaRpc } from '@foyer/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ReferenceService, startReferenceService } from './startReferenceService.js'

let solana: StartSolanaRpcReturnType
let service: ReferenceService

beforeAll(async () => {
  solana = await startSolanaRpc({ slotIntervalMs: 0 })
  service = await startReferenceService({ solana })
})
afterAll(async () => {
  await service?.stop()
  await solana?.stop()
})

describe('Solana balances through the local Solana RPC', () => {
  it('lists every cluster as supported, the deprecated ids too, and reads SOL and USDC of a dev account', async () => {
    const chains = SupportedChainsSchema.parse(
      await (await fetch(`${service.url}/v1/supported-chains?projectId=foyer-dev`)).json(),
    )
    expect(chains.http).toEqual([
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    ])
    const owner = solanaDevAccounts[0]?.address ?? ''
    const response = await fetch(
      `${service.url}/v1/account/${owner}/balance?projectId=foyer-dev&currency=usd&chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`,
    )
    const { balances } = BalanceResponseSchema.parse(await response.json())
    const lamports = (await solana.clusters.mainnet.ledger.getAccount(owner))?.lamports ?? 0n
    expect(balances.find((balance) => balance.symbol === 'SOL')?.quantity).toEqual({
      decimals: '9',
      numeric: (Number(lamports) / 1e9).toString(),
    })
    expect(balances.find((balance) => balance.symbol === 'USDC')).toMatchObject({
      quantity: { decimals: '6', numeric: '10000' },
      price: 1,
      address: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    })
    const evmAddress = await fetch(
      `${service.url}/v1/account/0x${'11'.repeat(20)}/balance?projectId=foyer-dev`,
    )
    expect(evmAddress.status).toBe(200)
    expect(await evmAddress.json()).toEqual({ balances: [] })
  })

  it('reads each cluster’s own ledger, by its id or its deprecated id, and every cluster without chainId', async () => {
    const owner = solanaDevAccounts[1]?.address ?? ''
    solana.airdrop(owner, 2_000_000_000n, 'devnet')
    const balancesOf = async (query: string) => {
      const response = await fetch(`${service.url}/v1/account/${owner}/balance?projectId=foyer-dev${query}`)
      expect(response.status).toBe(200)
      return BalanceResponseSchema.parse(await response.json()).balances.map((balance) => [
        balance.chainId,
        balance.symbol,
        balance.quantity.numeric,
        balance.address ?? null,
      ])
    }
    const { mainnet, devnet, testnet } = solana.clusters
    const devnetBalances = [
      [devnet.caipNetworkId, 'SOL', '1002', null],
      [devnet.caipNetworkId, 'USDC', '10000', `${devnet.caipNetworkId}:${devnet.usdcMint}`],
    ]
    expect(await balancesOf(`&chainId=${devnet.caipNetworkId}`)).toEqual(devnetBalances)
    expect(await balancesOf(`&chainId=${devnet.deprecatedCaipNetworkId}`)).toEqual(devnetBalances)
    expect(await balancesOf(`&chainId=${testnet.caipNetworkId}`)).toEqual([
      [testnet.caipNetworkId, 'SOL', '1000', null],
      [testnet.caipNetworkId, 'USDC', '10000', `${testnet.caipNetworkId}:${testnet.usdcMint}`],
    ])
    expect((await balancesOf('')).map(([chainId, symbol]) => `${chainId} ${symbol}`)).toEqual(
      [mainnet, devnet, testnet].flatMap((cluster) => [
        `${cluster.caipNetworkId} SOL`,
        `${cluster.caipNetworkId} USDC`,
      ]),
    )
    const unknown = await fetch(
      `${service.url}/v1/account/${owner}/balance?projectId=foyer-dev&chainId=solana:notacluster`,
    )
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({ error: 'unsupported_chain' })
  })
})

import { BalanceResponseSchema, SupportedChainsSchema } from '@foyer/core/internal'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solanaDevAccounts } from '../solana/solanaDevAccounts.js'
import { type StartSolanaRpcReturnType, startSolanaRpc } from '../solana/startSolanaRpc.js'
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
  it('lists Solana mainnet as supported and reads SOL and USDC of a dev account', async () => {
    const chains = SupportedChainsSchema.parse(
      await (await fetch(`${service.url}/v1/supported-chains?projectId=foyer-dev`)).json(),
    )
    expect(chains.http).toEqual(['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])
    const owner = solanaDevAccounts[0]?.address ?? ''
    const response = await fetch(
      `${service.url}/v1/account/${owner}/balance?projectId=foyer-dev&currency=usd`,
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
})

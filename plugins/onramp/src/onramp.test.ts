import { createTestKernel } from '@foyer/core/testing'
import { createPublicClient, http, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import {
  fetchOnrampQuotes,
  loadOnrampOptions,
  onramp,
  openOnrampCheckout,
  sampleOnrampOptions,
  validateOnrampAmount,
} from './exports/index.js'

const { serviceUrl, rpcUrl, keys } = inject('onrampDevnet')

function setup(apiUrl = serviceUrl, key = keys[0] as `0x${string}`) {
  const plugin = onramp()
  const test = createTestKernel({
    projectId: 'foyer-dev',
    apiUrl,
    plugins: [plugin],
    adapter: { accounts: [privateKeyToAccount(key).address] },
  })
  return { test, context: test.context<typeof plugin>('onramp') }
}

describe('validateOnrampAmount (SPEC.md §9 limits)', () => {
  it.each([
    ['100', 'USD', undefined],
    ['10', 'EUR', undefined],
    ['7500', 'USD', undefined],
    ['9.99', 'USD', 'Enter an amount between 10 and 7500 USD.'],
    ['7500.01', 'USD', 'Enter an amount between 10 and 7500 USD.'],
    ['', 'USD', 'Enter an amount.'],
    ['1e3', 'USD', 'Enter the amount as digits, with at most 2 decimals.'],
    ['12.345', 'USD', 'Enter the amount as digits, with at most 2 decimals.'],
    ['-5', 'USD', 'Enter the amount as digits, with at most 2 decimals.'],
    ['+50', 'USD', 'Enter the amount as digits, with at most 2 decimals.'],
    [' 50', 'USD', 'Enter the amount as digits, with at most 2 decimals.'],
    ['50 ', 'USD', 'Enter the amount as digits, with at most 2 decimals.'],
    ['0x10', 'USD', 'Enter the amount as digits, with at most 2 decimals.'],
    ['Infinity', 'USD', 'Enter the amount as digits, with at most 2 decimals.'],
    ['50.00', 'USD', undefined],
  ])('%j %s → %j', (amount, currency, message) => {
    expect(validateOnrampAmount(amount, currency, sampleOnrampOptions)).toBe(message)
  })
})

describe('on-ramp against the reference service on anvil', () => {
  it('loads the options, or the marked sample when the service fails', async () => {
    const live = setup()
    await loadOnrampOptions(live.context)
    expect(live.context.getState()).toMatchObject({ sampleOptions: false })
    expect(live.context.getState().options?.purchaseCurrencies.map((entry) => entry.symbol)).toContain('USDC')
    live.test.destroy()

    const down = setup('http://127.0.0.1:9')
    await loadOnrampOptions(down.context)
    expect(down.context.getState()).toMatchObject({ sampleOptions: true, options: sampleOnrampOptions })
    down.test.destroy()
  })

  it('quotes with each EVM provider (meld cheaper), and falls back to marked sample quotes', async () => {
    const { test, context } = setup()
    await test.connect()
    const quotes = await fetchOnrampQuotes(context, { amount: '50', currency: 'USD', asset: 'ETH' })
    expect(quotes.map((quote) => [quote.provider.id, quote.sample])).toEqual([
      ['coinbase', false],
      ['meld', false],
    ])
    const [coinbase, meld] = quotes
    expect(Number(meld?.purchaseAmount)).toBeGreaterThan(Number(coinbase?.purchaseAmount))
    expect(coinbase?.fee).toBe('0.75')
    expect(meld?.fee).toBe('0.50')
    test.destroy()

    const down = setup('http://127.0.0.1:9')
    await down.test.connect()
    const samples = await fetchOnrampQuotes(down.context, { amount: '50', currency: 'USD', asset: 'ETH' })
    expect(samples.every((quote) => quote.sample)).toBe(true)
    down.test.destroy()
  })

  it("opens the provider's checkout; paying it sends exactly the quoted amount to the account", async () => {
    const { test, context } = setup(serviceUrl, keys[1] as `0x${string}`)
    await test.connect()
    const address = privateKeyToAccount(keys[1] as `0x${string}`).address
    const client = createPublicClient({ transport: http(rpcUrl) })
    for (const [asset, decimals] of [
      ['ETH', 18],
      ['USDC', 6],
    ] as const) {
      const [quote] = await fetchOnrampQuotes(context, { amount: '50', currency: 'USD', asset })
      const url = await openOnrampCheckout(context, {
        provider: quote?.provider ?? {
          id: 'coinbase',
          name: 'Coinbase',
          namespaces: ['eip155'],
          feeRange: [0, 0],
        },
        amount: '50',
        currency: 'USD',
        asset,
        target: null,
      })
      expect(url).toMatch(new RegExp(`^${serviceUrl}/onramp/pay/`))
      const before =
        asset === 'ETH' ? await client.getBalance({ address }) : await usdcBalance(client, context, address)
      const paid = (await (await fetch(url, { method: 'POST' })).json()) as { status: string; amount: string }
      expect(paid.status).toBe('paid')
      const after =
        asset === 'ETH' ? await client.getBalance({ address }) : await usdcBalance(client, context, address)
      expect(after - before).toBe(parseUnits(quote?.purchaseAmount ?? '0', decimals))
      expect(BigInt(paid.amount)).toBe(after - before)
    }
    test.destroy()
  })
})

async function usdcBalance(
  client: ReturnType<typeof createPublicClient>,
  context: ReturnType<typeof setup>['context'],
  owner: `0x${string}`,
): Promise<bigint> {
  const options = context.getState().options ?? (await loadOnrampOptions(context), context.getState().options)
  const usdc = options?.purchaseCurrencies
    .find((entry) => entry.symbol === 'USDC')
    ?.networks.find((network) => network.chain_id === '1')?.contract_address as `0x${string}`
  return client.readContract({
    address: usdc,
    abi: [
      {
        type: 'function',
        name: 'balanceOf',
        stateMutability: 'view',
        inputs: [{ name: 'owner', type: 'address' }],
        outputs: [{ name: '', type: 'uint256' }],
      },
    ],
    functionName: 'balanceOf',
    args: [owner],
  })
}

import {
  BalanceResponseSchema,
  FungiblePriceResponseSchema,
  GetSessionResponseSchema,
  HistoryResponseSchema,
  IdentitySchema,
  NameSuggestionsResponseSchema,
  OnrampOptionsSchema,
  OnrampQuoteSchema,
  OnrampUrlResponseSchema,
  ProfileAccountSchema,
  ReverseLookupResponseSchema,
  RevokeSessionResponseSchema,
  SupportedChainsSchema,
} from '@foyer/core/schemas'
import { type EvmDevnet, type EvmDevnetChain, startEvmChains, toViemChain } from '@foyer/devnet'
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  erc20Abi,
  formatUnits,
  http,
  type PublicClient,
  parseEther,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nativeTokenAddress } from './blockchainInputs.js'
import { smartSessionGrantMessage, smartSessionListMessage } from './smartSessionGrantMessage.js'
import { type ReferenceService, startReferenceService } from './startReferenceService.js'
import { testServiceStorage } from './storage/testServiceStorage.test-utils.js'

let evm: EvmDevnet
let service: ReferenceService
let chain: EvmDevnetChain
let publicClient: PublicClient

beforeAll(async () => {
  evm = await startEvmChains({ chains: [1], basePort: 0 })
  service = await startReferenceService({ evm, storage: await testServiceStorage() })
  chain = evm.chains[0] as EvmDevnetChain
  publicClient = createPublicClient({ transport: http(chain.rpcUrl) }) as PublicClient
})
afterAll(async () => {
  await service?.stop()
  await evm?.stop()
})

async function api(path: string, init?: { method?: string; body?: unknown; projectId?: string }) {
  const separator = path.includes('?') ? '&' : '?'
  const response = await fetch(
    `${service.url}${path}${separator}projectId=${init?.projectId ?? 'foyer-dev'}`,
    {
      method: init?.method ?? 'GET',
      headers: { 'content-type': 'application/json' },
      ...(init?.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    },
  )
  return { status: response.status, body: (await response.json()) as unknown }
}
const message = (body: unknown) => (body as { message: string }).message

function walletOf(index: number) {
  const dev = evm.accounts[index]
  if (!dev) throw new Error(`no dev account ${index}`)
  const account = privateKeyToAccount(dev.privateKey)
  return {
    account,
    wallet: createWalletClient({ account, chain: toViemChain(chain), transport: http(chain.rpcUrl) }),
  }
}

describe('Blockchain API against a real chain', () => {
  it('lists the served chains and refuses unknown projects', async () => {
    expect(SupportedChainsSchema.parse((await api('/v1/supported-chains')).body)).toEqual({
      http: ['eip155:1'],
      ws: [],
    })
    const denied = await api('/v1/supported-chains', { projectId: 'stranger' })
    expect(denied.status).toBe(403)
    expect(message(denied.body)).toBe('Invalid App Configuration')
  })

  it('answers balances read from the chain: native and every ERC-20, priced, with icons', async () => {
    const owner = evm.accounts[0]?.address as Address
    const { balances } = BalanceResponseSchema.parse(
      (await api(`/v1/account/${owner}/balance?currency=usd&chainId=eip155:1`)).body,
    )
    const native = balances.find((balance) => balance.symbol === 'ETH')
    expect(native?.address).toBeUndefined()
    expect(native?.quantity.numeric).toBe(formatUnits(await publicClient.getBalance({ address: owner }), 18))
    expect(native?.price).toBe(3000)
    for (const token of chain.tokens) {
      const amount = await publicClient.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      })
      const balance = balances.find((candidate) => candidate.address === `eip155:1:${token.address}`)
      expect(balance?.quantity).toEqual({
        decimals: String(token.decimals),
        numeric: formatUnits(amount, token.decimals),
      })
      expect(balance?.price).toBe(token.priceUsd)
      expect(balance?.value).toBeCloseTo(Number(formatUnits(amount, token.decimals)) * token.priceUsd)
    }
    const icon = await fetch(native?.iconUrl ?? '')
    expect(icon.headers.get('content-type')).toBe('image/svg+xml')
    const fresh = privateKeyToAccount(generatePrivateKey()).address
    expect(BalanceResponseSchema.parse((await api(`/v1/account/${fresh}/balance`)).body).balances).toEqual([])
  })

  it('rejects a bad address, an unknown chain and an unknown currency', async () => {
    const owner = evm.accounts[0]?.address
    const badAddress = await api('/v1/account/0xnothex/balance')
    expect(badAddress.status).toBe(400)
    expect(message(badAddress.body)).toContain('"address"')
    const unknownChain = await api(`/v1/account/${owner}/balance?chainId=eip155:999`)
    expect(unknownChain.status).toBe(400)
    expect(unknownChain.body).toMatchObject({ error: 'unsupported_chain' })
    const solana = await api('/v1/account/9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM/balance')
    expect(solana.status).toBe(400)
    const currency = await api(`/v1/account/${owner}/balance?currency=doge`)
    expect(message(currency.body)).toContain('"currency"')
  })

  it('prices tokens by CAIP-10 address, with the project id in the body', async () => {
    const response = await fetch(`${service.url}/v1/fungible/price`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        projectId: 'foyer-dev',
        currency: 'usd',
        addresses: [
          `eip155:1:${nativeTokenAddress}`,
          `eip155:1:${chain.tokens.find((t) => t.symbol === 'WBTC')?.address}`,
        ],
      }),
    })
    const { fungibles } = FungiblePriceResponseSchema.parse(await response.json())
    // Spot prices of the devnet's Uniswap pools, seeded at the table's prices.
    expect(fungibles.map((fungible) => fungible.symbol)).toEqual(['ETH', 'WBTC'])
    expect(fungibles[0]?.price).toBeCloseTo(3000, 6)
    expect(fungibles[1]?.price).toBeCloseTo(60000, 4)
    const denied = await fetch(`${service.url}/v1/fungible/price`, {
      method: 'POST',
      body: JSON.stringify({ projectId: 'nope', currency: 'usd', addresses: ['eip155:1:0x0'] }),
    })
    expect(denied.status).toBe(403)
  })

  it('builds history from the blocks: transfers newest first, cursor paging, spam NFTs flagged', async () => {
    const { account: sender, wallet } = walletOf(5)
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const usdc = chain.tokens.find((token) => token.symbol === 'USDC')?.address as Address
    const nativeHash = await wallet.sendTransaction({ to: receiver, value: parseEther('1.25') })
    await publicClient.waitForTransactionReceipt({ hash: nativeHash, pollingInterval: 50 })
    const tokenHash = await wallet.writeContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver, parseUnits('42.5', 6)],
    })
    await publicClient.waitForTransactionReceipt({ hash: tokenHash, pollingInterval: 50 })

    const all = HistoryResponseSchema.parse((await api(`/v1/account/${receiver}/history`)).body)
    expect(all.next).toBeNull()
    expect(
      all.data.map((transaction) => [transaction.metadata.hash, transaction.metadata.operationType]),
    ).toEqual([
      [tokenHash, 'receive'],
      [nativeHash, 'receive'],
    ])
    expect(all.data[0]?.transfers).toEqual([
      expect.objectContaining({
        direction: 'in',
        quantity: { numeric: '42.5' },
        fungible_info: expect.objectContaining({ symbol: 'USDC' }),
      }),
    ])
    expect(all.data[1]?.metadata.sentFrom).toBe(sender.address)

    const first = HistoryResponseSchema.parse((await api(`/v1/account/${receiver}/history?limit=1`)).body)
    expect(first.data.map((transaction) => transaction.metadata.hash)).toEqual([tokenHash])
    expect(first.next).toEqual(expect.any(String))
    const second = HistoryResponseSchema.parse(
      (await api(`/v1/account/${receiver}/history?limit=1&cursor=${first.next}`)).body,
    )
    expect(second.data.map((transaction) => transaction.metadata.hash)).toEqual([nativeHash])
    expect(second.next).toBeNull()

    const senderHistory = HistoryResponseSchema.parse(
      (await api(`/v1/account/${sender.address}/history`)).body,
    )
    expect(senderHistory.data[0]?.metadata.operationType).toBe('send')
    expect(senderHistory.data[0]?.transfers[0]?.direction).toBe('out')
    const spam = senderHistory.data
      .flatMap((transaction) => transaction.transfers)
      .filter((transfer) => transfer.nft_info)
    expect(spam.length).toBeGreaterThan(0)
    for (const transfer of spam) expect(transfer.nft_info?.flags.is_spam).toBe(true)

    const badCursor = await api(`/v1/account/${receiver}/history?cursor=garbage`)
    expect(badCursor.status).toBe(400)
    expect(message(badCursor.body)).toContain('"cursor"')
  })

  it('re-indexes history after the chain reverts to a snapshot', async () => {
    const { wallet } = walletOf(8)
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const testClient = createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) })
    const snapshot = await testClient.snapshot()
    const dropped = await wallet.sendTransaction({ to: receiver, value: parseEther('0.1') })
    await publicClient.waitForTransactionReceipt({ hash: dropped, pollingInterval: 50 })
    const before = HistoryResponseSchema.parse((await api(`/v1/account/${receiver}/history`)).body)
    expect(before.data.map((transaction) => transaction.metadata.hash)).toEqual([dropped])
    await testClient.revert({ id: snapshot })
    const kept = await wallet.sendTransaction({ to: receiver, value: parseEther('0.2') })
    await publicClient.waitForTransactionReceipt({ hash: kept, pollingInterval: 50 })
    const after = HistoryResponseSchema.parse((await api(`/v1/account/${receiver}/history`)).body)
    expect(after.data.map((transaction) => transaction.metadata.hash)).toEqual([kept])
  })

  it('registers a name only with a valid signature, then resolves it every way', async () => {
    const { account } = walletOf(6)
    const stranger = privateKeyToAccount(generatePrivateKey())
    const signed = JSON.stringify({
      name: 'alice-dev.foyer.eth',
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
    })
    const coinType = (0x80000000 | 1) >>> 0
    const forged = await api('/v1/profile/account', {
      method: 'POST',
      body: {
        coin_type: coinType,
        address: account.address,
        message: signed,
        signature: await stranger.signMessage({ message: signed }),
      },
    })
    expect(forged.status).toBe(401)
    expect(IdentitySchema.parse((await api(`/v1/identity/${account.address}`)).body)).toEqual({
      name: null,
      avatar: null,
    })

    const registered = await api('/v1/profile/account', {
      method: 'POST',
      body: {
        coin_type: coinType,
        address: account.address,
        message: signed,
        signature: await account.signMessage({ message: signed }),
      },
    })
    expect(registered.status).toBe(200)
    expect(ProfileAccountSchema.parse(registered.body).addresses[String(coinType)]?.address).toBe(
      account.address,
    )
    const identity = IdentitySchema.parse((await api(`/v1/identity/${account.address}`)).body)
    expect(identity.name).toBe('alice-dev.foyer.eth')
    expect(identity.avatar).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/public\/getAssetImage\//)
    expect(ProfileAccountSchema.parse((await api('/v1/profile/account/alice-dev.foyer.eth')).body).name).toBe(
      'alice-dev.foyer.eth',
    )
    expect(
      ReverseLookupResponseSchema.parse((await api(`/v1/profile/reverse/${account.address}`)).body),
    ).toHaveLength(1)
    const suggestions = NameSuggestionsResponseSchema.parse(
      (await api('/v1/profile/suggestions/alice-dev')).body,
    )
    expect(suggestions.suggestions.map((suggestion) => suggestion.name)).not.toContain('alice-dev.foyer.eth')
    expect(suggestions.suggestions.length).toBeGreaterThan(0)

    const taken = JSON.stringify({ name: 'alice-dev', timestamp: Math.floor(Date.now() / 1000) })
    const conflict = await api('/v1/profile/account', {
      method: 'POST',
      body: {
        coin_type: coinType,
        address: stranger.address,
        message: taken,
        signature: await stranger.signMessage({ message: taken }),
      },
    })
    expect(conflict.status).toBe(409)
    const short = JSON.stringify({ name: 'abc', timestamp: Math.floor(Date.now() / 1000) })
    const tooShort = await api('/v1/profile/account', {
      method: 'POST',
      body: {
        coin_type: coinType,
        address: stranger.address,
        message: short,
        signature: await stranger.signMessage({ message: short }),
      },
    })
    expect(tooShort.status).toBe(400)
    expect(message(tooShort.body)).toContain('"name"')
    expect((await api('/v1/profile/account/nobody-here')).status).toBe(404)
  })

  it('keeps smart sessions and revokes one only with the account signature', async () => {
    const { account } = walletOf(7)
    const id = `eip155:1:${account.address}`
    const grant = {
      expiry: Math.floor(Date.now() / 1000) + 3600,
      permissions: [{ type: 'contract-call', data: {} }],
      nonce: 'a1b2c3d4e5f6a7b8',
      validUntil: Math.floor(Date.now() / 1000) + 300,
    }
    const message = smartSessionGrantMessage({ ...grant, account: account.address, projectId: 'foyer-dev' })
    const created = await api(`/v1/sessions/${id}`, {
      method: 'POST',
      body: { ...grant, signature: await account.signMessage({ message }) },
    })
    expect(created.status).toBe(201)
    const validUntil = Math.floor(Date.now() / 1000) + 300
    const listing = smartSessionListMessage({ account: account.address, projectId: 'foyer-dev', validUntil })
    const listPath = `/v1/sessions/${id}?validUntil=${validUntil}&signature=${await account.signMessage({ message: listing })}`
    const { pcis } = GetSessionResponseSchema.parse((await api(listPath)).body)
    expect(pcis).toHaveLength(1)
    const pci = pcis[0]?.pci ?? ''
    const stranger = privateKeyToAccount(generatePrivateKey())
    const forged = await api(`/v1/sessions/${id}/revoke`, {
      method: 'POST',
      body: { pci, signature: await stranger.signMessage({ message: pci }) },
    })
    expect(forged.status).toBe(401)
    const revoked = await api(`/v1/sessions/${id}/revoke`, {
      method: 'POST',
      body: { pci, signature: await account.signMessage({ message: pci }) },
    })
    expect(RevokeSessionResponseSchema.parse(revoked.body)).toEqual({ success: true })
    const after = GetSessionResponseSchema.parse((await api(listPath)).body)
    expect(after.pcis[0]?.revokedAt).toEqual(expect.any(Number))
  })

  it('on-ramps through a test checkout page that funds the buyer on the chain', async () => {
    const options = OnrampOptionsSchema.parse((await api('/v1/onramp/options')).body)
    expect(options.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    expect(options.paymentCurrencies[0]?.payment_method_limits[0]).toMatchObject({
      min: '10.00',
      max: '7500.00',
    })
    expect(options.purchaseCurrencies.map((currency) => currency.symbol)).toContain('ETH')

    const quote = OnrampQuoteSchema.parse(
      (
        await api('/v1/onramp/quote', {
          method: 'POST',
          body: { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '300', network: 'ethereum' },
        })
      ).body,
    )
    expect(Number(quote.purchaseAmount.amount)).toBeCloseTo((300 * 0.985 - 0.5) / 3000, 6)
    const tooMuch = await api('/v1/onramp/quote', {
      method: 'POST',
      body: { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '90000', network: 'ethereum' },
    })
    expect(tooMuch.status).toBe(400)

    const buyer = privateKeyToAccount(generatePrivateKey()).address
    const { url } = OnrampUrlResponseSchema.parse(
      (
        await api('/v1/generators/onrampurl', {
          method: 'POST',
          body: {
            destinationWallets: [{ address: buyer, assets: ['USDC'] }],
            partnerUserId: buyer,
            paymentAmount: 100,
          },
        })
      ).body,
    )
    expect(await (await fetch(url)).text()).toContain('<button type="submit">Pay 100.00 USD</button>')
    const paid = await fetch(url, { method: 'POST' })
    expect(paid.status).toBe(200)
    const usdc = chain.tokens.find((token) => token.symbol === 'USDC')?.address as Address
    const balance = await publicClient.readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [buyer],
    })
    expect(formatUnits(balance, 6)).toBe('98')
    expect((await fetch(url, { method: 'POST' })).status).toBe(409)
    const history = HistoryResponseSchema.parse((await api(`/v1/account/${buyer}/history`)).body)
    expect(history.data[0]?.metadata.operationType).toBe('receive')
    const purchases = HistoryResponseSchema.parse(
      (await api(`/v1/account/${buyer}/history?onramp=coinbase`)).body,
    )
    expect(
      purchases.data.map((purchase) => [
        purchase.metadata.operationType,
        purchase.transfers[0]?.quantity.numeric,
      ]),
    ).toEqual([['buy', '98']])
  })

  it('pays an on-ramp order once when two payments race: one funds, the other gets 409', async () => {
    const buyer = privateKeyToAccount(generatePrivateKey()).address
    const { url } = OnrampUrlResponseSchema.parse(
      (
        await api('/v1/generators/onrampurl', {
          method: 'POST',
          body: { destinationWallets: [{ address: buyer, assets: ['USDC'] }], paymentAmount: 100 },
        })
      ).body,
    )
    const payments = await Promise.all([fetch(url, { method: 'POST' }), fetch(url, { method: 'POST' })])
    const answers = await Promise.all(
      payments.map(async (response) => ({
        status: response.status,
        body: (await response.json()) as unknown,
      })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({ error: 'conflict' })
    const usdc = chain.tokens.find((token) => token.symbol === 'USDC')?.address as Address
    const balance = await publicClient.readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [buyer],
    })
    expect(formatUnits(balance, 6)).toBe('98')
    const purchases = HistoryResponseSchema.parse(
      (await api(`/v1/account/${buyer}/history?onramp=coinbase`)).body,
    )
    expect(purchases.data).toHaveLength(1)
  })

  it('caps names per address and in total (429 limit_reached), and forgets the oldest unpaid on-ramp orders', async () => {
    const small = await startReferenceService({
      evm,
      limits: { namesPerAddress: 2, namesTotal: 3, onrampOrders: 2 },
      storage: await testServiceStorage(),
    })
    try {
      const register = async (account: ReturnType<typeof privateKeyToAccount>, label: string) => {
        const message = JSON.stringify({
          name: `${label}.foyer.eth`,
          timestamp: Math.floor(Date.now() / 1000),
        })
        const response = await fetch(`${small.url}/v1/profile/account?projectId=foyer-dev`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            coin_type: 60,
            address: account.address,
            message,
            signature: await account.signMessage({ message }),
          }),
        })
        return {
          status: response.status,
          body: (await response.json()) as { error?: string; message?: string },
        }
      }
      const [first, second] = [
        privateKeyToAccount(generatePrivateKey()),
        privateKeyToAccount(generatePrivateKey()),
      ]
      expect((await register(first, 'cap-one')).status).toBe(200)
      expect((await register(first, 'cap-two')).status).toBe(200)
      expect((await register(first, 'cap-two')).status).toBe(200) // an update takes no room
      const third = await register(first, 'cap-three')
      expect(third).toMatchObject({ status: 429, body: { error: 'limit_reached' } })
      expect(third.body.message).toBe(`${first.address} has registered 2 names, the most it may`)
      expect((await register(second, 'cap-four')).status).toBe(200)
      expect(await register(second, 'cap-five')).toMatchObject({
        status: 429,
        body: { message: 'This service keeps at most 3 names' },
      })

      const buyer = privateKeyToAccount(generatePrivateKey()).address
      const order = async () => {
        const response = await fetch(`${small.url}/v1/generators/onrampurl?projectId=foyer-dev`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            destinationWallets: [{ address: buyer, assets: ['USDC'] }],
            paymentAmount: 20,
          }),
        })
        return OnrampUrlResponseSchema.parse(await response.json()).url
      }
      const urls = [await order(), await order(), await order()]
      expect((await fetch(urls[0] as string)).status).toBe(404)
      expect((await fetch(urls[1] as string)).status).toBe(200)
      expect((await fetch(urls[2] as string)).status).toBe(200)
    } finally {
      await small.stop()
    }
  })
})

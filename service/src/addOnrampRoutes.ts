import { randomUUID } from 'node:crypto'
import { createWalletClient, erc20Abi, type Hex, http, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod'
import type { BlockchainApiContext } from './addBlockchainApiRoutes.js'
import { evmAddress, nativeTokenAddress, solanaAddress } from './blockchainInputs.js'
import { callSolanaRpc } from './callSolanaRpc.js'
import type { EvmChainReader } from './createEvmChainReaders.js'
import type { OnrampOrder } from './createOnrampOrders.js'
import { type SolanaClusterReader, solPriceUsd } from './createSolanaClusterReaders.js'
import { parseInput } from './parseInput.js'
import { ConflictError, InvalidInputError, NotFoundError, UpstreamError } from './serviceErrors.js'

/** SPEC.md §9 fallback limits, which the test provider also enforces. */
const paymentMethodLimits = [
  { id: 'CARD', min: '10.00', max: '7500.00' },
  { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
]
const usdPerFiat = { USD: 1, EUR: 1.08 } as const
/** The test providers and their fees (SPEC.md §9: 1-2 %); both pay out on the local EVM chains. */
const providerFeeRates = { coinbase: 0.015, meld: 0.01 } as const
type Provider = keyof typeof providerFeeRates
const provider = z
  .enum(['coinbase', 'meld'], { error: 'Expected provider coinbase or meld' })
  .default('coinbase')
const networkFeeUsd = 0.5
const networkNames: Record<number, string> = {
  1: 'ethereum',
  10: 'optimism',
  137: 'polygon',
  8453: 'base',
  42161: 'arbitrum',
  84532: 'base-sepolia',
  11155111: 'sepolia',
}

const fiat = z.enum(['USD', 'EUR'], { error: 'Expected payment currency USD or EUR' })
const idOrObject = <Inner extends z.ZodType<string>>(inner: Inner) =>
  z
    .union([inner, z.object({ id: inner })])
    .transform(
      (value): z.output<Inner> => (typeof value === 'string' ? value : (value as { id: z.output<Inner> }).id),
    )
const fiatAmount = z.coerce.number({ error: 'Expected a fiat amount' }).positive('Expected an amount above 0')

const quoteBody = z.object({
  purchaseCurrency: idOrObject(z.string().min(1).max(20)),
  paymentCurrency: idOrObject(fiat),
  amount: fiatAmount,
  network: z.string().min(1).max(50).optional(),
  provider,
})

const generateBody = z.object({
  destinationWallets: z
    .array(
      z.object({
        address: z.union([evmAddress, solanaAddress], { error: 'Expected an EVM or Solana address' }),
        blockchains: z.array(z.string()).optional(),
        assets: z.array(z.string()).optional(),
      }),
    )
    .min(1),
  partnerUserId: z.string().max(200).optional(),
  defaultNetwork: z.string().max(50).optional(),
  purchaseCurrency: z.string().max(20).optional(),
  paymentAmount: fiatAmount.optional(),
  /** Tokens to buy; the payment amount is then derived from it. */
  purchaseAmount: z.number().positive().optional(),
  paymentCurrency: fiat.optional(),
  provider,
})

/**
 * On-ramp with a test provider: options, quotes, and a checkout URL on this service whose "Pay" button
 * funds the buyer on the local chain from a dev account.
 */
export function addOnrampRoutes(context: BlockchainApiContext): void {
  const { readers, onrampOrders } = context

  function networkOf(name: string | undefined): EvmChainReader {
    const first = readers.all[0]
    if (!first) throw new InvalidInputError('No EVM chain is served for on-ramp')
    if (!name) return first
    const reader = readers.all.find(
      (candidate) =>
        networkNames[candidate.chain.chainId] === name.toLowerCase() ||
        candidate.caip2 === name ||
        String(candidate.chain.chainId) === name,
    )
    if (!reader) throw new InvalidInputError(`Invalid field "network": ${name} is not served`)
    return reader
  }

  function solanaClusterOf(name: string | undefined): SolanaClusterReader | undefined {
    return name?.startsWith('solana:') ? context.solanaClusters.get(name) : undefined
  }

  /** The test provider sells SOL on Solana, through Meld (Coinbase does not sell there, SPEC.md §9). */
  function solanaQuote(
    symbol: string | undefined,
    amount: number,
    currency: keyof typeof usdPerFiat,
    seller: Provider,
  ) {
    if (seller !== 'meld')
      throw new InvalidInputError(`Invalid field "provider": ${seller} does not sell on Solana`)
    if ((symbol ?? 'SOL').toUpperCase() !== 'SOL')
      throw new InvalidInputError(`Invalid field "purchaseCurrency": ${symbol} is not sold on Solana`)
    const limit = paymentMethodLimits[0] as { min: string; max: string }
    if (amount < Number(limit.min) || amount > Number(limit.max))
      throw new InvalidInputError(`Invalid field "amount": expected ${limit.min} to ${limit.max} ${currency}`)
    const usd = amount * usdPerFiat[currency]
    const feeUsd = usd * providerFeeRates[seller]
    const tokens = (usd - feeUsd - networkFeeUsd) / solPriceUsd
    const inFiat = (value: number) => (value / usdPerFiat[currency]).toFixed(2)
    return {
      token: { symbol: 'SOL', decimals: 9 },
      purchaseAmount: parseUnits(tokens.toFixed(8), 9),
      feeFiat: inFiat(feeUsd),
      networkFeeFiat: inFiat(networkFeeUsd),
      tokens,
    }
  }

  function networkNameOf(order: OnrampOrder): string {
    return order.network ? 'Solana' : readerOf(order).chain.name
  }

  function assetOf(reader: EvmChainReader, symbol: string | undefined) {
    const wanted = (symbol ?? reader.chain.nativeSymbol).toUpperCase()
    const token = [reader.token(nativeTokenAddress), ...reader.chain.tokens].find(
      (candidate) => candidate?.symbol === wanted,
    )
    if (!token)
      throw new InvalidInputError(
        `Invalid field "purchaseCurrency": ${wanted} is not sold on ${reader.caip2}`,
      )
    return token
  }

  function priceQuote(
    reader: EvmChainReader,
    symbol: string | undefined,
    amount: number,
    currency: keyof typeof usdPerFiat,
    seller: Provider,
  ) {
    const limit = paymentMethodLimits[0] as { min: string; max: string }
    if (amount < Number(limit.min) || amount > Number(limit.max)) {
      throw new InvalidInputError(`Invalid field "amount": expected ${limit.min} to ${limit.max} ${currency}`)
    }
    const token = assetOf(reader, symbol)
    const usd = amount * usdPerFiat[currency]
    const feeUsd = usd * providerFeeRates[seller]
    const tokens = (usd - feeUsd - networkFeeUsd) / token.priceUsd
    const purchaseAmount = parseUnits(tokens.toFixed(Math.min(token.decimals, 8)), token.decimals)
    const inFiat = (value: number) => (value / usdPerFiat[currency]).toFixed(2)
    return { token, purchaseAmount, feeFiat: inFiat(feeUsd), networkFeeFiat: inFiat(networkFeeUsd), tokens }
  }

  context.add('GET', '/v1/onramp/options', () => {
    const purchase = new Map<string, { id: string; name: string; symbol: string; networks: unknown[] }>()
    for (const reader of readers.all) {
      for (const token of [reader.token(nativeTokenAddress), ...reader.chain.tokens]) {
        if (!token) continue
        const entry = purchase.get(token.symbol) ?? {
          id: token.symbol,
          name: token.name,
          symbol: token.symbol,
          networks: [],
        }
        entry.networks.push({
          name: networkNames[reader.chain.chainId] ?? reader.chain.name.toLowerCase().replace(/\s+/g, '-'),
          display_name: reader.chain.name,
          chain_id: String(reader.chain.chainId),
          contract_address: token.address === nativeTokenAddress ? '' : token.address,
        })
        purchase.set(token.symbol, entry)
      }
    }
    for (const cluster of context.solanaClusters.all) {
      const entry = purchase.get('SOL') ?? { id: 'SOL', name: 'Solana', symbol: 'SOL', networks: [] }
      entry.networks.push({
        name: 'solana',
        display_name: 'Solana',
        chain_id: cluster.caip2.slice('solana:'.length),
        contract_address: '',
      })
      purchase.set('SOL', entry)
    }
    return {
      json: {
        paymentCurrencies: Object.keys(usdPerFiat).map((id) => ({
          id,
          payment_method_limits: paymentMethodLimits,
        })),
        purchaseCurrencies: [...purchase.values()],
      },
    }
  })

  context.add('POST', '/v1/onramp/quote', async (request) => {
    const body = parseInput(quoteBody, await request.body(), 'body field')
    const cluster = solanaClusterOf(body.network)
    const quote = cluster
      ? solanaQuote(body.purchaseCurrency, body.amount, body.paymentCurrency, body.provider)
      : priceQuote(
          networkOf(body.network),
          body.purchaseCurrency,
          body.amount,
          body.paymentCurrency,
          body.provider,
        )
    const currency = body.paymentCurrency
    return {
      json: {
        paymentTotal: { amount: body.amount.toFixed(2), currency },
        paymentSubtotal: {
          amount: (body.amount - Number(quote.feeFiat) - Number(quote.networkFeeFiat)).toFixed(2),
          currency,
        },
        purchaseAmount: {
          amount: quote.tokens.toFixed(Math.min(quote.token.decimals, 8)),
          currency: quote.token.symbol,
        },
        coinbaseFee: { amount: quote.feeFiat, currency },
        networkFee: { amount: quote.networkFeeFiat, currency },
        quoteId: randomUUID(),
      },
    }
  })

  context.add('POST', '/v1/generators/onrampurl', async (request) => {
    const body = parseInput(generateBody, await request.body(), 'body field')
    const wallet = body.destinationWallets[0] as (typeof body.destinationWallets)[number]
    const currency = body.paymentCurrency ?? 'USD'
    const symbol = body.purchaseCurrency ?? wallet.assets?.[0]
    const cluster = solanaClusterOf(body.defaultNetwork ?? wallet.blockchains?.[0])
    if (cluster) {
      if (!solanaAddress.safeParse(wallet.address).success)
        throw new InvalidInputError('Invalid field "destinationWallets": expected a Solana address on Solana')
      const amount = body.paymentAmount ?? 100
      const quote = solanaQuote(symbol, amount, currency, body.provider)
      const id = randomUUID()
      await onrampOrders.forgetOldestOpen(context.limits.onrampOrders - 1)
      await onrampOrders.create({
        id,
        chainId: 0,
        network: cluster.caip2,
        address: wallet.address as Hex,
        symbol: 'SOL',
        tokenAddress: 'native' as Hex,
        decimals: 9,
        paymentAmount: amount,
        paymentCurrency: currency,
        purchaseAmount: quote.purchaseAmount,
      })
      return { json: { url: `${request.baseUrl}/onramp/pay/${id}` } }
    }
    if (!evmAddress.safeParse(wallet.address).success)
      throw new InvalidInputError(
        'Invalid field "destinationWallets": expected an EVM address on an EVM chain',
      )
    const reader = networkOf(body.defaultNetwork ?? wallet.blockchains?.[0])
    const amount = body.purchaseAmount
      ? fiatFor(assetOf(reader, symbol).priceUsd * body.purchaseAmount, currency, body.provider)
      : (body.paymentAmount ?? 100)
    const quote = priceQuote(reader, symbol, amount, currency, body.provider)
    const id = randomUUID()
    // Past `limits.onrampOrders` unpaid orders, the oldest are forgotten; paid ones and one being paid stay.
    await onrampOrders.forgetOldestOpen(context.limits.onrampOrders - 1)
    await onrampOrders.create({
      id,
      chainId: reader.chain.chainId,
      network: null,
      address: wallet.address as Hex,
      symbol: quote.token.symbol,
      tokenAddress: quote.token.address,
      decimals: quote.token.decimals,
      paymentAmount: amount,
      paymentCurrency: currency,
      purchaseAmount: body.purchaseAmount
        ? parseUnits(body.purchaseAmount.toFixed(Math.min(quote.token.decimals, 8)), quote.token.decimals)
        : quote.purchaseAmount,
    })
    return { json: { url: `${request.baseUrl}/onramp/pay/${id}` } }
  })

  context.addPublic('GET', '/onramp/pay/:id', async (request) => {
    const order = await orderOf(request.params.id)
    return {
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: checkoutPage(order, networkNameOf(order)),
    }
  })

  context.addPublic('POST', '/onramp/pay/:id', async (request) => {
    const open = await orderOf(request.params.id)
    const funder = context.devAccounts.at(-1)
    if (!funder) throw new InvalidInputError('No dev account to fund the purchase from')
    // Claiming is one conditional update in the store: of payments racing in any number of processes, one
    // gets the order and the others a 409.
    const order = await onrampOrders.claim(open.id)
    if (!order) {
      const current = await orderOf(open.id)
      throw new ConflictError(
        current.status === 'paid' ? 'This order is already paid' : 'This order is being paid',
      )
    }
    let transactionHash: Hex
    const cluster = order.network ? context.solanaClusters.get(order.network) : undefined
    try {
      transactionHash = cluster
        ? ((await airdrop(cluster, order)) as Hex)
        : // One funding transaction at a time per dev account across processes, so their nonces never collide.
          await context.store.withLock(`onramp-funder:${funder.address}`, () =>
            fund(order, readerOf(order), funder.privateKey),
          )
    } catch (error) {
      await onrampOrders.release(order.id)
      throw error
    }
    const paid = {
      ...order,
      status: 'paid' as const,
      funder: cluster ? ('test-provider' as Hex) : funder.address,
      transactionHash,
      paidAt: Date.now(),
    }
    await onrampOrders.markPaid(order.id, paid)
    const wantsHtml = (request.headers.accept ?? '').includes('text/html')
    if (wantsHtml)
      return {
        headers: { 'content-type': 'text/html; charset=utf-8' },
        body: checkoutPage(paid, networkNameOf(paid)),
      }
    return {
      json: {
        status: 'paid',
        transactionHash,
        amount: order.purchaseAmount.toString(),
      },
    }
  })

  async function orderOf(id: string | undefined): Promise<OnrampOrder> {
    const order = /^[0-9a-f-]{36}$/.test(id ?? '') ? await onrampOrders.get(id as string) : undefined
    if (!order) throw new NotFoundError(`No on-ramp order ${id}`)
    return order
  }

  function readerOf(order: OnrampOrder): EvmChainReader {
    const reader = readers.find(order.chainId)
    if (!reader)
      throw new InvalidInputError(
        `On-ramp order ${order.id} is on chain ${order.chainId}, which is not served`,
      )
    return reader
  }
}

/** The fiat payment that buys `usd` worth of tokens after fees, rounded up to the cent. */
function fiatFor(usd: number, currency: keyof typeof usdPerFiat, seller: Provider): number {
  return (
    Math.ceil(((usd + networkFeeUsd) / (1 - providerFeeRates[seller]) / usdPerFiat[currency]) * 100) / 100
  )
}

async function fund(order: OnrampOrder, reader: EvmChainReader, privateKey: Hex): Promise<Hex> {
  const wallet = createWalletClient({
    account: privateKeyToAccount(privateKey),
    transport: http(reader.chain.rpcUrl),
  })
  const hash =
    order.tokenAddress === nativeTokenAddress
      ? await wallet.sendTransaction({ chain: null, to: order.address, value: order.purchaseAmount })
      : await wallet.writeContract({
          chain: null,
          address: order.tokenAddress,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [order.address, order.purchaseAmount],
        })
  const receipt = await reader.client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success') throw new UpstreamError('On-ramp funding', `transaction ${hash} reverted`)
  return hash
}

/** The test provider pays SOL out with the local cluster's airdrop, and waits until it is confirmed. */
async function airdrop(cluster: SolanaClusterReader, order: OnrampOrder): Promise<string> {
  const signature = z
    .string()
    .parse(await callSolanaRpc(cluster.url, 'requestAirdrop', [order.address, Number(order.purchaseAmount)]))
  const statuses = z.object({
    value: z.array(z.object({ confirmationStatus: z.string().nullable().optional() }).nullable()),
  })
  for (let attempt = 0; attempt < 100; attempt++) {
    const { value } = statuses.parse(await callSolanaRpc(cluster.url, 'getSignatureStatuses', [[signature]]))
    if (value[0]?.confirmationStatus) return signature
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new UpstreamError('On-ramp funding', `airdrop ${signature} was not confirmed`)
}

function checkoutPage(order: OnrampOrder, networkName: string): string {
  const amount = Number(order.purchaseAmount) / 10 ** order.decimals
  const status = order.transactionHash
    ? `<p id="status">Paid. Sent in transaction <code>${order.transactionHash}</code>.</p>`
    : `<form method="post"><button type="submit">Pay ${order.paymentAmount.toFixed(2)} ${order.paymentCurrency}</button></form>`
  return `<!doctype html><html><head><meta charset="utf-8"><title>Foyer test on-ramp</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 4rem auto">
<h1>Buy ${order.symbol}</h1>
<p>${amount} ${order.symbol} on ${networkName} to <code>${order.address}</code></p>
${status}</body></html>`
}

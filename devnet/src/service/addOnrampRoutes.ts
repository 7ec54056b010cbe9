import { randomUUID } from 'node:crypto'
import { type Address, createWalletClient, erc20Abi, formatUnits, type Hex, http, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod'
import type { BlockchainApiContext } from './addBlockchainApiRoutes.js'
import { evmAddress, nativeTokenAddress } from './blockchainInputs.js'
import type { EvmChainReader } from './createEvmChainReaders.js'
import { parseInput } from './parseInput.js'
import { ConflictError, InvalidInputError, NotFoundError, UpstreamError } from './serviceErrors.js'

/** SPEC.md §9 fallback limits, which the test provider also enforces. */
const paymentMethodLimits = [
  { id: 'CARD', min: '10.00', max: '7500.00' },
  { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
]
const usdPerFiat = { USD: 1, EUR: 1.08 } as const
const providerFeeRate = 0.015
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
})

const generateBody = z.object({
  destinationWallets: z
    .array(
      z.object({
        address: evmAddress,
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
})

type OnrampOrder = {
  id: string
  reader: EvmChainReader
  address: Address
  symbol: string
  tokenAddress: Address
  decimals: number
  paymentAmount: number
  paymentCurrency: keyof typeof usdPerFiat
  purchaseAmount: bigint
  transactionHash: Hex | null
  /** A payment is on its way (its funding transaction not yet mined). */
  paying: boolean
}

/**
 * On-ramp with a test provider: options, quotes, and a checkout URL on this service whose "Pay" button
 * funds the buyer on the local chain from a dev account.
 */
export function addOnrampRoutes(context: BlockchainApiContext): void {
  const { readers } = context
  const orders = new Map<string, OnrampOrder>()
  let payQueue: Promise<unknown> = Promise.resolve()

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
  ) {
    const limit = paymentMethodLimits[0] as { min: string; max: string }
    if (amount < Number(limit.min) || amount > Number(limit.max)) {
      throw new InvalidInputError(`Invalid field "amount": expected ${limit.min} to ${limit.max} ${currency}`)
    }
    const token = assetOf(reader, symbol)
    const usd = amount * usdPerFiat[currency]
    const feeUsd = usd * providerFeeRate
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
    const reader = networkOf(body.network)
    const quote = priceQuote(reader, body.purchaseCurrency, body.amount, body.paymentCurrency)
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
    const reader = networkOf(body.defaultNetwork ?? wallet.blockchains?.[0])
    const currency = body.paymentCurrency ?? 'USD'
    const symbol = body.purchaseCurrency ?? wallet.assets?.[0]
    const amount = body.purchaseAmount
      ? fiatFor(assetOf(reader, symbol).priceUsd * body.purchaseAmount, currency)
      : (body.paymentAmount ?? 100)
    const quote = priceQuote(reader, symbol, amount, currency)
    const order: OnrampOrder = {
      id: randomUUID(),
      reader,
      address: wallet.address,
      symbol: quote.token.symbol,
      tokenAddress: quote.token.address,
      decimals: quote.token.decimals,
      paymentAmount: amount,
      paymentCurrency: currency,
      purchaseAmount: body.purchaseAmount
        ? parseUnits(body.purchaseAmount.toFixed(Math.min(quote.token.decimals, 8)), quote.token.decimals)
        : quote.purchaseAmount,
      transactionHash: null,
      paying: false,
    }
    makeRoomForOrder()
    orders.set(order.id, order)
    return { json: { url: `${request.baseUrl}/onramp/pay/${order.id}` } }
  })

  context.addPublic('GET', '/onramp/pay/:id', (request) => {
    const order = orderOf(request.params.id)
    return { headers: { 'content-type': 'text/html; charset=utf-8' }, body: checkoutPage(order) }
  })

  context.addPublic('POST', '/onramp/pay/:id', async (request) => {
    const order = orderOf(request.params.id)
    if (order.transactionHash) throw new ConflictError('This order is already paid')
    if (order.paying) throw new ConflictError('This order is being paid')
    const funder = context.devAccounts.at(-1)
    if (!funder) throw new InvalidInputError('No dev account to fund the purchase from')
    // Taken before the first await, so a second POST meanwhile gets the 409 above instead of paying twice.
    order.paying = true
    const pay = payQueue.then(() => fund(order, funder.privateKey))
    payQueue = pay.catch(() => undefined)
    try {
      order.transactionHash = await pay
    } finally {
      order.paying = false
    }
    const token = order.reader.token(order.tokenAddress)
    context.onrampPurchases.push({
      reader: order.reader,
      from: funder.address,
      to: order.address,
      symbol: order.symbol,
      name: token?.name ?? order.symbol,
      numeric: formatUnits(order.purchaseAmount, order.decimals),
      priceUsd: token?.priceUsd ?? 0,
      transactionHash: order.transactionHash,
      paidAt: Date.now(),
    })
    const wantsHtml = (request.headers.accept ?? '').includes('text/html')
    if (wantsHtml)
      return { headers: { 'content-type': 'text/html; charset=utf-8' }, body: checkoutPage(order) }
    return {
      json: {
        status: 'paid',
        transactionHash: order.transactionHash,
        amount: order.purchaseAmount.toString(),
      },
    }
  })

  /** Forgets the oldest unpaid orders past `limits.onrampOrders`; paid ones and one being paid stay. */
  function makeRoomForOrder() {
    const unpaid = [...orders.values()].filter((order) => !order.transactionHash && !order.paying)
    const excess = unpaid.length - context.limits.onrampOrders + 1
    for (const order of unpaid.slice(0, Math.max(0, excess))) orders.delete(order.id)
  }

  function orderOf(id: string | undefined): OnrampOrder {
    const order = orders.get(id ?? '')
    if (!order) throw new NotFoundError(`No on-ramp order ${id}`)
    return order
  }
}

/** The fiat payment that buys `usd` worth of tokens after fees, rounded up to the cent. */
function fiatFor(usd: number, currency: keyof typeof usdPerFiat): number {
  return Math.ceil(((usd + networkFeeUsd) / (1 - providerFeeRate) / usdPerFiat[currency]) * 100) / 100
}

async function fund(order: OnrampOrder, privateKey: Hex): Promise<Hex> {
  const wallet = createWalletClient({
    account: privateKeyToAccount(privateKey),
    transport: http(order.reader.chain.rpcUrl),
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
  const receipt = await order.reader.client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success') throw new UpstreamError('On-ramp funding', `transaction ${hash} reverted`)
  return hash
}

function checkoutPage(order: OnrampOrder): string {
  const amount = Number(order.purchaseAmount) / 10 ** order.decimals
  const status = order.transactionHash
    ? `<p id="status">Paid. Sent in transaction <code>${order.transactionHash}</code>.</p>`
    : `<form method="post"><button type="submit">Pay ${order.paymentAmount.toFixed(2)} ${order.paymentCurrency}</button></form>`
  return `<!doctype html><html><head><meta charset="utf-8"><title>Foyer test on-ramp</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 4rem auto">
<h1>Buy ${order.symbol}</h1>
<p>${amount} ${order.symbol} on ${order.reader.chain.name} to <code>${order.address}</code></p>
${status}</body></html>`
}

import {
  formatSwapAmount,
  formatUnits,
  getBlockchainApi,
  InvalidAmountError,
  nativeTokenAddresses,
  parseTokenAmount,
  UserRejectedRequestError,
} from '@foyer/core'
import * as z from 'zod/mini'
import {
  checkApproveTransaction,
  checkSwapTransaction,
  SwapTransactionMismatchError,
} from './checkSwapTransactions.js'
import { initialSwapsState } from './initialSwapsState.js'
import { isSwapQuoteCurrent } from './isSwapQuoteCurrent.js'
import { requestSwapQuote } from './requestSwapQuote.js'
import type { SwapsContext, SwapTransaction } from './swaps.js'

const hashSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/))
const receiptSchema = z.nullable(z.object({ status: z.string(), logs: z.array(z.unknown()) }))
const receiptPollMs = 250
const receiptTimeoutMs = 120_000

/**
 * SPEC.md §4 building and sending: the allowance is checked ('Failed to check allowance' goes back, clears the
 * transactions and sets `fetchError`); when it is short, an approval transaction is built ('Failed to create approval
 * transaction') and sent first ('Approve limit increase in your wallet'), then the quote and the transaction are
 * rebuilt; the swap transaction ('Failed to create transaction') is sent ('Confirm transaction in your wallet').
 * Success shows 'Swapped X to N Y', resets the swap state, goes to the Account view and refreshes the balances.
 * Analytics: SWAP_SUCCESS, SWAP_ERROR, SWAP_APPROVAL_ERROR. Resolves with the swap's transaction hash, or undefined.
 */
export async function executeSwap(context: SwapsContext): Promise<string | undefined> {
  const { sourceToken, toToken, sourceTokenAmount, slippage, chainId, quote, config } = context.getState()
  const account = context.getAccount()
  const api = getBlockchainApi(context.options)
  if (!account.address) {
    context.showSnackbar({ message: 'No address found to swap the tokens from.', variant: 'error' })
    return undefined
  }
  if (!sourceToken || !toToken || !chainId || !api) return undefined
  const user = `${chainId}:${account.address}`
  let amount: bigint
  try {
    amount = parseTokenAmount(sourceTokenAmount, sourceToken.decimals)
  } catch (error) {
    context.showSnackbar({ message: messageOf(error), variant: 'error' })
    return undefined
  }
  const properties = () => ({
    network: chainId,
    swapFromToken: sourceToken.symbol,
    swapToToken: toToken.symbol,
    swapFromAmount: sourceTokenAmount,
    swapToAmount: context.getState().toTokenAmount,
    isSmartAccount: account.embeddedWalletInfo?.accountType === 'smartAccount',
  })
  const idle = {
    pending: undefined,
    loadingBuildTransaction: false,
    loadingApprovalTransaction: false,
    loadingTransaction: false,
  } as const
  const refused = (reason: string, event: 'SWAP_ERROR' | 'SWAP_APPROVAL_ERROR' = 'SWAP_ERROR') => {
    context.setState(idle)
    context.track(event, { ...properties(), message: reason })
    context.showSnackbar({ message: reason, variant: 'error' })
    return undefined
  }
  /** A failed allowance check or build: nothing is sent, the transactions are cleared. */
  const fetchFailed = (message: string) => {
    context.setState({
      ...idle,
      approvalTransaction: undefined,
      swapTransaction: undefined,
      fetchError: true,
    })
    context.showSnackbar({ message, variant: 'error' })
    return undefined
  }
  /** The wallet refused or the transaction reverted. */
  const sendFailed = (error: unknown, event: 'SWAP_ERROR' | 'SWAP_APPROVAL_ERROR') => {
    const message = messageOf(error)
    context.setState({ ...idle, transactionError: message })
    context.track(event, { ...properties(), message })
    context.showSnackbar({ message, variant: 'error' })
    return undefined
  }
  const native = sourceToken.address.toLowerCase() === `${chainId}:${nativeTokenAddresses.eip155}`
  const router = config.routers[chainId]
  if (!router) return refused(`No swap router is configured for ${chainId}`)
  if (!quote || !isSwapQuoteCurrent(context.getState(), account.address))
    return refused('The quote is out of date. Please wait for a new quote')
  context.setState({ fetchError: false, transactionError: undefined })
  if (!native) {
    context.setState({ loadingBuildTransaction: true })
    let allowance: bigint
    try {
      allowance = BigInt(
        (await api.getSwapAllowance({ tokenAddress: sourceToken.address, userAddress: user })).allowance,
      )
    } catch {
      fetchFailed('Failed to check allowance')
      context.goBack()
      return undefined
    }
    if (allowance < amount) {
      let approval: Awaited<ReturnType<typeof api.buildApproveTransaction>>
      try {
        approval = await api.buildApproveTransaction({
          from: sourceToken.address,
          to: toToken.address,
          userAddress: user,
          ...(config.unlimitedApproval ? {} : { amount: amount.toString() }),
        })
      } catch {
        return fetchFailed('Failed to create approval transaction')
      }
      try {
        checkApproveTransaction(approval.tx, {
          token: addressOf(sourceToken.address),
          router,
          amount,
          unlimited: config.unlimitedApproval,
        })
      } catch (error) {
        return refused(messageOf(error), 'SWAP_APPROVAL_ERROR')
      }
      try {
        context.setState({
          loadingBuildTransaction: false,
          approvalTransaction: toSwapTransaction(approval.tx, context.getState().toTokenAmount),
          swapTransaction: undefined,
          loadingApprovalTransaction: true,
          pending: config.unlimitedApproval
            ? 'Approve an unlimited allowance in your wallet'
            : 'Approve limit increase in your wallet',
        })
        await sendAndWait(context, account.address, approval.tx)
      } catch (error) {
        return sendFailed(error, 'SWAP_APPROVAL_ERROR')
      }
      context.setState({ approvalTransaction: undefined, loadingApprovalTransaction: false })
      // The approval took blocks: the price may have moved, so the quote is asked again before the swap is built.
      await requestSwapQuote(context)
      const requoted = context.getState()
      if (requoted.inputError || !isSwapQuoteCurrent(requoted, account.address)) {
        context.setState(idle)
        return undefined
      }
    }
  }
  const current = context.getState().quote ?? quote
  context.setState({ loadingBuildTransaction: true })
  let built: Awaited<ReturnType<typeof api.buildSwapTransaction>>
  try {
    built = await api.buildSwapTransaction({
      amount: amount.toString(),
      slippage: String(slippage),
      from: sourceToken.address,
      to: toToken.address,
      userAddress: user,
    })
  } catch {
    return fetchFailed('Failed to create transaction')
  }
  try {
    checkSwapTransaction(built.tx, {
      router,
      tokenIn: addressOf(sourceToken.address),
      tokenOut: addressOf(toToken.address),
      amount,
      quotedAmountOut: BigInt(current.toAmount),
      slippage,
      user: account.address,
      nativeIn: native,
      nativeOut: toToken.address.toLowerCase() === `${chainId}:${nativeTokenAddresses.eip155}`,
      wrappedNative: config.wrappedNative[chainId],
    })
  } catch (error) {
    return refused(messageOf(error))
  }
  const received = (built.tx as { toAmount?: unknown }).toAmount
  const shown =
    typeof received === 'string' && /^\d+$/.test(received)
      ? formatSwapAmount(formatUnits(BigInt(received), toToken.decimals))
      : context.getState().toTokenAmount
  try {
    context.setState({
      loadingBuildTransaction: false,
      approvalTransaction: undefined,
      swapTransaction: toSwapTransaction(built.tx, shown),
      loadingTransaction: true,
      pending: 'Confirm transaction in your wallet',
    })
    const hash = await sendAndWait(context, account.address, built.tx)
    context.track('SWAP_SUCCESS', properties())
    context.setState(initialSwapsState(config))
    context.showSnackbar({
      message: `Swapped ${sourceToken.symbol} to ${shown} ${toToken.symbol}`,
      variant: 'success',
    })
    context.replaceView('Account')
    await refreshBalances(context, chainId, account.address)
    return hash
  } catch (error) {
    return sendFailed(error, 'SWAP_ERROR')
  }
}

function toSwapTransaction(tx: BuiltTransaction, toAmount: string): SwapTransaction {
  return {
    data: tx.data,
    to: tx.to,
    gas: tx.eip155.gas ? BigInt(tx.eip155.gas) : undefined,
    gasPrice: BigInt(tx.eip155.gasPrice),
    value: BigInt(tx.value),
    toAmount,
  }
}

type BuiltTransaction = {
  to: string
  data: string
  value: string
  eip155: { gas?: string; gasPrice: string }
}

async function sendAndWait(context: SwapsContext, from: string, tx: BuiltTransaction): Promise<string> {
  const hex = (value: string) => `0x${BigInt(value).toString(16)}`
  const hash = z.parse(
    hashSchema,
    await context.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from,
          to: tx.to,
          data: tx.data,
          value: hex(tx.value),
          gasPrice: hex(tx.eip155.gasPrice),
          ...(tx.eip155.gas ? { gas: hex(tx.eip155.gas) } : {}),
        },
      ],
    }),
  )
  const deadline = Date.now() + receiptTimeoutMs
  while (Date.now() < deadline) {
    const receipt = z.parse(
      receiptSchema,
      await context.request({ method: 'eth_getTransactionReceipt', params: [hash] }),
    )
    if (receipt) {
      if (receipt.status !== '0x1') throw new Error('Transaction error')
      return hash
    }
    await new Promise((resolve) => setTimeout(resolve, receiptPollMs))
  }
  throw new Error('Transaction error')
}

async function refreshBalances(context: SwapsContext, chainId: string, address: string): Promise<void> {
  const api = getBlockchainApi(context.options)
  if (!api) return
  try {
    const { balances } = await api.getBalance({ address, chainId, currency: 'usd', forceUpdate: chainId })
    context.setTokenBalance(
      balances.filter((balance) => balance.chainId === chainId),
      { address },
    )
  } catch {}
}

/** The 0x address of a CAIP-10 account id. */
function addressOf(caip10: string): string {
  return caip10.slice(caip10.lastIndexOf(':') + 1)
}

function messageOf(error: unknown): string {
  if (error instanceof SwapTransactionMismatchError || error instanceof InvalidAmountError)
    return error.shortMessage
  if (error instanceof UserRejectedRequestError || (error as { code?: unknown })?.code === 4001)
    return 'User rejected the request.'
  const short = (error as { shortMessage?: unknown })?.shortMessage
  return typeof short === 'string' && short ? short : 'Transaction error'
}

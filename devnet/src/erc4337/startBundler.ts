import { createServer } from 'node:http'
import { BaseError } from '@foyer/core'
import {
  type Address,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  keccak256,
  parseEther,
  parseEventLogs,
  publicActions,
  toHex,
  BaseError as ViemError,
} from 'viem'
import {
  entryPoint07Abi,
  formatUserOperation,
  getUserOperationHash,
  type RpcUserOperation,
  toPackedUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod'
import { readRequestBody } from './readRequestBody.js'

export type BundlerChain = { chainId: number; rpcUrl: string; entryPoint: Address }
export type StartBundlerReturnType = {
  /** The bundler's base URL; each chain's endpoint is `${url}/${chainId}`. */
  url: string
  stop(): Promise<void>
}

/** The bundler's own key: it submits `handleOps` and is paid the UserOperations' gas. */
export const bundlerAccount = privateKeyToAccount(keccak256(toHex('foyer-devnet-bundler')))

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/, 'expected 0x-prefixed hex')
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'expected an address')
const quantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/, 'expected a hex quantity')
const userOperationSchema = z.object({
  sender: address,
  nonce: quantity,
  factory: address.optional(),
  factoryData: hex.optional(),
  callData: hex,
  callGasLimit: quantity.optional(),
  verificationGasLimit: quantity.optional(),
  preVerificationGas: quantity.optional(),
  maxFeePerGas: quantity,
  maxPriorityFeePerGas: quantity,
  paymaster: address.optional(),
  paymasterVerificationGasLimit: quantity.optional(),
  paymasterPostOpGasLimit: quantity.optional(),
  paymasterData: hex.optional(),
  signature: hex,
})
const requestSchema = z.object({
  jsonrpc: z.literal('2.0').optional(),
  id: z.union([z.number(), z.string(), z.null()]).optional(),
  method: z.string(),
  params: z.array(z.unknown()).default([]),
})

class BundlerRpcError extends BaseError {
  override name = 'BundlerRpcError'
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

/** Gas limits for a UserOperation of FoyerAccount (generous; the account pays only what it uses, at the fee). */
const gasFor = (deploying: boolean, callGas: bigint) => ({
  preVerificationGas: 60_000n,
  // Deploying writes the account's code (about 6.5 kB since session keys: 200 gas a byte).
  verificationGasLimit: deploying ? 2_000_000n : 150_000n,
  callGasLimit: callGas,
  paymasterVerificationGasLimit: 0n,
  paymasterPostOpGasLimit: 0n,
})

/**
 * The devnet's ERC-4337 bundler (EntryPoint v0.7), one endpoint per chain at `/<chainId>`: `eth_chainId`,
 * `eth_supportedEntryPoints`, `eth_estimateUserOperationGas`, `eth_sendUserOperation` (one `handleOps` per operation,
 * sent by the bundler's funded key in order and mined at once on anvil), `eth_getUserOperationReceipt` and
 * `eth_getUserOperationByHash` (from the EntryPoint's `UserOperationEvent`). viem's bundler client talks to it. No
 * mempool, no simulation rules (ERC-7562): a dev stand-in for a production bundler, on 127.0.0.1 only.
 */
export async function startBundler({
  chains,
  port = 0,
}: {
  chains: BundlerChain[]
  port?: number
}): Promise<StartBundlerReturnType> {
  const byChain = new Map(
    chains.map((chain) => {
      const client = createWalletClient({ account: bundlerAccount, transport: http(chain.rpcUrl) }).extend(
        publicActions,
      )
      return [String(chain.chainId), { ...chain, client, queue: Promise.resolve() as Promise<unknown> }]
    }),
  )
  // The bundler pays gas up front and is repaid by the EntryPoint: fund it on each chain.
  await Promise.all(
    [...byChain.values()].map(({ client }) =>
      client.request({
        method: 'anvil_setBalance' as never,
        params: [bundlerAccount.address, toHex(parseEther('1000'))] as never,
      }),
    ),
  )
  const sent = new Map<Hex, { chainId: string; userOperation: UserOperation<'0.7'>; transactionHash: Hex }>()

  async function answer(chainKey: string, method: string, params: unknown[]): Promise<unknown> {
    const chain = byChain.get(chainKey)
    if (!chain) throw new BundlerRpcError(-32601, `No bundler for chain ${chainKey}`)
    const entryPointOf = (value: unknown) => {
      if (typeof value !== 'string' || value.toLowerCase() !== chain.entryPoint.toLowerCase())
        throw new BundlerRpcError(
          -32602,
          `Unsupported EntryPoint ${String(value)}; this bundler serves ${chain.entryPoint}`,
        )
      return chain.entryPoint
    }
    const userOperationOf = (value: unknown) => {
      const parsed = userOperationSchema.safeParse(value)
      if (!parsed.success)
        throw new BundlerRpcError(-32602, `Invalid UserOperation: ${z.prettifyError(parsed.error)}`)
      return formatUserOperation(parsed.data as RpcUserOperation<'0.7'>) as UserOperation<'0.7'>
    }
    switch (method) {
      case 'eth_chainId':
        return toHex(chain.chainId)
      case 'eth_supportedEntryPoints':
        return [chain.entryPoint]
      case 'eth_estimateUserOperationGas': {
        const userOperation = userOperationOf({ signature: '0x', ...(params[0] as object) })
        entryPointOf(params[1])
        const deploying = (await chain.client.getCode({ address: userOperation.sender }))?.length
          ? false
          : true
        const callGas = deploying
          ? 300_000n
          : await chain.client
              .estimateGas({
                account: chain.entryPoint,
                to: userOperation.sender,
                data: userOperation.callData,
              })
              .then((gas) => (gas * 3n) / 2n + 20_000n)
              .catch(() => 300_000n)
        const gas = gasFor(deploying, callGas)
        return Object.fromEntries(Object.entries(gas).map(([key, value]) => [key, toHex(value)]))
      }
      case 'eth_sendUserOperation': {
        const userOperation = userOperationOf(params[0])
        const entryPoint = entryPointOf(params[1])
        const userOpHash = getUserOperationHash({
          userOperation,
          entryPointAddress: entryPoint,
          entryPointVersion: '0.7',
          chainId: chain.chainId,
        })
        // One submission at a time per chain: the bundler's nonce stays in order.
        const submission = chain.queue.then(() => submit(chain, userOperation))
        chain.queue = submission.catch(() => {})
        const transactionHash = await submission
        sent.set(userOpHash, { chainId: chainKey, userOperation, transactionHash })
        return userOpHash
      }
      case 'eth_getUserOperationReceipt': {
        const record = sent.get(String(params[0]) as Hex)
        if (!record || record.chainId !== chainKey) return null
        const receipt = await chain.client.getTransactionReceipt({ hash: record.transactionHash })
        const [event] = parseEventLogs({
          abi: entryPoint07Abi,
          logs: receipt.logs,
          eventName: 'UserOperationEvent',
        })
        if (!event) return null
        return {
          userOpHash: event.args.userOpHash,
          entryPoint: chain.entryPoint,
          sender: event.args.sender,
          nonce: toHex(event.args.nonce),
          paymaster: event.args.paymaster,
          actualGasCost: toHex(event.args.actualGasCost),
          actualGasUsed: toHex(event.args.actualGasUsed),
          success: event.args.success,
          logs: [],
          receipt: await chain.client.request({
            method: 'eth_getTransactionReceipt' as never,
            params: [record.transactionHash] as never,
          }),
        }
      }
      case 'eth_getUserOperationByHash': {
        const record = sent.get(String(params[0]) as Hex)
        if (!record || record.chainId !== chainKey) return null
        const receipt = await chain.client.getTransactionReceipt({ hash: record.transactionHash })
        return {
          userOperation: Object.fromEntries(
            Object.entries(record.userOperation).map(([key, value]) => [
              key,
              typeof value === 'bigint' ? toHex(value) : value,
            ]),
          ),
          entryPoint: chain.entryPoint,
          transactionHash: record.transactionHash,
          blockHash: receipt.blockHash,
          blockNumber: toHex(receipt.blockNumber),
        }
      }
      default:
        throw new BundlerRpcError(-32601, `The method ${method} is not supported by the devnet bundler`)
    }
  }

  async function submit(
    chain: NonNullable<ReturnType<typeof byChain.get>>,
    userOperation: UserOperation<'0.7'>,
  ): Promise<Hex> {
    const data = encodeFunctionData({
      abi: entryPoint07Abi,
      functionName: 'handleOps',
      args: [[toPackedUserOperation(userOperation)], bundlerAccount.address],
    })
    try {
      const hash = await chain.client.sendTransaction({ chain: null, to: chain.entryPoint, data })
      const receipt = await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
      if (receipt.status !== 'success') throw new BundlerRpcError(-32500, `handleOps reverted in ${hash}`)
      return hash
    } catch (cause) {
      if (cause instanceof BundlerRpcError) throw cause
      // FailedOp(opIndex, reason): the EntryPoint's AA codes ("AA24 signature error", ...).
      const reason = cause instanceof ViemError ? cause.shortMessage : String(cause)
      throw new BundlerRpcError(-32500, `The UserOperation was refused: ${reason}`)
    }
  }

  const server = createServer((request, response) => {
    const chainKey = (request.url ?? '/').replace(/^\/+|\/+$/g, '')
    // Browsers call it from the frame's origin (a public JSON-RPC endpoint, as anvil's own).
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers': 'content-type',
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end()
      return
    }
    const reply = (id: unknown, body: object) => {
      response.writeHead(200, { 'content-type': 'application/json', ...cors })
      response.end(JSON.stringify({ jsonrpc: '2.0', id: id ?? null, ...body }))
    }
    if (request.method !== 'POST') {
      response.writeHead(405, { 'content-type': 'text/plain' }).end('POST JSON-RPC to /<chainId>')
      return
    }
    readRequestBody(request)
      .then(async (text) => {
        const parsed = requestSchema.safeParse(JSON.parse(text))
        if (!parsed.success)
          return reply(null, {
            error: { code: -32600, message: `Invalid request: ${z.prettifyError(parsed.error)}` },
          })
        const { id, method, params } = parsed.data
        try {
          reply(id, { result: await answer(chainKey, method, params) })
        } catch (error) {
          const known = error instanceof BundlerRpcError
          reply(id, {
            error: {
              code: known ? error.code : -32603,
              message: known ? error.shortMessage : error instanceof Error ? error.message : 'Internal error',
            },
          })
        }
      })
      .catch(() => reply(null, { error: { code: -32700, message: 'Parse error' } }))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const listening = server.address()
  return {
    url: `http://127.0.0.1:${typeof listening === 'object' && listening ? listening.port : port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

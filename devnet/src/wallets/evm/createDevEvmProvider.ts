import {
  type Address,
  createWalletClient,
  defineChain,
  type Hex,
  hexToBigInt,
  hexToNumber,
  http,
  isAddressEqual,
  isHex,
  type TransactionRequest,
  type TypedDataDefinition,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod'
import { postJsonRpc } from '../postJsonRpc.js'
import {
  ChainRpcError,
  DevWalletOptionsError,
  InvalidWalletParamsError,
  UnauthorizedWalletRequestError,
  UnrecognizedChainError,
  UnsupportedWalletMethodError,
  UserRejectedRequestError,
  WalletRpcError,
} from '../walletErrors.js'

const hexSchema = z.string().regex(/^0x[0-9a-fA-F]*$/, 'expected a 0x-prefixed hex string')
const quantitySchema = z.union([hexSchema, z.number().int().nonnegative()])
const chainIdSchema = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^0x[0-9a-fA-F]+$/, 'expected a hex chain id')
    .transform((value) => hexToNumber(value as Hex)),
])

const devEvmChainSchema = z.object({
  chainId: z.number().int().positive(),
  rpcUrl: z.url(),
  name: z.string().min(1).optional(),
  nativeSymbol: z.string().min(1).optional(),
})

const parametersSchema = z
  .object({
    privateKey: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'expected a 32-byte 0x-prefixed hex private key'),
    chains: z.array(devEvmChainSchema).min(1, 'give at least one chain'),
    chainId: z.number().int().positive().optional(),
    reject: z.union([z.boolean(), z.function()]).default(false),
    autoConnect: z.boolean().default(false),
  })
  .refine(
    (value) => value.chainId === undefined || value.chains.some((chain) => chain.chainId === value.chainId),
    { message: 'chainId must be one of chains', path: ['chainId'] },
  )

export type DevEvmChain = z.input<typeof devEvmChainSchema>

export type CreateDevEvmProviderParameters = {
  /** The dev account's key; it never leaves the provider. */
  privateKey: Hex
  /** The chains the wallet knows; `wallet_addEthereumChain` adds more. */
  chains: readonly DevEvmChain[]
  /** The chain it starts on; default the first of `chains`. */
  chainId?: number
  /**
   * `true` answers 4001 to connect, sign and send requests. A function is asked for every request that a real
   * wallet would show to its user (those, plus switching, adding chains and watching assets).
   */
  reject?: boolean | ((method: string) => boolean)
  /** Start connected, as a wallet the user already approved this site in. Default `false`. */
  autoConnect?: boolean
}

export type DevEvmProviderEvent = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect' | 'message'

export type DevEvmProviderRequest = { method: string; params?: unknown }

/** An EIP-1193 provider backed by one dev key: what a wallet extension injects, minus its popups. */
export type DevEvmProvider = {
  readonly isFoyerDev: true
  readonly address: Address
  request(args: DevEvmProviderRequest): Promise<unknown>
  on(event: DevEvmProviderEvent, listener: (...args: unknown[]) => void): DevEvmProvider
  removeListener(event: DevEvmProviderEvent, listener: (...args: unknown[]) => void): DevEvmProvider
  /** Forgets the site's permission, as the user would from the wallet: emits `accountsChanged []`. */
  disconnect(): void
  /** Changes whether requests are rejected, for tests that approve one step and reject the next. */
  setReject(reject: boolean | ((method: string) => boolean)): void
}

const connectMethods = ['eth_requestAccounts', 'wallet_requestPermissions']
const signMethods = ['personal_sign', 'eth_signTypedData_v4', 'eth_signTransaction']
const sendMethods = ['eth_sendTransaction']
const rejectedByDefault = new Set([...connectMethods, ...signMethods, ...sendMethods])
const accountMethods = new Set([...signMethods, ...sendMethods])

const transactionSchema = z.object({
  from: hexSchema.optional(),
  to: hexSchema.nullish(),
  value: quantitySchema.optional(),
  data: hexSchema.optional(),
  input: hexSchema.optional(),
  gas: quantitySchema.optional(),
  gasPrice: quantitySchema.optional(),
  maxFeePerGas: quantitySchema.optional(),
  maxPriorityFeePerGas: quantitySchema.optional(),
  nonce: quantitySchema.optional(),
})

const addChainSchema = z.object({
  chainId: chainIdSchema,
  chainName: z.string().optional(),
  rpcUrls: z.array(z.url()).min(1, 'give at least one RPC URL'),
  nativeCurrency: z.object({ symbol: z.string() }).partial().optional(),
})

type ParsedTransaction = z.output<typeof transactionSchema>

/**
 * Creates an EIP-1193 provider that holds `privateKey`, signs locally (viem), sends raw transactions to the
 * current chain's RPC and forwards every read method there. It has no Node-only imports, so the same module
 * runs in tests and in the browser bundles (`evm-wallet.js`, the MV3 extension).
 */
export function createDevEvmProvider(parameters: CreateDevEvmProviderParameters): DevEvmProvider {
  const parsed = parametersSchema.safeParse(parameters)
  if (!parsed.success) throw new DevWalletOptionsError('EVM', z.prettifyError(parsed.error))
  const options = parsed.data
  const account = privateKeyToAccount(options.privateKey as Hex)
  const chains = new Map(options.chains.map((chain) => [chain.chainId, chain]))
  let currentChainId = options.chainId ?? options.chains[0]?.chainId ?? 1
  let connected = options.autoConnect
  let reject = parameters.reject ?? false
  const listeners = new Map<DevEvmProviderEvent, Set<(...args: unknown[]) => void>>()

  const emit = (event: DevEvmProviderEvent, value: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(value)
      } catch (error) {
        console.error(`[foyer dev wallet] a ${event} listener threw`, error)
      }
    }
  }

  const shouldReject = (method: string) =>
    typeof reject === 'function' ? reject(method) : reject && rejectedByDefault.has(method)

  const currentChain = () => {
    const chain = chains.get(currentChainId)
    if (!chain) throw new UnrecognizedChainError(currentChainId)
    return chain
  }

  const walletClient = () => {
    const chain = currentChain()
    const symbol = chain.nativeSymbol ?? 'ETH'
    return createWalletClient({
      account,
      chain: defineChain({
        id: chain.chainId,
        name: chain.name ?? `Chain ${chain.chainId}`,
        nativeCurrency: { name: symbol, symbol, decimals: 18 },
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      }),
      transport: http(chain.rpcUrl, { retryCount: 0 }),
    })
  }

  const connect = () => {
    if (shouldReject('eth_requestAccounts')) throw new UserRejectedRequestError('eth_requestAccounts')
    if (!connected) {
      connected = true
      emit('accountsChanged', [account.address])
    }
  }

  const disconnect = () => {
    if (!connected) return
    connected = false
    emit('accountsChanged', [])
  }

  const switchChain = (method: string, chainId: number) => {
    if (!chains.has(chainId)) throw new UnrecognizedChainError(chainId)
    if (typeof reject === 'function' && reject(method)) throw new UserRejectedRequestError(method)
    if (chainId === currentChainId) return null
    currentChainId = chainId
    emit('chainChanged', toHex(chainId))
    return null
  }

  const assertOwnAddress = (method: string, address: unknown) => {
    if (typeof address !== 'string' || !isHex(address) || !isAddressEqual(address, account.address))
      throw new UnauthorizedWalletRequestError(method)
  }

  const permissions = () =>
    connected
      ? [
          {
            parentCapability: 'eth_accounts',
            invoker: globalThis.location?.origin ?? 'node',
            caveats: [{ type: 'restrictReturnedAccounts', value: [account.address] }],
          },
        ]
      : []

  const sendTransaction = async (transaction: ParsedTransaction) => {
    try {
      return await walletClient().sendTransaction(toViemTransaction(transaction))
    } catch (error) {
      throw toChainRpcError(error)
    }
  }

  const signTransaction = async (transaction: ParsedTransaction) => {
    try {
      const client = walletClient()
      const prepared = await client.prepareTransactionRequest(toViemTransaction(transaction))
      return await client.signTransaction(prepared)
    } catch (error) {
      throw toChainRpcError(error)
    }
  }

  async function handle(method: string, params: unknown): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        connect()
        return [account.address]
      case 'eth_accounts':
        return connected ? [account.address] : []
      case 'eth_coinbase':
        return connected ? account.address : null
      case 'eth_chainId':
        return toHex(currentChainId)
      case 'net_version':
        return String(currentChainId)
      case 'wallet_requestPermissions':
        if (shouldReject(method)) throw new UserRejectedRequestError(method)
        connect()
        return permissions()
      case 'wallet_getPermissions':
        return permissions()
      case 'wallet_revokePermissions':
        disconnect()
        return null
      case 'wallet_switchEthereumChain': {
        const [target] = parseParams(method, params, z.tuple([z.object({ chainId: chainIdSchema })]))
        return switchChain(method, target.chainId)
      }
      case 'wallet_addEthereumChain': {
        const [chain] = parseParams(method, params, z.tuple([addChainSchema]))
        if (typeof reject === 'function' && reject(method)) throw new UserRejectedRequestError(method)
        const [rpcUrl] = chain.rpcUrls as [string]
        if (!chains.has(chain.chainId))
          chains.set(chain.chainId, {
            chainId: chain.chainId,
            rpcUrl,
            name: chain.chainName,
            nativeSymbol: chain.nativeCurrency?.symbol,
          })
        return null
      }
      case 'wallet_watchAsset':
        if (typeof reject === 'function' && reject(method)) throw new UserRejectedRequestError(method)
        return true
    }

    if (accountMethods.has(method)) {
      if (!connected) throw new UnauthorizedWalletRequestError(method)
      if (shouldReject(method)) throw new UserRejectedRequestError(method)
      switch (method) {
        case 'personal_sign': {
          const [message, address] = parseParams(method, params, z.tuple([z.string(), z.string()]))
          assertOwnAddress(method, address)
          return account.signMessage({ message: isHex(message) ? { raw: message } : message })
        }
        case 'eth_signTypedData_v4': {
          const [address, data] = parseParams(
            method,
            params,
            z.tuple([z.string(), z.union([z.string(), z.record(z.string(), z.unknown())])]),
          )
          assertOwnAddress(method, address)
          return account.signTypedData(parseTypedData(method, data))
        }
        case 'eth_sendTransaction': {
          const [transaction] = parseParams(method, params, z.tuple([transactionSchema]))
          if (transaction.from !== undefined) assertOwnAddress(method, transaction.from)
          return sendTransaction(transaction)
        }
        case 'eth_signTransaction': {
          const [transaction] = parseParams(method, params, z.tuple([transactionSchema]))
          if (transaction.from !== undefined) assertOwnAddress(method, transaction.from)
          return signTransaction(transaction)
        }
      }
    }

    if (method === 'eth_sign' || method.startsWith('wallet_')) throw new UnsupportedWalletMethodError(method)
    return postJsonRpc(currentChain().rpcUrl, method, params ?? [])
  }

  const provider: DevEvmProvider = {
    isFoyerDev: true,
    address: account.address,
    async request(args) {
      if (typeof args !== 'object' || args === null || typeof args.method !== 'string')
        throw new InvalidWalletParamsError('request', 'expected { method: string, params?: unknown }')
      return handle(args.method, args.params)
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
    disconnect,
    setReject(value) {
      reject = value
    },
  }
  return provider
}

function parseParams<T extends z.ZodType>(method: string, params: unknown, schema: T): z.output<T> {
  const result = schema.safeParse(params)
  if (!result.success) throw new InvalidWalletParamsError(method, z.prettifyError(result.error))
  return result.data
}

function parseTypedData(method: string, data: string | Record<string, unknown>): TypedDataDefinition {
  let value: unknown = data
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data)
    } catch (cause) {
      throw new InvalidWalletParamsError(method, `typed data is not valid JSON: ${String(cause)}`)
    }
  }
  const typedData = parseParams(
    method,
    value,
    z.object({
      types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
      primaryType: z.string(),
      domain: z.record(z.string(), z.unknown()).default({}),
      message: z.record(z.string(), z.unknown()),
    }),
  )
  const { EIP712Domain: _domainType, ...types } = typedData.types
  return { ...typedData, types } as unknown as TypedDataDefinition
}

function toQuantity(value: string | number | undefined): bigint | undefined {
  if (value === undefined) return undefined
  return typeof value === 'number' ? BigInt(value) : hexToBigInt(value as Hex)
}

function toViemTransaction(transaction: ParsedTransaction): TransactionRequest {
  const nonce = toQuantity(transaction.nonce)
  const fees =
    transaction.maxFeePerGas !== undefined || transaction.maxPriorityFeePerGas !== undefined
      ? {
          maxFeePerGas: toQuantity(transaction.maxFeePerGas),
          maxPriorityFeePerGas: toQuantity(transaction.maxPriorityFeePerGas),
        }
      : transaction.gasPrice !== undefined
        ? { gasPrice: toQuantity(transaction.gasPrice) }
        : {}
  return {
    to: (transaction.to ?? undefined) as Address | undefined,
    value: toQuantity(transaction.value),
    data: (transaction.data ?? transaction.input) as Hex | undefined,
    gas: toQuantity(transaction.gas),
    nonce: nonce === undefined ? undefined : Number(nonce),
    ...fees,
  } as TransactionRequest
}

/** Finds the node's JSON-RPC error under viem's wrapping, so the dapp sees the code the chain gave. */
function toChainRpcError(error: unknown): WalletRpcError {
  if (error instanceof WalletRpcError) return error
  let current: unknown = error
  while (current && typeof current === 'object') {
    const { code, cause } = current as { code?: unknown; cause?: unknown }
    if (typeof code === 'number' && code !== 4001) {
      const shortMessage = (current as { details?: unknown }).details
      const message =
        typeof shortMessage === 'string' && shortMessage ? shortMessage : String((current as Error).message)
      return new ChainRpcError({ code, message, data: (current as { data?: unknown }).data })
    }
    current = cause
  }
  const message = error instanceof Error ? error.message : String(error)
  return new ChainRpcError({ code: -32603, message })
}

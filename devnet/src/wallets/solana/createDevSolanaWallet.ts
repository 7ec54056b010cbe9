import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64 } from '@scure/base'
import {
  getTransactionDecoder,
  getTransactionEncoder,
  type SignatureBytes,
  type Transaction,
} from '@solana/kit'
import * as z from 'zod'
import { devWalletIcon, devWalletName } from '../devWalletIcon.js'
import { postJsonRpc } from '../postJsonRpc.js'
import {
  DevWalletOptionsError,
  InvalidWalletParamsError,
  UnauthorizedWalletRequestError,
  UserRejectedRequestError,
} from '../walletErrors.js'

export const devSolanaChains = ['solana:mainnet', 'solana:devnet', 'solana:testnet'] as const
export type DevSolanaChain = (typeof devSolanaChains)[number]

const featureVersion = '1.0.0' as const
const supportedTransactionVersions = Object.freeze(['legacy', 0] as const)

/** The wallet-standard account shape (`@wallet-standard/base`'s `WalletAccount`). */
export type DevSolanaWalletAccount = {
  readonly address: string
  readonly publicKey: Uint8Array
  readonly chains: readonly DevSolanaChain[]
  readonly features: readonly `${string}:${string}`[]
  readonly label?: string
}

export type SolanaSignMessageInput = { account: DevSolanaWalletAccount; message: Uint8Array }
export type SolanaSignTransactionInput = {
  account: DevSolanaWalletAccount
  transaction: Uint8Array
  chain?: string
  options?: unknown
}
export type SolanaSignAndSendOptions = {
  skipPreflight?: boolean
  preflightCommitment?: string
  maxRetries?: number
}
export type SolanaSignAndSendTransactionInput = SolanaSignTransactionInput & {
  options?: SolanaSignAndSendOptions
}

type ChangeListener = (properties: { accounts?: readonly DevSolanaWalletAccount[] }) => void

/** A wallet-standard `Wallet` with the standard and Solana features a dapp needs to connect and transact. */
export type DevSolanaWallet = {
  readonly version: '1.0.0'
  readonly name: string
  readonly icon: `data:image/svg+xml;base64,${string}`
  readonly chains: readonly DevSolanaChain[]
  readonly accounts: readonly DevSolanaWalletAccount[]
  readonly features: {
    'standard:connect': {
      version: '1.0.0'
      connect(input?: { silent?: boolean }): Promise<{ accounts: readonly DevSolanaWalletAccount[] }>
    }
    'standard:disconnect': { version: '1.0.0'; disconnect(): Promise<void> }
    'standard:events': { version: '1.0.0'; on(event: 'change', listener: ChangeListener): () => void }
    'solana:signMessage': {
      version: '1.0.0'
      signMessage(
        ...inputs: SolanaSignMessageInput[]
      ): Promise<{ signedMessage: Uint8Array; signature: Uint8Array }[]>
    }
    'solana:signTransaction': {
      version: '1.0.0'
      supportedTransactionVersions: readonly ('legacy' | 0)[]
      signTransaction(...inputs: SolanaSignTransactionInput[]): Promise<{ signedTransaction: Uint8Array }[]>
    }
    'solana:signAndSendTransaction': {
      version: '1.0.0'
      supportedTransactionVersions: readonly ('legacy' | 0)[]
      signAndSendTransaction(
        ...inputs: SolanaSignAndSendTransactionInput[]
      ): Promise<{ signature: Uint8Array }[]>
    }
  }
  /** Dev-only: the wallet's address, and a switch for rejecting later requests. */
  readonly address: string
  setReject(reject: boolean | ((method: string) => boolean)): void
}

const secretKeySchema = z
  .union([
    z.instanceof(Uint8Array),
    z.array(z.number().int().min(0).max(255)).transform((bytes) => Uint8Array.from(bytes)),
    z.string().transform((value, context) => {
      try {
        return base58.decode(value)
      } catch {
        context.addIssue({ code: 'custom', message: 'expected base58' })
        return z.NEVER
      }
    }),
  ])
  .refine((bytes) => bytes.length === 32 || bytes.length === 64, 'expected 32 (seed) or 64 (keypair) bytes')

const parametersSchema = z.object({
  secretKey: secretKeySchema,
  rpcUrls: z
    .object({ mainnet: z.url(), devnet: z.url(), testnet: z.url() })
    .partial()
    .refine((urls) => Object.keys(urls).length > 0, 'give at least one cluster endpoint'),
  defaultChain: z.enum(devSolanaChains).default('solana:devnet'),
  reject: z.union([z.boolean(), z.function()]).default(false),
  autoConnect: z.boolean().default(false),
  name: z.string().min(1).default(devWalletName),
})

export type CreateDevSolanaWalletParameters = {
  /** The ed25519 seed (32 bytes) or Solana CLI keypair bytes (64); base58 or a byte array also work. */
  secretKey: Uint8Array | readonly number[] | string
  /** Endpoint per cluster: `startSolanaRpc().clusters.devnet.url` and so on. */
  rpcUrls: Partial<Record<'mainnet' | 'devnet' | 'testnet', string>>
  /** Where `signAndSendTransaction` sends when the dapp names no chain. Default `solana:devnet`. */
  defaultChain?: DevSolanaChain
  /** `true` rejects connect and every signing feature with 4001; a function is asked per feature name. */
  reject?: boolean | ((method: string) => boolean)
  autoConnect?: boolean
  name?: string
}

/**
 * Creates a wallet-standard Solana wallet holding one ed25519 key: it signs messages and transactions with
 * @noble/curves and sends them to the local cluster endpoints. Register it with `registerWallet`.
 */
export function createDevSolanaWallet(parameters: CreateDevSolanaWalletParameters): DevSolanaWallet {
  const parsed = parametersSchema.safeParse(parameters)
  if (!parsed.success) throw new DevWalletOptionsError('Solana', z.prettifyError(parsed.error))
  const options = parsed.data
  const seed = options.secretKey.slice(0, 32)
  const publicKey = ed25519.getPublicKey(seed)
  if (
    options.secretKey.length === 64 &&
    base58.encode(options.secretKey.slice(32)) !== base58.encode(publicKey)
  )
    throw new DevWalletOptionsError(
      'Solana',
      'secretKey: the last 32 bytes are not the public key of the first 32',
    )
  const address = base58.encode(publicKey)
  const chains = devSolanaChains.filter((chain) => options.rpcUrls[clusterOf(chain)] !== undefined)
  const account: DevSolanaWalletAccount = Object.freeze({
    address,
    publicKey,
    chains,
    features: ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const,
    label: 'Dev account',
  })
  let connected = options.autoConnect
  let reject = parameters.reject ?? false
  const listeners = new Set<ChangeListener>()

  const emitChange = () => {
    for (const listener of [...listeners]) listener({ accounts: connected ? [account] : [] })
  }
  const approve = (method: string) => {
    if (typeof reject === 'function' ? reject(method) : reject) throw new UserRejectedRequestError(method)
  }
  const assertAccount = (method: string, input: { account?: { address?: unknown } }) => {
    if (!connected) throw new UnauthorizedWalletRequestError(method)
    if (input.account?.address !== address)
      throw new InvalidWalletParamsError(method, `account: this wallet only holds ${address}`)
  }
  const sign = (method: string, bytes: Uint8Array) => {
    let transaction: Transaction
    try {
      transaction = getTransactionDecoder().decode(bytes)
    } catch (cause) {
      throw new InvalidWalletParamsError(method, `transaction: not a wire transaction (${String(cause)})`)
    }
    if (!(address in transaction.signatures))
      throw new InvalidWalletParamsError(method, `transaction: ${address} is not one of its signers`)
    const signature = ed25519.sign(new Uint8Array(transaction.messageBytes), seed) as SignatureBytes
    const signed: Transaction = {
      ...transaction,
      signatures: Object.freeze({ ...transaction.signatures, [address]: signature }),
    }
    return { bytes: new Uint8Array(getTransactionEncoder().encode(signed)), signature }
  }
  const endpointOf = (method: string, chain: string | undefined) => {
    const target = chain ?? options.defaultChain
    const url = devSolanaChains.includes(target as DevSolanaChain)
      ? options.rpcUrls[clusterOf(target as DevSolanaChain)]
      : undefined
    if (!url)
      throw new InvalidWalletParamsError(method, `chain: the dev wallet has no endpoint for ${target}`)
    return url
  }

  const wallet: DevSolanaWallet = {
    version: '1.0.0',
    name: options.name,
    icon: devWalletIcon,
    chains,
    get accounts() {
      return connected ? [account] : []
    },
    address,
    setReject(value) {
      reject = value
    },
    features: {
      'standard:connect': {
        version: featureVersion,
        async connect(input) {
          if (!connected) {
            if (input?.silent) return { accounts: [] }
            approve('standard:connect')
            connected = true
            emitChange()
          }
          return { accounts: [account] }
        },
      },
      'standard:disconnect': {
        version: featureVersion,
        async disconnect() {
          if (!connected) return
          connected = false
          emitChange()
        },
      },
      'standard:events': {
        version: featureVersion,
        on(event, listener) {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: featureVersion,
        async signMessage(...inputs) {
          for (const input of inputs) assertAccount('solana:signMessage', input)
          approve('solana:signMessage')
          return inputs.map(({ message }) => ({
            signedMessage: message,
            signature: ed25519.sign(message, seed),
          }))
        },
      },
      'solana:signTransaction': {
        version: featureVersion,
        supportedTransactionVersions,
        async signTransaction(...inputs) {
          for (const input of inputs) assertAccount('solana:signTransaction', input)
          approve('solana:signTransaction')
          return inputs.map(({ transaction }) => ({
            signedTransaction: sign('solana:signTransaction', transaction).bytes,
          }))
        },
      },
      'solana:signAndSendTransaction': {
        version: featureVersion,
        supportedTransactionVersions,
        async signAndSendTransaction(...inputs) {
          const method = 'solana:signAndSendTransaction'
          for (const input of inputs) assertAccount(method, input)
          approve(method)
          const results: { signature: Uint8Array }[] = []
          for (const input of inputs) {
            const url = endpointOf(method, input.chain)
            const { bytes, signature } = sign(method, input.transaction)
            const sent = await postJsonRpc(url, 'sendTransaction', [
              base64.encode(bytes),
              {
                encoding: 'base64',
                skipPreflight: input.options?.skipPreflight ?? false,
                preflightCommitment: input.options?.preflightCommitment ?? 'confirmed',
                ...(input.options?.maxRetries === undefined ? {} : { maxRetries: input.options.maxRetries }),
              },
            ])
            // The transaction's id is its first signature, the fee payer's, which may not be this wallet's.
            results.push({ signature: typeof sent === 'string' ? base58.decode(sent) : signature })
          }
          return results
        },
      },
    },
  }
  return wallet
}

function clusterOf(chain: DevSolanaChain): 'mainnet' | 'devnet' | 'testnet' {
  return chain.slice('solana:'.length) as 'mainnet' | 'devnet' | 'testnet'
}

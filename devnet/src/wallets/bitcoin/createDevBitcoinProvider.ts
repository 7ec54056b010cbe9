import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import { base64, hex } from '@scure/base'
import { selectUTXO, Transaction } from '@scure/btc-signer'
import * as z from 'zod'
import {
  DevWalletOptionsError,
  InvalidWalletParamsError,
  UnauthorizedWalletRequestError,
  UnsupportedWalletMethodError,
  UserRejectedRequestError,
  WalletRpcError,
} from '../walletErrors.js'
import { bitcoinNetworks, type DevBitcoinNetworkName, satsConnectNetworkNames } from './bitcoinNetworks.js'
import { bip322MessageHash } from './buildBip322ToSign.js'
import { type BitcoinDevKey, deriveBitcoinDevKeys } from './deriveBitcoinDevKeys.js'
import { signBip322Simple } from './signBip322Simple.js'
import { bitcoinMessageHash, signBitcoinMessageEcdsa } from './signBitcoinMessageEcdsa.js'

/** sats-connect's error codes (`RpcErrorCode`). */
const satsConnectErrorCodes = {
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  userRejection: -32000,
  accessDenied: -32002,
} as const

export type DevBitcoinUtxo = { txid: string; vout: number; value: bigint }

export type CreateDevBitcoinProviderParameters = {
  /** Default `regtest`. Keys use coin type 1 on every network but mainnet. */
  network?: DevBitcoinNetworkName
  /** Default anvil's mnemonic, so every dev wallet shares one seed. */
  mnemonic?: string
  accountIndex?: number
  /**
   * The payment address's coins. There is no Bitcoin node offline, so the wallet keeps its own UTXO set:
   * by default two made-up coins (0.5 and 0.25 BTC), spent and replaced by change as it sends.
   */
  utxos?: readonly DevBitcoinUtxo[]
  /** An Esplora-style API: transactions are POSTed as hex to `${url}/tx`, which answers the txid. */
  broadcastUrl?: string
  /**
   * An Esplora-style API the wallet lives on (the devnet's Bitcoin ledger): it spends the payment address's real
   * UTXOs from `${url}/address/:address/utxo`, reports balances from it and broadcasts to it. Overrides `utxos`.
   */
  esploraUrl?: string
  /** sat/vB for `sendTransfer`. Default 2. */
  feeRate?: number
  /** `true` rejects connecting and every signing method with sats-connect's -32000; a function is asked per method. */
  reject?: boolean | ((method: string) => boolean)
  autoConnect?: boolean
}

export type SatsConnectAddress = {
  address: string
  publicKey: string
  purpose: 'payment' | 'ordinals'
  addressType: 'p2wpkh' | 'p2tr'
  walletType: 'software'
}

export type SatsConnectResponse =
  | { jsonrpc: '2.0'; id: string; result: unknown }
  | { jsonrpc: '2.0'; id: string; error: { code: number; message: string; data?: unknown } }

export type DevBitcoinProviderEvent = 'accountChange' | 'networkChange' | 'disconnect'

/** A sats-connect provider (`window.XverseProviders.BitcoinProvider`-style): `request` answers JSON-RPC envelopes. */
export type DevBitcoinProvider = {
  readonly isFoyerDev: true
  readonly network: DevBitcoinNetworkName
  readonly payment: BitcoinDevKey
  readonly ordinals: BitcoinDevKey
  /** The user picks account `index` of the seed in the wallet; connected sites get `accountChange`. */
  switchAccount(index: number): void
  request(method: string, params?: unknown): Promise<SatsConnectResponse>
  /** Xverse's form (`{ eventName, cb }`, what sats-connect's `addListener` passes) or `(event, listener)`. */
  addListener(
    event: DevBitcoinProviderEvent | { eventName: DevBitcoinProviderEvent; cb: (event: unknown) => void },
    listener?: (event: unknown) => void,
  ): () => void
  /** Every transaction the wallet broadcast (or kept, without `broadcastUrl`), as raw hex. */
  readonly sentTransactions: readonly string[]
  setReject(reject: boolean | ((method: string) => boolean)): void
}

const parametersSchema = z.object({
  network: z.enum(['mainnet', 'testnet', 'signet', 'regtest']).default('regtest'),
  mnemonic: z
    .string()
    .refine((value) => value.trim().split(/\s+/).length >= 12, 'expected at least 12 words')
    .optional(),
  accountIndex: z.number().int().nonnegative().default(0),
  utxos: z
    .array(
      z.object({
        txid: z.string().regex(/^[0-9a-f]{64}$/, 'expected a 64-character hex txid'),
        vout: z.number().int().nonnegative(),
        value: z.bigint().positive(),
      }),
    )
    .optional(),
  broadcastUrl: z.url().optional(),
  esploraUrl: z.url().optional(),
  feeRate: z.number().positive().default(2),
  reject: z.union([z.boolean(), z.function()]).default(false),
  autoConnect: z.boolean().default(false),
})

const esploraUtxosSchema = z.array(
  z.object({
    txid: z.string().regex(/^[0-9a-f]{64}$/),
    vout: z.number().int().nonnegative(),
    value: z.number().int().nonnegative(),
    status: z.object({ confirmed: z.boolean() }),
  }),
)

const purposesSchema = z.array(z.enum(['payment', 'ordinals', 'stacks', 'starknet', 'spark'])).optional()

const approvalMethods = new Set([
  'wallet_connect',
  'wallet_requestPermissions',
  'getAccounts',
  'getAddresses',
  'signMessage',
  'signPsbt',
  'sendTransfer',
])

/**
 * Creates a sats-connect compatible Bitcoin provider over two dev keys from a fixed seed (native segwit
 * payment, taproot ordinals). `signMessage` answers ECDSA (BIP-137, header 39 + recovery id) for the
 * payment address and BIP-322 "simple" for the ordinals address, or whichever `protocol` asks for.
 */
export function createDevBitcoinProvider(
  parameters: CreateDevBitcoinProviderParameters = {},
): DevBitcoinProvider {
  const parsed = parametersSchema.safeParse(parameters)
  if (!parsed.success) throw new DevWalletOptionsError('Bitcoin', z.prettifyError(parsed.error))
  const options = parsed.data
  const { network } = options
  const networkParams = bitcoinNetworks[network]
  let keys = deriveBitcoinDevKeys(network, options.mnemonic, options.accountIndex)
  let ownKeys = [keys.payment, keys.ordinals]
  const esploraUrl = options.esploraUrl?.replace(/\/+$/, '')
  const broadcastUrl = esploraUrl ?? options.broadcastUrl
  let utxos: DevBitcoinUtxo[] = options.utxos ? [...options.utxos] : defaultUtxos(keys.payment.address)
  const sentTransactions: string[] = []
  let connected = options.autoConnect
  let reject = parameters.reject ?? false
  const listeners = new Map<DevBitcoinProviderEvent, Set<(event: unknown) => void>>()

  const emit = (event: DevBitcoinProviderEvent, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
  }
  const approve = (method: string) => {
    const rejected = typeof reject === 'function' ? reject(method) : reject && approvalMethods.has(method)
    if (rejected) throw new UserRejectedRequestError(method, satsConnectErrorCodes.userRejection)
  }
  const requireConnection = (method: string) => {
    if (!connected) throw new UnauthorizedWalletRequestError(method, satsConnectErrorCodes.accessDenied)
  }
  const describe = (key: BitcoinDevKey, purpose: 'payment' | 'ordinals'): SatsConnectAddress => ({
    address: key.address,
    publicKey: bytesToHex(key.publicKey),
    purpose,
    addressType: key.addressType,
    walletType: 'software',
  })
  const addressesFor = (purposes: readonly string[] | undefined) => {
    const wanted = purposes?.length ? purposes : ['payment', 'ordinals']
    const addresses: SatsConnectAddress[] = []
    if (wanted.includes('payment')) addresses.push(describe(keys.payment, 'payment'))
    if (wanted.includes('ordinals')) addresses.push(describe(keys.ordinals, 'ordinals'))
    return addresses
  }
  const networkInfo = () => ({
    bitcoin: { name: satsConnectNetworkNames[network] },
    stacks: { name: satsConnectNetworkNames[network] },
    spark: { name: satsConnectNetworkNames[network] },
  })
  const connect = (method: string) => {
    approve(method)
    if (!connected) {
      connected = true
      emit('accountChange', { type: 'accountChange', addresses: addressesFor(undefined) })
    }
  }
  const keyForAddress = (method: string, address: string) => {
    const key = ownKeys.find((candidate) => candidate.address === address)
    if (!key)
      throw invalidParams(
        method,
        `address: this wallet holds ${keys.payment.address} and ${keys.ordinals.address}`,
      )
    return key
  }

  const broadcast = async (transaction: Transaction) => {
    const rawHex = transaction.hex
    if (broadcastUrl) {
      const response = await fetch(`${broadcastUrl.replace(/\/+$/, '')}/tx`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: rawHex,
      })
      const answer = (await response.text()).trim()
      if (!response.ok)
        throw new WalletRpcError(satsConnectErrorCodes.internal, `Broadcast failed: ${answer.slice(0, 200)}`)
    }
    sentTransactions.push(rawHex)
    const txid = transaction.id
    const spent = new Set(
      Array.from({ length: transaction.inputsLength }, (_, index) => {
        const input = transaction.getInput(index)
        return `${input.txid ? hex.encode(input.txid) : ''}:${input.index}`
      }),
    )
    utxos = utxos.filter((utxo) => !spent.has(`${utxo.txid}:${utxo.vout}`))
    for (let vout = 0; vout < transaction.outputsLength; vout++) {
      const output = transaction.getOutput(vout)
      if (
        output.script &&
        output.amount !== undefined &&
        hex.encode(output.script) === hex.encode(keys.payment.script)
      )
        utxos.push({ txid, vout, value: output.amount })
    }
    return txid
  }

  /** The payment address's coins: from the Esplora API when the wallet has one, else its own list. */
  const currentUtxos = async (): Promise<(DevBitcoinUtxo & { confirmed?: boolean })[]> => {
    if (!esploraUrl) return utxos
    const response = await fetch(`${esploraUrl}/address/${keys.payment.address}/utxo`)
    if (!response.ok)
      throw new WalletRpcError(
        satsConnectErrorCodes.internal,
        `Could not read UTXOs: HTTP ${response.status}`,
      )
    const parsed = esploraUtxosSchema.safeParse(await response.json())
    if (!parsed.success)
      throw new WalletRpcError(
        satsConnectErrorCodes.internal,
        `Unexpected UTXO answer: ${z.prettifyError(parsed.error)}`,
      )
    return parsed.data.map((utxo) => ({
      txid: utxo.txid,
      vout: utxo.vout,
      value: BigInt(utxo.value),
      confirmed: utxo.status.confirmed,
    }))
  }

  const signMessage = (params: unknown) => {
    const { address, message, protocol } = parseParams(
      'signMessage',
      params,
      z.object({
        address: z.string(),
        message: z.string(),
        protocol: z.enum(['ECDSA', 'BIP322']).optional(),
      }),
    )
    const key = keyForAddress('signMessage', address)
    const chosen = protocol ?? (key.addressType === 'p2wpkh' ? 'ECDSA' : 'BIP322')
    if (chosen === 'ECDSA' && key.addressType !== 'p2wpkh')
      throw invalidParams(
        'signMessage',
        'protocol: ECDSA signing is only offered for the payment (p2wpkh) address',
      )
    approve('signMessage')
    const signature =
      chosen === 'ECDSA' ? signBitcoinMessageEcdsa(key.privateKey, message) : signBip322Simple(key, message)
    const messageHash =
      chosen === 'ECDSA' ? bitcoinMessageHash(message) : bip322MessageHash(utf8ToBytes(message))
    return { signature, messageHash: bytesToHex(messageHash), address, protocol: chosen }
  }

  const signPsbt = async (params: unknown) => {
    const request = parseParams(
      'signPsbt',
      params,
      z.object({
        psbt: z.string().min(1),
        signInputs: z.record(z.string(), z.array(z.number().int().nonnegative())).optional(),
        broadcast: z.boolean().optional(),
      }),
    )
    let transaction: Transaction
    try {
      transaction = Transaction.fromPSBT(base64.decode(request.psbt))
    } catch (cause) {
      throw invalidParams('signPsbt', `psbt: not a base64 PSBT (${String(cause)})`)
    }
    const plan: { key: BitcoinDevKey; index: number }[] = []
    if (request.signInputs) {
      for (const [address, indexes] of Object.entries(request.signInputs)) {
        const key = keyForAddress('signPsbt', address)
        for (const index of indexes) plan.push({ key, index })
      }
    } else {
      for (let index = 0; index < transaction.inputsLength; index++) {
        const script = transaction.getInput(index).witnessUtxo?.script
        const key = script && ownKeys.find((candidate) => hex.encode(candidate.script) === hex.encode(script))
        if (key) plan.push({ key, index })
      }
    }
    if (plan.length === 0) throw invalidParams('signPsbt', 'psbt: no input is spendable by this wallet')
    approve('signPsbt')
    for (const { key, index } of plan) {
      if (index >= transaction.inputsLength) throw invalidParams('signPsbt', `signInputs: no input ${index}`)
      if (key.addressType === 'p2tr' && !transaction.getInput(index).tapInternalKey)
        transaction.updateInput(index, { tapInternalKey: key.publicKey })
      try {
        transaction.signIdx(key.privateKey, index)
      } catch (cause) {
        throw invalidParams(
          'signPsbt',
          `input ${index}: ${cause instanceof Error ? cause.message : String(cause)}`,
        )
      }
    }
    if (!request.broadcast) return { psbt: base64.encode(transaction.toPSBT()) }
    transaction.finalize()
    const txid = await broadcast(transaction)
    return { psbt: base64.encode(transaction.toPSBT()), txid }
  }

  const sendTransfer = async (params: unknown) => {
    const { recipients } = parseParams(
      'sendTransfer',
      params,
      z.object({
        recipients: z
          .array(z.object({ address: z.string(), amount: z.number().int().positive() }))
          .min(1, 'give at least one recipient'),
      }),
    )
    const spendable = (await currentUtxos()).map((utxo) => ({
      txid: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: keys.payment.script, amount: utxo.value },
    }))
    let selection: ReturnType<typeof selectUTXO>
    try {
      selection = selectUTXO(
        spendable,
        recipients.map((recipient) => ({ address: recipient.address, amount: BigInt(recipient.amount) })),
        'default',
        {
          changeAddress: keys.payment.address,
          feePerByte: BigInt(Math.ceil(options.feeRate)),
          bip69: true,
          createTx: true,
          network: networkParams,
        },
      )
    } catch (cause) {
      throw invalidParams(
        'sendTransfer',
        `recipients: ${cause instanceof Error ? cause.message : String(cause)}`,
      )
    }
    if (!selection?.tx)
      throw invalidParams('sendTransfer', 'recipients: the wallet cannot cover these amounts and the fee')
    approve('sendTransfer')
    selection.tx.sign(keys.payment.privateKey)
    selection.tx.finalize()
    return { txid: await broadcast(selection.tx) }
  }

  async function handle(method: string, params: unknown): Promise<unknown> {
    switch (method) {
      case 'getInfo':
        // As Xverse answers: with a `platform` and a version past 1.4, sats-connect sends requests untranslated.
        return {
          version: '1.5.0',
          platform: 'web',
          methods: [...approvalMethods, 'getInfo', 'getBalance', 'wallet_getAccount', 'wallet_disconnect'],
          supports: [],
        }
      case 'wallet_connect':
      case 'wallet_requestPermissions': {
        const request = parseParams(method, params ?? {}, z.looseObject({ addresses: purposesSchema }))
        connect(method)
        if (method === 'wallet_requestPermissions') return true
        return {
          id: 'foyer-dev',
          addresses: addressesFor(request.addresses),
          walletType: 'software',
          network: networkInfo(),
        }
      }
      case 'getAccounts': {
        const request = parseParams(method, params ?? {}, z.looseObject({ purposes: purposesSchema }))
        connect(method)
        return addressesFor(request.purposes)
      }
      case 'getAddresses': {
        const request = parseParams(method, params ?? {}, z.looseObject({ purposes: purposesSchema }))
        connect(method)
        return { addresses: addressesFor(request.purposes), network: networkInfo() }
      }
      case 'wallet_getAccount':
        requireConnection(method)
        return {
          id: 'foyer-dev',
          addresses: addressesFor(undefined),
          walletType: 'software',
          network: networkInfo(),
        }
      case 'wallet_getNetwork':
        return networkInfo()
      case 'wallet_disconnect':
      case 'wallet_renouncePermissions':
        if (connected) {
          connected = false
          emit('disconnect', { type: 'disconnect' })
        }
        return null
      case 'getBalance': {
        requireConnection(method)
        const coins = await currentUtxos()
        const sum = (list: typeof coins) => list.reduce((total, utxo) => total + utxo.value, 0n)
        const confirmed = sum(coins.filter((utxo) => utxo.confirmed !== false))
        const total = sum(coins)
        return {
          confirmed: confirmed.toString(),
          unconfirmed: (total - confirmed).toString(),
          total: total.toString(),
        }
      }
      case 'signMessage':
        requireConnection(method)
        return signMessage(params)
      case 'signPsbt':
        requireConnection(method)
        return signPsbt(params)
      case 'sendTransfer':
        requireConnection(method)
        return sendTransfer(params)
      default:
        throw new UnsupportedWalletMethodError(method, satsConnectErrorCodes.methodNotFound)
    }
  }

  let nextId = 1
  return {
    isFoyerDev: true,
    network,
    get payment() {
      return keys.payment
    },
    get ordinals() {
      return keys.ordinals
    },
    switchAccount(index) {
      keys = deriveBitcoinDevKeys(network, options.mnemonic, index)
      ownKeys = [keys.payment, keys.ordinals]
      if (!options.esploraUrl) utxos = defaultUtxos(keys.payment.address)
      if (connected) emit('accountChange', { type: 'accountChange', addresses: addressesFor(undefined) })
    },
    sentTransactions,
    async request(method, params) {
      const id = `foyer-dev-${nextId++}`
      try {
        return { jsonrpc: '2.0', id, result: await handle(method, params) }
      } catch (error) {
        const rpcError =
          error instanceof WalletRpcError
            ? error
            : new WalletRpcError(
                satsConnectErrorCodes.internal,
                error instanceof Error ? error.message : String(error),
              )
        return { jsonrpc: '2.0', id, error: rpcError.toJSON() }
      }
    },
    addListener(event, listener) {
      const [name, callback] = typeof event === 'string' ? [event, listener] : [event.eventName, event.cb]
      if (!callback) throw new DevWalletOptionsError('Bitcoin', 'addListener needs a listener')
      const set = listeners.get(name) ?? new Set()
      listeners.set(name, set)
      set.add(callback)
      return () => {
        set.delete(callback)
      }
    },
    setReject(value) {
      reject = value
    },
  }
}

function invalidParams(method: string, details: string): WalletRpcError {
  return new InvalidWalletParamsError(method, details)
}

function parseParams<T extends z.ZodType>(method: string, params: unknown, schema: T): z.output<T> {
  const result = schema.safeParse(params)
  if (!result.success) throw invalidParams(method, z.prettifyError(result.error))
  return result.data
}

/** Two made-up coins for the payment address; their txids are hashes of the address, so they never collide. */
function defaultUtxos(address: string): DevBitcoinUtxo[] {
  return [50_000_000n, 25_000_000n].map((value, vout) => ({
    txid: bytesToHex(sha256(utf8ToBytes(`foyer-devnet/bitcoin/${address}/${vout}`))),
    vout,
    value,
  }))
}

import { sha256 } from '@noble/hashes/sha2.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { base58 } from '@scure/base'
import { type Address, getProgramDerivedAddress } from '@solana/kit'
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import { computeTransactionFee } from './computeTransactionFee.js'
import { deriveSolanaKeypair } from './deriveSolanaKeypair.js'
import {
  type DescribedTransactionError,
  describeNamedTransactionError,
  describeTransactionError,
  type TransactionErrorJson,
} from './describeTransactionError.js'
import type { SolanaCluster } from './solanaClusters.js'
import { encodeFeeTokenAccountData, encodeFeeTokenMintData, solanaFeeToken } from './solanaFeeToken.js'
import {
  SolanaRpcInvalidParamsError,
  SolanaSignatureVerificationError,
  SolanaTransactionSimulationFailedError,
} from './solanaRpcErrors.js'
import {
  associatedTokenProgramAddress,
  decodeMintData,
  decodeTokenAccountData,
  encodeMintData,
  encodeTokenAccountData,
  mintAccountSize,
  systemProgramAddress,
  token2022ProgramAddress,
  tokenAccountSize,
  tokenProgramAddress,
  tokenProgramAddresses,
  toUiTokenAmount,
  type UiTokenAmount,
} from './splToken.js'
import {
  buildTransferTransaction,
  decodeWireTransaction,
  verifyWireTransactionSignatures,
  type WireTransaction,
} from './wireTransaction.js'

export type TokenBalance = {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: UiTokenAmount
}

export type CompiledInnerInstruction = {
  programIdIndex: number
  accounts: number[]
  data: string
  stackHeight: number
}

export type LedgerTransaction = {
  signature: string
  slot: bigint
  blockTime: number
  wire: WireTransaction
  fee: bigint
  err: TransactionErrorJson | null
  logs: string[]
  computeUnitsConsumed: bigint
  innerInstructions: { index: number; instructions: CompiledInnerInstruction[] }[]
  preBalances: bigint[]
  postBalances: bigint[]
  preTokenBalances: TokenBalance[]
  postTokenBalances: TokenBalance[]
}

export type LedgerAccount = {
  address: string
  lamports: bigint
  owner: string
  executable: boolean
  data: Uint8Array
}

export type SimulationResult = {
  err: TransactionErrorJson | null
  logs: string[]
  unitsConsumed: bigint
  returnData: { programId: string; data: [string, 'base64'] } | null
  innerInstructions: LedgerTransaction['innerInstructions']
  postAccounts: Map<string, LedgerAccount>
}

export type FundedAccount = { address: string; lamports?: bigint; usdc?: bigint }

export type SolanaLedger = {
  cluster: SolanaCluster
  svm: LiteSVM
  usdcMint: string
  usdcDecimals: number
  slot(): bigint
  blockTime(): number
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: bigint }
  isBlockhashValid(blockhash: string): boolean
  /** Moves to the next slot with a fresh blockhash; the last 150 blockhashes stay valid. */
  advanceSlot(): void
  getAccount(address: string): LedgerAccount | null
  sendTransaction(bytes: Uint8Array, options: { skipPreflight: boolean }): string
  simulateTransaction(
    bytes: Uint8Array,
    options: { sigVerify: boolean; replaceRecentBlockhash: boolean },
  ): SimulationResult
  /** The fee the message would pay, or null when its blockhash has expired. */
  feeForMessage(messageBytes: Uint8Array): bigint | null
  airdrop(address: string, lamports: bigint): string
  getTransaction(signature: string): LedgerTransaction | undefined
  /** Newest first. */
  getSignaturesForAddress(address: string): LedgerTransaction[]
  transactionCount(): number
  /** Token accounts (SPL Token and Token-2022) owned by `owner`. */
  getTokenAccountsByOwner(owner: string, filter: { mint?: string; programId?: string }): LedgerAccount[]
  tokenBalanceOf(account: LedgerAccount): UiTokenAmount | null
  /** The decimals of a mint account; 0 when there is none. */
  decimalsOf(mint: string): number
}

const blockhashLifetimeInSlots = 150n
const faucetLamports = 1_000_000_000n * 1_000_000_000n
const usdcDecimals = 6
export const defaultFundedLamports = 1_000n * 1_000_000_000n
export const defaultFundedUsdc = 10_000n * 1_000_000n

/**
 * One Solana cluster's ledger: a LiteSVM instance plus what an RPC node keeps beside the bank (slots and
 * recent blockhashes, processed transactions with their balances, a per-account signature index).
 */
export async function createSolanaLedger(parameters: {
  cluster: SolanaCluster
  fundedAccounts: readonly FundedAccount[]
}): Promise<SolanaLedger> {
  const { cluster } = parameters
  // Blockhash validity is checked here against the recent-blockhash window, not only the latest hash.
  const svm = new LiteSVM().withBlockhashCheck(false)
  const faucet = deriveSolanaKeypair(`${cluster.name}/faucet`)
  const usdcMintAuthority = deriveSolanaKeypair('usdc-mint-authority')
  const usdcMint = cluster.usdcMint
  const transactions = new Map<string, LedgerTransaction>()
  const signaturesByAddress = new Map<string, LedgerTransaction[]>()
  const blockhashes = new Map<string, bigint>()
  let slot = svm.getClock().slot
  // Each cluster's blockhashes come from its genesis hash and slot (LiteSVM's own sequence is the same
  // on every instance), so a transaction signed for one cluster is not valid on another.
  let blockhash = ''

  function setAccount(address: string, account: Omit<LedgerAccount, 'address'>) {
    svm.setAccount({
      address: address as Address,
      lamports: account.lamports,
      programAddress: account.owner as Address,
      executable: account.executable,
      data: account.data,
      space: BigInt(account.data.length),
    } as unknown as Parameters<LiteSVM['setAccount']>[0])
  }

  function getAccount(address: string): LedgerAccount | null {
    const account = svm.getAccount(address as Address as never)
    if (!account.exists) return null
    return {
      address,
      lamports: BigInt(account.lamports),
      owner: account.programAddress,
      executable: account.executable,
      data: account.data as Uint8Array,
    }
  }

  function advanceSlot() {
    slot += 1n
    svm.warpToSlot(slot)
    const clock = svm.getClock()
    clock.unixTimestamp = BigInt(Math.floor(Date.now() / 1000))
    svm.setClock(clock)
    svm.expireBlockhash()
    blockhash = base58.encode(sha256(utf8ToBytes(`${cluster.genesisHash}/${slot}`)))
    blockhashes.set(blockhash, slot + blockhashLifetimeInSlots)
    for (const [hash, lastValidBlockHeight] of blockhashes) {
      if (lastValidBlockHeight < slot) blockhashes.delete(hash)
    }
  }

  function isBlockhashValid(hash: string) {
    const lastValidBlockHeight = blockhashes.get(hash)
    return lastValidBlockHeight !== undefined && lastValidBlockHeight >= slot
  }

  function decimalsOf(mint: string): number {
    const account = getAccount(mint)
    return account ? (decodeMintData(account.data)?.decimals ?? 0) : 0
  }

  function tokenBalanceOf(account: LedgerAccount): UiTokenAmount | null {
    if (!tokenProgramAddresses.includes(account.owner)) return null
    const token = decodeTokenAccountData(account.data)
    return token ? toUiTokenAmount(token.amount, decimalsOf(token.mint)) : null
  }

  function snapshotBalances(addresses: readonly string[]) {
    const lamports: bigint[] = []
    const tokens: TokenBalance[] = []
    addresses.forEach((address, accountIndex) => {
      const account = getAccount(address)
      lamports.push(account?.lamports ?? 0n)
      if (!account || !tokenProgramAddresses.includes(account.owner)) return
      const token = decodeTokenAccountData(account.data)
      if (!token) return
      tokens.push({
        accountIndex,
        mint: token.mint,
        owner: token.owner,
        programId: account.owner,
        uiTokenAmount: toUiTokenAmount(token.amount, decimalsOf(token.mint)),
      })
    })
    return { lamports, tokens }
  }

  function decode(bytes: Uint8Array): WireTransaction {
    try {
      return decodeWireTransaction(bytes)
    } catch (error) {
      throw new SolanaRpcInvalidParamsError(
        `invalid transaction: failed to deserialize VersionedTransaction: ${(error as Error).message}`,
      )
    }
  }

  function usesDurableNonce(wire: WireTransaction): boolean {
    const first = wire.message.instructions[0]
    if (!first || wire.message.staticAccounts[first.programAddressIndex] !== systemProgramAddress)
      return false
    // System Program instruction 4 is AdvanceNonceAccount: the lifetime is a nonce, not a recent blockhash.
    const data = Uint8Array.from(first.data ?? [])
    return data.length >= 4 && new DataView(data.buffer).getUint32(0, true) === 4
  }

  function simulate(wire: WireTransaction, sigVerify: boolean): SimulationResult {
    svm.withSigverify(sigVerify)
    try {
      const result = svm.simulateTransaction(
        wire.transaction as unknown as Parameters<LiteSVM['simulateTransaction']>[0],
      )
      if (result instanceof FailedTransactionMetadata) {
        return {
          ...metaFields(result.meta()),
          err: describeTransactionError(result.err()).json,
          postAccounts: new Map(),
        }
      }
      const postAccounts = new Map<string, LedgerAccount>()
      for (const account of result.postAccounts()) {
        postAccounts.set(account.address, {
          address: account.address,
          lamports: BigInt(account.lamports),
          owner: account.programAddress,
          executable: account.executable,
          data: account.data as Uint8Array,
        })
      }
      return { ...metaFields(result.meta()), err: null, postAccounts }
    } finally {
      svm.withSigverify(true)
    }
  }

  function preflight(wire: WireTransaction) {
    const failure = (described: DescribedTransactionError, simulation?: SimulationResult) =>
      new SolanaTransactionSimulationFailedError(described.message, {
        accounts: null,
        err: described.json,
        innerInstructions: null,
        logs: simulation?.logs ?? [],
        replacementBlockhash: null,
        returnData: simulation?.returnData ?? null,
        unitsConsumed: simulation?.unitsConsumed ?? 0n,
      })
    if (transactions.has(wire.signature)) throw failure(describeNamedTransactionError('AlreadyProcessed'))
    if (!usesDurableNonce(wire) && !isBlockhashValid(wire.recentBlockhash))
      throw failure(describeNamedTransactionError('BlockhashNotFound'))
    const result = svm.simulateTransaction(
      wire.transaction as unknown as Parameters<LiteSVM['simulateTransaction']>[0],
    )
    if (result instanceof FailedTransactionMetadata) {
      throw failure(describeTransactionError(result.err()), {
        ...metaFields(result.meta()),
        err: null,
        postAccounts: new Map(),
      })
    }
  }

  function sendTransaction(bytes: Uint8Array, options: { skipPreflight: boolean }): string {
    const wire = decode(bytes)
    if (!verifyWireTransactionSignatures(wire)) throw new SolanaSignatureVerificationError()
    if (!options.skipPreflight) preflight(wire)
    // Without preflight a stale or duplicate transaction is accepted and then dropped, as a leader drops it.
    if (transactions.has(wire.signature)) return wire.signature
    if (!usesDurableNonce(wire) && !isBlockhashValid(wire.recentBlockhash)) return wire.signature
    const accounts = wire.message.staticAccounts
    const before = snapshotBalances(accounts)
    const result = svm.sendTransaction(
      wire.transaction as unknown as Parameters<LiteSVM['sendTransaction']>[0],
    )
    const failed = result instanceof FailedTransactionMetadata
    const described = failed ? describeTransactionError(result.err()) : null
    if (described && !described.lands) return wire.signature
    const after = snapshotBalances(accounts)
    const meta = metaFields(failed ? result.meta() : result)
    const record: LedgerTransaction = {
      signature: wire.signature,
      slot,
      blockTime: Number(svm.getClock().unixTimestamp),
      wire,
      fee: computeTransactionFee(wire.message),
      err: described?.json ?? null,
      logs: meta.logs,
      computeUnitsConsumed: meta.unitsConsumed,
      innerInstructions: meta.innerInstructions,
      preBalances: before.lamports,
      postBalances: after.lamports,
      preTokenBalances: before.tokens,
      postTokenBalances: after.tokens,
    }
    transactions.set(record.signature, record)
    const involved = new Set<string>(accounts)
    for (const token of [...before.tokens, ...after.tokens]) involved.add(token.owner)
    for (const address of involved) {
      const list = signaturesByAddress.get(address) ?? []
      list.push(record)
      signaturesByAddress.set(address, list)
    }
    advanceSlot()
    return record.signature
  }

  function simulateTransaction(
    bytes: Uint8Array,
    options: { sigVerify: boolean; replaceRecentBlockhash: boolean },
  ): SimulationResult {
    const wire = decode(bytes)
    if (options.sigVerify && !verifyWireTransactionSignatures(wire))
      throw new SolanaSignatureVerificationError()
    const blockhashOk =
      options.replaceRecentBlockhash || usesDurableNonce(wire) || isBlockhashValid(wire.recentBlockhash)
    if (!blockhashOk) {
      return {
        err: 'BlockhashNotFound',
        logs: [],
        unitsConsumed: 0n,
        returnData: null,
        innerInstructions: [],
        postAccounts: new Map(),
      }
    }
    return simulate(wire, options.sigVerify)
  }

  function feeForMessage(messageBytes: Uint8Array): bigint | null {
    const signatureCount =
      messageBytes[0] !== undefined && messageBytes[0] & 0x80 ? messageBytes[1] : messageBytes[0]
    // A zero-signature envelope around the message lets the transaction decoder read it.
    const envelope = new Uint8Array(1 + 64 * (signatureCount ?? 0) + messageBytes.length)
    envelope[0] = signatureCount ?? 0
    envelope.set(messageBytes, 1 + 64 * (signatureCount ?? 0))
    const wire = decode(envelope)
    if (!usesDurableNonce(wire) && !isBlockhashValid(wire.recentBlockhash)) return null
    return computeTransactionFee(wire.message)
  }

  function airdrop(address: string, lamports: bigint): string {
    const bytes = buildTransferTransaction({
      from: faucet,
      to: address,
      lamports,
      recentBlockhash: blockhash,
    })
    return sendTransaction(bytes, { skipPreflight: false })
  }

  function getTokenAccountsByOwner(owner: string, filter: { mint?: string; programId?: string }) {
    const programs = filter.programId ? [filter.programId] : tokenProgramAddresses
    const found: LedgerAccount[] = []
    for (const program of programs) {
      for (const account of svm.getProgramAccounts(program as Address as never)) {
        const token = decodeTokenAccountData(account.data as Uint8Array)
        if (!token || token.owner !== owner) continue
        if (filter.mint && token.mint !== filter.mint) continue
        found.push({
          address: account.address,
          lamports: BigInt(account.lamports),
          owner: program,
          executable: account.executable,
          data: account.data as Uint8Array,
        })
      }
    }
    return found
  }

  // Genesis: the faucet, the test USDC mint, and SOL plus a USDC token account for each funded account.
  setAccount(faucet.address, {
    lamports: faucetLamports,
    owner: systemProgramAddress,
    executable: false,
    data: new Uint8Array(),
  })
  let usdcSupply = 0n
  for (const funded of parameters.fundedAccounts) {
    const existing = getAccount(funded.address)
    setAccount(funded.address, {
      lamports: (existing?.lamports ?? 0n) + (funded.lamports ?? defaultFundedLamports),
      owner: existing?.owner ?? systemProgramAddress,
      executable: existing?.executable ?? false,
      data: existing?.data ?? new Uint8Array(),
    })
    const usdc = funded.usdc ?? defaultFundedUsdc
    if (usdc === 0n) continue
    const [tokenAccount] = await getProgramDerivedAddress({
      programAddress: associatedTokenProgramAddress as Address,
      seeds: [base58.decode(funded.address), base58.decode(tokenProgramAddress), base58.decode(usdcMint)],
    })
    const previous = getAccount(tokenAccount)
    const previousAmount = previous ? (decodeTokenAccountData(previous.data)?.amount ?? 0n) : 0n
    setAccount(tokenAccount, {
      lamports: svm.minimumBalanceForRentExemption(BigInt(tokenAccountSize)),
      owner: tokenProgramAddress,
      executable: false,
      data: encodeTokenAccountData({ mint: usdcMint, owner: funded.address, amount: previousAmount + usdc }),
    })
    usdcSupply += usdc
  }
  const [feeTokenAccount] = await getProgramDerivedAddress({
    programAddress: associatedTokenProgramAddress as Address,
    seeds: [
      base58.decode(solanaFeeToken.genesisHolder),
      base58.decode(token2022ProgramAddress),
      base58.decode(solanaFeeToken.mint),
    ],
  })
  const feeTokenAccountData = encodeFeeTokenAccountData(
    solanaFeeToken.genesisHolder,
    solanaFeeToken.genesisAmount,
  )
  setAccount(feeTokenAccount, {
    lamports: svm.minimumBalanceForRentExemption(BigInt(feeTokenAccountData.length)),
    owner: token2022ProgramAddress,
    executable: false,
    data: feeTokenAccountData,
  })
  const feeTokenMintData = encodeFeeTokenMintData(solanaFeeToken.genesisAmount)
  setAccount(solanaFeeToken.mint, {
    lamports: svm.minimumBalanceForRentExemption(BigInt(feeTokenMintData.length)),
    owner: token2022ProgramAddress,
    executable: false,
    data: feeTokenMintData,
  })
  setAccount(usdcMint, {
    lamports: svm.minimumBalanceForRentExemption(BigInt(mintAccountSize)),
    owner: tokenProgramAddress,
    executable: false,
    data: encodeMintData({
      mintAuthority: usdcMintAuthority.address,
      supply: usdcSupply,
      decimals: usdcDecimals,
      freezeAuthority: null,
    }),
  })
  advanceSlot()

  return {
    cluster,
    svm,
    usdcMint,
    usdcDecimals,
    slot: () => slot,
    blockTime: () => Number(svm.getClock().unixTimestamp),
    latestBlockhash: () => ({
      blockhash,
      lastValidBlockHeight: blockhashes.get(blockhash) ?? slot + blockhashLifetimeInSlots,
    }),
    isBlockhashValid,
    advanceSlot,
    getAccount,
    sendTransaction,
    simulateTransaction,
    feeForMessage,
    airdrop,
    getTransaction: (signature) => transactions.get(signature),
    getSignaturesForAddress: (address) => [...(signaturesByAddress.get(address) ?? [])].reverse(),
    transactionCount: () => transactions.size,
    getTokenAccountsByOwner,
    tokenBalanceOf,
    decimalsOf,
  }
}

function metaFields(meta: TransactionMetadata) {
  const returnData = meta.returnData()
  const returnBytes = returnData.data()
  return {
    logs: meta.logs(),
    unitsConsumed: meta.computeUnitsConsumed(),
    returnData:
      returnBytes.length > 0
        ? {
            programId: base58.encode(returnData.programId()),
            data: [Buffer.from(returnBytes).toString('base64'), 'base64'] as [string, 'base64'],
          }
        : null,
    innerInstructions: meta
      .innerInstructions()
      .map((instructions, index) => ({
        index,
        instructions: instructions.map((inner) => {
          const compiled = inner.instruction()
          return {
            programIdIndex: compiled.programIdIndex(),
            accounts: [...compiled.accounts()],
            data: base58.encode(compiled.data()),
            stackHeight: inner.stackHeight(),
          }
        }),
      }))
      .filter((entry) => entry.instructions.length > 0),
  }
}

import { createServer } from 'node:net'
import { base58 } from '@scure/base'
import {
  AccountRole,
  type AccountSignerMeta,
  type Address,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  isSolanaError,
  lamports,
  pipe,
  type Rpc,
  type Signature,
  type SolanaRpcApi,
  setTransactionMessageFeePayer,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type TransactionSigner,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solanaDevAccounts } from './solanaDevAccounts.js'
import { solanaFeeToken, solanaFeeTokenFee } from './solanaFeeToken.js'
import { type StartSolanaRpcReturnType, startSolanaRpc } from './startSolanaRpc.js'

const systemProgram = address('11111111111111111111111111111111')
const tokenProgram = address('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
const token2022Program = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')

let devnet: StartSolanaRpcReturnType
type SolanaClient = Rpc<SolanaRpcApi>
let rpc: SolanaClient
let startMs = 0

beforeAll(async () => {
  const started = performance.now()
  devnet = await startSolanaRpc()
  startMs = performance.now() - started
  console.info(`[solana devnet] start (3 clusters, mints, 10 funded accounts): ${startMs.toFixed(0)} ms`)
  rpc = client(devnet.url)
})

afterAll(async () => {
  await devnet?.stop()
})

/** A kit RPC client with the test-cluster API (requestAirdrop included). */
function client(url: string): SolanaClient {
  return createSolanaRpc(url) as SolanaClient
}

function transferInstruction(from: TransactionSigner, to: Address, amount: bigint): Instruction {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true)
  view.setBigUint64(4, amount, true)
  return {
    programAddress: systemProgram,
    accounts: [
      { address: from.address, role: AccountRole.WRITABLE_SIGNER, signer: from } as AccountSignerMeta,
      { address: to, role: AccountRole.WRITABLE },
    ],
    data,
  }
}

async function signedTransaction(
  solana: SolanaClient,
  payer: TransactionSigner,
  instructions: Instruction[],
) {
  const { value: lifetime } = await solana.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(payer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  )
  return signTransactionMessageWithSigners(message)
}

async function unsignedMessage(solana: SolanaClient, payer: TransactionSigner, to: Address) {
  const { value: lifetime } = await solana.getLatestBlockhash().send()
  return pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayer(payer.address, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
    (draft) => appendTransactionMessageInstructions([transferInstruction(payer, to, 1_000_000n)], draft),
  )
}

async function waitForConfirmation(solana: SolanaClient, signature: Signature) {
  const deadline = Date.now() + 5_000
  while (Date.now() < deadline) {
    const { value } = await solana.getSignatureStatuses([signature]).send()
    const status = value[0]
    if (status && (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized')) {
      return status
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`transaction ${signature} was not confirmed within 5 s`)
}

async function postRaw(body: string, url = devnet.url): Promise<unknown> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
  expect(response.status).toBe(200)
  return response.json()
}

describe('startSolanaRpc', () => {
  it('starts quickly and answers getHealth, getVersion and the clusters’ genesis hashes', async () => {
    expect(startMs).toBeLessThan(2_000)
    expect(await rpc.getHealth().send()).toBe('ok')
    expect((await rpc.getVersion().send())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
    expect(await rpc.getGenesisHash().send()).toBe('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d')
    expect(devnet.clusters.mainnet.caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    for (const cluster of Object.values(devnet.clusters)) {
      const genesisHash = await client(cluster.url).getGenesisHash().send()
      expect(genesisHash).toBe(cluster.genesisHash)
      expect(cluster.caipNetworkId).toBe(`solana:${genesisHash.slice(0, 32)}`)
    }
    expect(devnet.clusters.devnet.caipNetworkId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    expect(devnet.clusters.testnet.caipNetworkId).toBe('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')
    expect(devnet.clusters.mainnet.deprecatedCaipNetworkId).toBe('solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')
  })

  it('funds the dev accounts with SOL and test USDC, visible through getTokenAccountsByOwner', async () => {
    const owner = address(solanaDevAccounts[3]?.address ?? '')
    expect((await rpc.getBalance(owner).send()).value).toBe(1_000_000_000_000n)
    const mint = address(devnet.clusters.mainnet.usdcMint)
    const { value } = await rpc.getTokenAccountsByOwner(owner, { mint }, { encoding: 'jsonParsed' }).send()
    expect(value).toHaveLength(1)
    const info = value[0]?.account.data.parsed.info
    expect(info?.mint).toBe(mint)
    expect(info?.owner).toBe(owner)
    expect(info?.tokenAmount).toEqual({
      amount: '10000000000',
      decimals: 6,
      uiAmount: 10000,
      uiAmountString: '10000',
    })
    const byProgram = await rpc
      .getTokenAccountsByOwner(owner, { programId: tokenProgram }, { encoding: 'base64' })
      .send()
    expect(byProgram.value.map((entry) => entry.pubkey)).toEqual(value.map((entry) => entry.pubkey))
    const pubkey = value[0]?.pubkey ?? address(systemProgram)
    expect((await rpc.getTokenAccountBalance(pubkey).send()).value.uiAmountString).toBe('10000')
    const mintInfo = await rpc.getAccountInfo(mint, { encoding: 'jsonParsed' }).send()
    expect(mintInfo.value?.data).toMatchObject({
      program: 'spl-token',
      parsed: { type: 'mint', info: { decimals: 6 } },
    })
  })

  it('gives dev account 3 the Token-2022 fee token: a Token-2022 account of 1,000 FEE, a mint of 6 decimals', async () => {
    const owner = address(solanaFeeToken.genesisHolder)
    expect(owner).toBe(solanaDevAccounts[3]?.address)
    const { value } = await rpc
      .getTokenAccountsByOwner(owner, { programId: address(token2022Program) }, { encoding: 'jsonParsed' })
      .send()
    expect(value.map((entry) => entry.account.data.parsed.info.mint)).toEqual([solanaFeeToken.mint])
    expect(value[0]?.account.data.parsed.info.tokenAmount.amount).toBe('1000000000')
    expect(value[0]?.account.owner).toBe(token2022Program)
    const mintInfo = await rpc.getAccountInfo(address(solanaFeeToken.mint), { encoding: 'jsonParsed' }).send()
    expect(mintInfo.value?.data).toMatchObject({
      program: 'spl-token-2022',
      parsed: { type: 'mint', info: { decimals: 6, supply: '1000000000', isInitialized: true } },
    })
    const other = address(solanaDevAccounts[4]?.address ?? '')
    const none = await rpc
      .getTokenAccountsByOwner(other, { programId: address(token2022Program) }, { encoding: 'jsonParsed' })
      .send()
    expect(none.value).toEqual([])
    expect([
      solanaFeeTokenFee(10_000_000n),
      solanaFeeTokenFee(1_000_000_000n),
      solanaFeeTokenFee(1n),
    ]).toEqual([100_000n, 5_000_000n, 1n])
  })

  it('airdrops with requestAirdrop, then getBalance shows it', async () => {
    const recipient = await generateKeyPairSigner()
    expect((await rpc.getBalance(recipient.address).send()).value).toBe(0n)
    const signature = await rpc.requestAirdrop(recipient.address, lamports(2_000_000_000n)).send()
    await waitForConfirmation(rpc, signature)
    expect((await rpc.getBalance(recipient.address).send()).value).toBe(2_000_000_000n)
    const other = await generateKeyPairSigner()
    devnet.airdrop(other.address, 3_000_000n, 'devnet')
    expect((await client(devnet.clusters.devnet.url).getBalance(other.address).send()).value).toBe(3_000_000n)
    expect((await rpc.getBalance(other.address).send()).value).toBe(0n)
  })

  it('runs a SOL transfer signed with @solana/kit: send base64, confirm, balances, history', async () => {
    const sender = await createKeyPairSignerFromBytes(solanaDevAccounts[0]?.keypairBytes ?? new Uint8Array())
    const recipient = await generateKeyPairSigner()
    const amount = 500_000_000n
    const senderBefore = (await rpc.getBalance(sender.address).send()).value

    const started = performance.now()
    const transaction = await signedTransaction(rpc, sender, [
      transferInstruction(sender, recipient.address, amount),
    ])
    const signature = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
      .send()
    expect(signature).toBe(getSignatureFromTransaction(transaction))
    const status = await waitForConfirmation(rpc, signature)
    const roundTripMs = performance.now() - started
    console.info(
      `[solana devnet] transfer round trip (blockhash, sign, send, confirm): ${roundTripMs.toFixed(0)} ms`,
    )
    expect(status.err).toBeNull()

    const record = await rpc
      .getTransaction(signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send()
    expect(record).not.toBeNull()
    const fee = record?.meta?.fee ?? -1n
    expect(fee).toBe(5000n)
    const senderAfter = (await rpc.getBalance(sender.address).send()).value
    expect(senderBefore - senderAfter).toBe(amount + fee)
    expect((await rpc.getBalance(recipient.address).send()).value).toBe(amount)

    expect(record?.slot).toBe(status.slot)
    expect(typeof record?.blockTime).toBe('bigint')
    expect(record?.meta?.err).toBeNull()
    expect(record?.transaction.message.accountKeys).toEqual([
      sender.address,
      recipient.address,
      systemProgram,
    ])
    expect(record?.meta?.preBalances.slice(0, 2)).toEqual([senderBefore, 0n])
    expect(record?.meta?.postBalances.slice(0, 2)).toEqual([senderAfter, amount])
    expect(Number(record?.version)).toBe(0)

    for (const account of [sender.address, recipient.address]) {
      const history = await rpc.getSignaturesForAddress(account, { limit: 10 }).send()
      expect(history[0]).toMatchObject({ signature, err: null, slot: status.slot })
    }
  })

  it('transfers test USDC through the real SPL Token program', async () => {
    const sender = await createKeyPairSignerFromBytes(solanaDevAccounts[1]?.keypairBytes ?? new Uint8Array())
    const receiver = address(solanaDevAccounts[2]?.address ?? '')
    const mint = address(devnet.clusters.mainnet.usdcMint)
    const accountOf = async (owner: Address) =>
      (await rpc.getTokenAccountsByOwner(owner, { mint }, { encoding: 'base64' }).send()).value[0]?.pubkey ??
      address(systemProgram)
    const source = await accountOf(sender.address)
    const destination = await accountOf(receiver)
    const data = new Uint8Array(10)
    data[0] = 12 // TransferChecked
    new DataView(data.buffer).setBigUint64(1, 1_500_000n, true)
    data[9] = 6
    const instruction: Instruction = {
      programAddress: tokenProgram,
      accounts: [
        { address: source, role: AccountRole.WRITABLE },
        { address: mint, role: AccountRole.READONLY },
        { address: destination, role: AccountRole.WRITABLE },
        { address: sender.address, role: AccountRole.READONLY_SIGNER, signer: sender } as AccountSignerMeta,
      ],
      data,
    }
    const transaction = await signedTransaction(rpc, sender, [instruction])
    const signature = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
      .send()
    await waitForConfirmation(rpc, signature)
    expect((await rpc.getTokenAccountBalance(source).send()).value.uiAmountString).toBe('9998.5')
    expect((await rpc.getTokenAccountBalance(destination).send()).value.uiAmountString).toBe('10001.5')
    const parsed = await rpc
      .getTransaction(signature, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 })
      .send()
    expect(parsed?.meta?.postTokenBalances?.map((balance) => balance.uiTokenAmount.uiAmountString)).toEqual([
      '9998.5',
      '10001.5',
    ])
    expect(parsed?.transaction.message.instructions[0]).toMatchObject({
      program: 'spl-token',
      parsed: { type: 'transferChecked', info: { source, destination, mint } },
    })
    const history = await rpc.getSignaturesForAddress(receiver, { limit: 1 }).send()
    expect(history[0]?.signature).toBe(signature)
  })

  it('rejects a failing transaction at preflight and records it when preflight is skipped', async () => {
    const poor = await generateKeyPairSigner()
    await waitForConfirmation(rpc, await rpc.requestAirdrop(poor.address, lamports(10_000_000n)).send())
    const recipient = await generateKeyPairSigner()
    const tooMuch = await signedTransaction(rpc, poor, [
      transferInstruction(poor, recipient.address, 50_000_000n),
    ])
    const wire = getBase64EncodedWireTransaction(tooMuch)
    const failure = await rpc
      .sendTransaction(wire, { encoding: 'base64' })
      .send()
      .catch((error: unknown) => error)
    expect(isSolanaError(failure)).toBe(true)
    expect((failure as { context: { __code: number } }).context.__code).toBe(-32002)
    expect((await rpc.getBalance(poor.address).send()).value).toBe(10_000_000n)

    const signature = await rpc.sendTransaction(wire, { encoding: 'base64', skipPreflight: true }).send()
    const status = await waitForConfirmation(rpc, signature)
    expect(status.err).toEqual({ InstructionError: [0n, { Custom: 1n }] })
    expect((await rpc.getBalance(poor.address).send()).value).toBe(10_000_000n - 5000n)
  })

  it('keeps clusters apart: a mainnet blockhash is not valid on devnet', async () => {
    const devnetRpc = client(devnet.clusters.devnet.url)
    const sender = await createKeyPairSignerFromBytes(solanaDevAccounts[4]?.keypairBytes ?? new Uint8Array())
    const recipient = (await generateKeyPairSigner()).address
    const mainnetSigned = await signedTransaction(rpc, sender, [
      transferInstruction(sender, recipient, 1_000_000n),
    ])
    const lifetime = mainnetSigned.lifetimeConstraint
    const blockhash = 'blockhash' in lifetime ? lifetime.blockhash : ('' as never)
    expect((await devnetRpc.isBlockhashValid(blockhash).send()).value).toBe(false)
    expect((await rpc.isBlockhashValid(blockhash).send()).value).toBe(true)
    const failure = await devnetRpc
      .sendTransaction(getBase64EncodedWireTransaction(mainnetSigned), { encoding: 'base64' })
      .send()
      .catch((error: unknown) => error)
    expect((failure as { context: { __code: number } }).context.__code).toBe(-32002)
    expect(String(((failure as Error).cause as Error).message)).toBe('Blockhash not found')
  })

  it('answers batches, and the right JSON-RPC errors for bad requests', async () => {
    const batch = (await postRaw(
      JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'getHealth' },
        { jsonrpc: '2.0', id: 2, method: 'getBalance', params: [solanaDevAccounts[5]?.address] },
        { jsonrpc: '2.0', id: 3, method: 'noSuchMethod' },
      ]),
    )) as { id: number; result?: unknown; error?: { code: number } }[]
    expect(batch.map((response) => response.id)).toEqual([1, 2, 3])
    expect(batch[0]?.result).toBe('ok')
    expect(batch[1]?.result).toMatchObject({ value: 1_000_000_000_000 })
    expect(batch[2]?.error?.code).toBe(-32601)

    const errorCode = async (body: string) =>
      ((await postRaw(body)) as { error: { code: number } }).error.code
    expect(await errorCode('{"jsonrpc":"2.0","id":1,"method":')).toBe(-32700)
    expect(await errorCode('{"jsonrpc":"2.0","id":1,"method":"getSlotz"}')).toBe(-32601)
    expect(
      await errorCode('{"jsonrpc":"2.0","id":1,"method":"getBalance","params":["not-an-address"]}'),
    ).toBe(-32602)
    expect(await errorCode('{"jsonrpc":"2.0","id":1,"method":"getBalance"}')).toBe(-32602)
    expect(await errorCode('{"jsonrpc":"2.0","id":1,"method":"getAccountInfo","params":[42]}')).toBe(-32602)
    expect(await errorCode('{"jsonrpc":"2.0","id":1,"method":"getBalance","params":{"pubkey":"x"}}')).toBe(
      -32602,
    )
    expect(
      await errorCode(
        `{"jsonrpc":"2.0","id":1,"method":"requestAirdrop","params":["${solanaDevAccounts[5]?.address}",18446744073709551616]}`,
      ),
    ).toBe(-32602)
    expect(await errorCode('{"id":1,"method":"getHealth"}')).toBe(-32600)
    expect(await errorCode('[]')).toBe(-32600)

    const badParams = (await postRaw(
      '{"jsonrpc":"2.0","id":"a","method":"getBalance","params":["not-an-address"]}',
    )) as { id: string; error: { message: string } }
    expect(badParams).toMatchObject({ id: 'a', error: { message: 'Invalid param: Invalid' } })

    const versioned = await rpc.getSignaturesForAddress(address(solanaDevAccounts[0]?.address ?? '')).send()
    const legacyClient = (await postRaw(
      JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'getTransaction', params: [versioned[0]?.signature] }),
    )) as { error: { code: number } }
    expect(legacyClient.error.code).toBe(-32015)

    const preflight = await fetch(devnet.url, { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('answers the other methods the adapter uses', async () => {
    const owner = address(solanaDevAccounts[6]?.address ?? '')
    const slot = await rpc.getSlot().send()
    expect(await rpc.getBlockHeight().send()).toBeGreaterThanOrEqual(slot)
    const epoch = await rpc.getEpochInfo().send()
    expect(epoch.absoluteSlot).toBeGreaterThanOrEqual(slot)
    expect(await rpc.getMinimumBalanceForRentExemption(0n).send()).toBe(890_880n)
    const accounts = await rpc.getMultipleAccounts([owner, systemProgram], { encoding: 'base64' }).send()
    expect(accounts.value[0]?.lamports).toBe(1_000_000_000_000n)
    expect(accounts.value[1]?.executable).toBe(true)
    const info = await rpc.getAccountInfo(owner, { encoding: 'base58' }).send()
    expect(info.value?.data).toEqual(['', 'base58'])
    const missing = await rpc.getAccountInfo((await generateKeyPairSigner()).address).send()
    expect(missing.value).toBeNull()

    const sender = await createKeyPairSignerFromBytes(solanaDevAccounts[6]?.keypairBytes ?? new Uint8Array())
    const recipient = (await generateKeyPairSigner()).address
    const transaction = await signedTransaction(rpc, sender, [
      transferInstruction(sender, recipient, 1_000_000n),
    ])
    const wire = getBase64EncodedWireTransaction(transaction)
    const simulation = await rpc.simulateTransaction(wire, { encoding: 'base64', sigVerify: true }).send()
    expect(simulation.value.err).toBeNull()
    expect(simulation.value.logs?.[0]).toContain('11111111111111111111111111111111 invoke')
    const unsigned = getBase64EncodedWireTransaction(
      compileTransaction(await unsignedMessage(rpc, sender, recipient)),
    )
    const unsignedSimulation = await rpc
      .simulateTransaction(unsigned, { encoding: 'base64', replaceRecentBlockhash: true })
      .send()
    expect(unsignedSimulation.value.err).toBeNull()
    expect(unsignedSimulation.value.replacementBlockhash?.blockhash).toBeTypeOf('string')
    const messageBase64 = Buffer.from(wire, 'base64').subarray(65).toString('base64')
    const fee = await rpc.getFeeForMessage(messageBase64 as Parameters<typeof rpc.getFeeForMessage>[0]).send()
    expect(fee.value).toBe(5000n)
    expect((await rpc.getBalance(owner).send()).value).toBe(1_000_000_000_000n)
    const status = await rpc.getSignatureStatuses([getSignatureFromTransaction(transaction)]).send()
    expect(status.value[0]).toBeNull()

    // Default wire encoding is base58, as on a real node.
    const sent = (await postRaw(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [base58.encode(Buffer.from(wire, 'base64'))],
      }),
    )) as { result: string }
    expect(sent.result).toBe(getSignatureFromTransaction(transaction))
    await waitForConfirmation(rpc, sent.result as Signature)
  })

  it('keeps every digit of u64 amounts above 2^53', async () => {
    const whale = (await generateKeyPairSigner()).address
    const amount = 9_007_199_254_740_993n
    const airdrop = (await postRaw(
      `{"jsonrpc":"2.0","id":1,"method":"requestAirdrop","params":["${whale}",${amount}]}`,
    )) as { result: Signature }
    await waitForConfirmation(rpc, airdrop.result)
    expect((await rpc.getBalance(whale).send()).value).toBe(amount)
  })

  it('frees its port on stop()', async () => {
    const other = await startSolanaRpc({ slotIntervalMs: 0 })
    const port = Number(new URL(other.url).port)
    expect(await client(other.url).getHealth().send()).toBe('ok')
    await other.stop()
    await new Promise<void>((resolve, reject) => {
      const probe = createServer()
      probe.once('error', reject)
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()))
    })
  })
})

import { HistoryResponseSchema } from '@foyer/core/schemas'
import {
  deriveSolanaKeypair,
  type SolanaClusterName,
  type StartSolanaRpcReturnType,
  solanaDevAccounts,
  startSolanaRpc,
} from '@foyer/devnet'
import {
  AccountRole,
  type AccountSignerMeta,
  type Address,
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  type Instruction,
  pipe,
  type Signature,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type TransactionSigner,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devChainIndexing } from './indexers/chainIndexing.js'
import { tokenProgramAddress } from './solanaPrograms.js'
import { type ReferenceService, startReferenceService } from './startReferenceService.js'

let solana: StartSolanaRpcReturnType
let service: ReferenceService

beforeAll(async () => {
  solana = await startSolanaRpc()
  service = await startReferenceService({ solana })
})
afterAll(async () => {
  await service?.stop()
  await solana?.stop()
})

const sender = solanaDevAccounts[3]?.address ?? ''
const tokenReceiver = solanaDevAccounts[4]?.address ?? ''
/** An address with no history before this test. */
const newcomer = deriveSolanaKeypair('test/solana-history-newcomer').address

async function send(
  cluster: SolanaClusterName,
  instructions: (signer: TransactionSigner) => Promise<Instruction>,
) {
  const rpc = createSolanaRpc(solana.clusters[cluster].url)
  const signer = await createKeyPairSignerFromBytes(solanaDevAccounts[3]?.keypairBytes ?? new Uint8Array())
  const { value: lifetime } = await rpc.getLatestBlockhash().send()
  const instruction = await instructions(signer)
  const transaction = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (draft) => setTransactionMessageFeePayerSigner(signer, draft),
      (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
      (draft) => appendTransactionMessageInstructions([instruction], draft),
    ),
  )
  const signature: Signature = await rpc
    .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
    .send()
  return signature
}

const sendSol = (cluster: SolanaClusterName, to: string, lamports: bigint) =>
  send(cluster, async (signer) => {
    const data = new Uint8Array(12)
    new DataView(data.buffer).setUint32(0, 2, true)
    new DataView(data.buffer).setBigUint64(4, lamports, true)
    return {
      programAddress: address('11111111111111111111111111111111'),
      accounts: [
        { address: signer.address, role: AccountRole.WRITABLE_SIGNER, signer } as AccountSignerMeta,
        { address: address(to), role: AccountRole.WRITABLE },
      ],
      data,
    }
  })

const sendUsdc = (cluster: SolanaClusterName, to: string, amount: bigint) =>
  send(cluster, async (signer) => {
    const rpc = createSolanaRpc(solana.clusters[cluster].url)
    const mint = address(solana.clusters[cluster].usdcMint)
    const accountOf = async (owner: Address) =>
      (await rpc.getTokenAccountsByOwner(owner, { mint }, { encoding: 'base64' }).send()).value[0]?.pubkey
    const data = new Uint8Array(10)
    data[0] = 12 // TransferChecked
    new DataView(data.buffer).setBigUint64(1, amount, true)
    data[9] = 6
    return {
      programAddress: address(tokenProgramAddress),
      accounts: [
        { address: (await accountOf(signer.address)) as Address, role: AccountRole.WRITABLE },
        { address: mint, role: AccountRole.READONLY },
        { address: (await accountOf(address(to))) as Address, role: AccountRole.WRITABLE },
        { address: signer.address, role: AccountRole.READONLY_SIGNER, signer } as AccountSignerMeta,
      ],
      data,
    }
  })

async function history(account: string, query = '') {
  const response = await fetch(`${service.url}/v1/account/${account}/history?projectId=foyer-dev${query}`)
  return { status: response.status, body: (await response.json()) as unknown }
}

const summary = (body: unknown) =>
  HistoryResponseSchema.parse(body).data.map((transaction) => ({
    type: transaction.metadata.operationType,
    chain: transaction.metadata.chain,
    from: transaction.metadata.sentFrom,
    to: transaction.metadata.sentTo,
    transfers: transaction.transfers.map((transfer) => [
      transfer.direction,
      transfer.fungible_info?.symbol,
      transfer.quantity.numeric,
    ]),
  }))

describe('Solana history indexed from the local Solana endpoint', () => {
  it('shows SOL and USDC sent and received, per cluster, newest first, with cursor paging', async () => {
    const { mainnet, devnet } = solana.clusters
    const signatures = [
      await sendSol('mainnet', newcomer, 1_500_000_000n),
      await sendUsdc('mainnet', tokenReceiver, 2_250_000n),
      await sendSol('mainnet', newcomer, 500_000_000n),
      await sendSol('devnet', newcomer, 250_000_000n),
    ]

    const received = await history(newcomer, `&chainId=${mainnet.caipNetworkId}`)
    expect(received.status).toBe(200)
    expect(summary(received.body)).toEqual([
      {
        type: 'receive',
        chain: mainnet.caipNetworkId,
        from: sender,
        to: newcomer,
        transfers: [['in', 'SOL', '0.5']],
      },
      {
        type: 'receive',
        chain: mainnet.caipNetworkId,
        from: sender,
        to: newcomer,
        transfers: [['in', 'SOL', '1.5']],
      },
    ])
    const first = HistoryResponseSchema.parse(received.body).data[0]
    expect(first?.id).toBe(signatures[2])
    expect(first?.metadata.status).toBe('confirmed')
    expect(first?.transfers[0]).toMatchObject({
      fungible_info: { name: 'Solana', icon: { url: `${service.url}/public/getTokenImage/SOL` } },
      price: 150,
      value: 75,
    })

    // Every cluster without chainId; the deprecated devnet id answers as devnet.
    const everywhere = summary((await history(newcomer)).body)
    expect(everywhere.map((entry) => [entry.chain, entry.transfers[0]?.[2]]).sort()).toEqual(
      [
        [mainnet.caipNetworkId, '0.5'],
        [mainnet.caipNetworkId, '1.5'],
        [devnet.caipNetworkId, '0.25'],
      ].sort(),
    )
    expect(
      summary((await history(newcomer, `&chainId=${devnet.deprecatedCaipNetworkId}`)).body).map(
        (entry) => entry.transfers,
      ),
    ).toEqual([[['in', 'SOL', '0.25']]])
    expect(summary((await history(`${devnet.caipNetworkId}:${newcomer}`)).body)).toHaveLength(1)

    expect(summary((await history(tokenReceiver, `&chainId=${mainnet.caipNetworkId}`)).body)).toEqual([
      {
        type: 'receive',
        chain: mainnet.caipNetworkId,
        from: sender,
        to: tokenReceiver,
        transfers: [['in', 'USDC', '2.25']],
      },
    ])

    // The sender's side, one per page: the fee is not a transfer.
    const pages: ReturnType<typeof summary>[] = []
    let cursor: string | null = null
    do {
      const page: { status: number; body: unknown } = await history(
        sender,
        `&chainId=${mainnet.caipNetworkId}&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      )
      expect(page.status).toBe(200)
      pages.push(summary(page.body))
      cursor = HistoryResponseSchema.parse(page.body).next
    } while (cursor && pages.length < 10)
    expect(pages.flat().map((entry) => [entry.type, entry.to, entry.transfers])).toEqual([
      ['send', newcomer, [['out', 'SOL', '0.5']]],
      ['send', tokenReceiver, [['out', 'USDC', '2.25']]],
      ['send', newcomer, [['out', 'SOL', '1.5']]],
    ])
  })

  it('rejects a bad cursor and a chain that is not a served Solana cluster', async () => {
    for (const query of ['&cursor=nope', '&chainId=eip155:1', '&chainId=solana:unknowncluster', '&limit=0']) {
      const response = await history(newcomer, query)
      expect(response.status, query).toBe(400)
      expect(response.body).toMatchObject({ error: expect.stringMatching(/invalid_input|unsupported_chain/) })
    }
  })
})

describe('Solana history from a start slot, in bounded pages', () => {
  it('lists nothing older than the start slot and at most maxPages pages of pageSize', async () => {
    const target = deriveSolanaKeypair('test/solana-history-start-slot').address
    const rpc = createSolanaRpc(solana.clusters.mainnet.url)
    const early = await sendSol('mainnet', target, 1_000_000n)
    const [first] = await rpc.getSignaturesForAddress(address(target)).send()
    expect(first?.signature).toBe(early)
    const startSlot = Number(first?.slot) + 1
    // The later transfers land in a later slot than the early one.
    while (Number(await rpc.getSlot({ commitment: 'confirmed' }).send()) < startSlot)
      await new Promise((resolve) => setTimeout(resolve, 50))
    const later = [
      await sendSol('mainnet', target, 2_000_000n),
      await sendSol('mainnet', target, 3_000_000n),
      await sendSol('mainnet', target, 4_000_000n),
    ]
    const signatures = (body: unknown) =>
      HistoryResponseSchema.parse(body).data.map((transaction) => transaction.metadata.hash)
    const chainId = `&chainId=${solana.clusters.mainnet.caipNetworkId}`
    const bounded = (maxPages: number) =>
      startReferenceService({
        solana,
        chainIndexing: { ...devChainIndexing, solana: { startSlot, pageSize: 1, maxPages } },
      })

    const fromStart = await bounded(10)
    try {
      const response = await fetch(
        `${fromStart.url}/v1/account/${target}/history?projectId=foyer-dev${chainId}`,
      )
      expect(signatures(await response.json())).toEqual([...later].reverse())
    } finally {
      await fromStart.stop()
    }
    const twoPages = await bounded(2)
    try {
      const response = await fetch(
        `${twoPages.url}/v1/account/${target}/history?projectId=foyer-dev${chainId}`,
      )
      expect(signatures(await response.json())).toEqual([later[2], later[1]])
    } finally {
      await twoPages.stop()
    }
  })
})

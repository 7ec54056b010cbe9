import { runAdapterConformance, solanaConformanceDevnet } from '@foyer/conformance'
import { createConformanceSolanaWallet } from '@foyer/conformance/solana'
import {
  type CaipNetwork,
  connect,
  createKernel,
  destroyKernel,
  formatUnits,
  getAccount,
  getConnectors,
  request,
  solana,
  solanaDevnet,
  solanaTestnet,
  switchNetwork,
  withDeprecatedSolanaIds,
} from '@foyer/core'
import { type StartSolanaRpcReturnType, solanaDevAccounts, startSolanaRpc } from '@foyer/devnet'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64 } from '@scure/base'
import {
  Connection,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createInjectedSolanaProvider } from './createInjectedSolanaProvider.test-utils.js'
import { SolanaAdapter } from './SolanaAdapter.js'
import type { SolanaProvider } from './SolanaProvider.js'
import { toWalletStandardChain } from './toWalletStandardChain.js'

// wallet-standard apps listen on the global `window`: this file gives them an EventTarget for one.
const page = new EventTarget() as EventTarget & { solana?: unknown }
const globals = globalThis as { window?: unknown }
const previousWindow = globals.window

let rpc: StartSolanaRpcReturnType
let networks: readonly [CaipNetwork, CaipNetwork, CaipNetwork]
beforeAll(async () => {
  globals.window = page
  rpc = await startSolanaRpc()
  const local = (network: CaipNetwork, url: string) =>
    ({ ...network, rpcUrls: { default: { http: [url] } } }) as CaipNetwork
  networks = [
    local(solana, rpc.clusters.mainnet.url),
    local(solanaDevnet, rpc.clusters.devnet.url),
    local(solanaTestnet, rpc.clusters.testnet.url),
  ]
})
afterAll(async () => {
  globals.window = previousWindow
  await rpc?.stop()
})

const account = (index: number) => {
  const found = solanaDevAccounts[index]
  if (!found) throw new Error(`No dev account ${index}`)
  return found
}
const rpcUrls = () => ({
  mainnet: rpc.clusters.mainnet.url,
  devnet: rpc.clusters.devnet.url,
  testnet: rpc.clusters.testnet.url,
})
const createWallet = (inject = true) =>
  createConformanceSolanaWallet({
    target: page,
    secretKeys: [account(2).secretKey, account(3).secretKey],
    rpcUrls: rpcUrls(),
    inject: inject ? createInjectedSolanaProvider : undefined,
  })

function transfer({
  from,
  to,
  lamports,
  blockhash,
}: {
  from: string
  to: string
  lamports: bigint
  blockhash: string
}) {
  const transaction = new Transaction({ feePayer: new PublicKey(from), recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: new PublicKey(from), toPubkey: new PublicKey(to), lamports }),
  )
  return transaction
}

runAdapterConformance({
  name: 'SolanaAdapter',
  namespace: 'solana',
  createAdapter: () => new SolanaAdapter({ window: page }),
  createWallet: () => createWallet(),
  devnet: () =>
    solanaConformanceDevnet({
      networks: [networks[0], networks[1]],
      verifyMessage: ({ address, message, signature }) =>
        ed25519.verify(signature, message, base58.decode(address)),
      createTransfer: (parameters) =>
        base64.encode(
          transfer(parameters).serialize({ requireAllSignatures: false, verifySignatures: false }),
        ),
    }),
  describe,
  it,
  expect,
})

describe('SolanaAdapter', () => {
  const open = (adapter = new SolanaAdapter({ window: page })) =>
    createKernel({ projectId: 'solana', networks: [...networks], adapters: [adapter] })

  it('accepts the deprecated ids of mainnet and devnet, listed or not', async () => {
    const plain = open()
    const listed = createKernel({
      projectId: 'solana',
      networks: withDeprecatedSolanaIds([...networks]),
      adapters: [new SolanaAdapter({ window: page })],
    })
    try {
      expect((await switchNetwork(plain, 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K')).caipNetworkId).toBe(
        solanaDevnet.caipNetworkId,
      )
      const ids = listed.store.getState().network.networks.map((network) => network.caipNetworkId)
      expect(ids).toContain('solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')
      expect(ids).toContain('solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K')
      const landed = await switchNetwork(listed, 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')
      expect(landed.name).toBe('Solana')
      expect(toWalletStandardChain(landed)).toBe('solana:mainnet')
      expect(toWalletStandardChain(networks[1])).toBe('solana:devnet')
      expect(toWalletStandardChain(networks[2])).toBe('solana:testnet')
    } finally {
      destroyKernel(plain)
      destroyKernel(listed)
    }
  })

  it('hands the app a web3.js provider that signs and sends on the active network', async () => {
    const wallet = await createWallet(false)
    const adapter = new SolanaAdapter({ window: page })
    const kernel = open(adapter)
    try {
      await connect(kernel, { namespace: 'solana', connectorId: wallet.name })
      await switchNetwork(kernel, networks[1])
      const provider = adapter.getProvider() as SolanaProvider
      expect(provider.publicKey.toBase58()).toBe(wallet.address)
      expect(provider.connection.rpcEndpoint).toBe(rpc.clusters.devnet.url)
      expect(getAccount(kernel, { namespace: 'solana' }).allAccounts[0]?.type).toBe('eoa')

      const message = new TextEncoder().encode('Hello from web3.js')
      expect(
        ed25519.verify(await provider.signMessage(message), message, base58.decode(wallet.address)),
      ).toBe(true)

      const recipient = account(4).address
      const before = await provider.connection.getBalance(new PublicKey(recipient))
      // A legacy Transaction without blockhash or fee payer: the provider fills both in.
      const legacy = new Transaction().add(
        SystemProgram.transfer({
          fromPubkey: provider.publicKey,
          toPubkey: new PublicKey(recipient),
          lamports: 5000,
        }),
      )
      const signed = await provider.signTransaction(legacy)
      expect(signed).toBeInstanceOf(Transaction)
      expect(signed.verifySignatures()).toBe(true)

      const { blockhash } = await provider.connection.getLatestBlockhash()
      const v0 = new VersionedTransaction(
        new TransactionMessage({
          payerKey: provider.publicKey,
          recentBlockhash: blockhash,
          instructions: [
            SystemProgram.transfer({
              fromPubkey: provider.publicKey,
              toPubkey: new PublicKey(recipient),
              lamports: 7000,
            }),
          ],
        }).compileToV0Message(),
      )
      const [all1, all2] = await provider.signAllTransactions([v0, legacy])
      expect(all1).toBeInstanceOf(VersionedTransaction)
      expect(all2).toBeInstanceOf(Transaction)

      const signature = await provider.signAndSendTransaction(v0)
      await waitForSignature(provider, signature)
      const sent = await provider.sendTransaction(
        transfer({
          from: wallet.address,
          to: recipient,
          lamports: 11_000n,
          blockhash: (await provider.connection.getLatestBlockhash()).blockhash,
        }),
        provider.connection,
      )
      await waitForSignature(provider, sent)
      expect((await provider.connection.getBalance(new PublicKey(recipient))) - before).toBe(18_000)
    } finally {
      destroyKernel(kernel)
      await wallet.remove()
    }
  })

  it('signs transactions through the kernel in WalletConnect shapes', async () => {
    const wallet = await createWallet(false)
    const kernel = open()
    try {
      await connect(kernel, { namespace: 'solana', connectorId: wallet.name })
      const { blockhash } = await await fetchBlockhash(rpc.clusters.mainnet.url)
      const unsigned = base64.encode(
        transfer({ from: wallet.address, to: account(5).address, lamports: 1000n, blockhash }).serialize({
          requireAllSignatures: false,
          verifySignatures: false,
        }),
      )
      const one = (await request(kernel, {
        namespace: 'solana',
        method: 'solana_signTransaction',
        params: { transaction: unsigned },
      })) as { signature: string; transaction: string }
      const decoded = Transaction.from(base64.decode(one.transaction))
      expect(decoded.verifySignatures()).toBe(true)
      expect(base58.encode(decoded.signature ?? new Uint8Array())).toBe(one.signature)
      const all = (await request(kernel, {
        namespace: 'solana',
        method: 'solana_signAllTransactions',
        params: { transactions: [unsigned, unsigned] },
      })) as { transactions: string[] }
      expect(all.transactions).toHaveLength(2)
      await expect(
        request(kernel, {
          namespace: 'solana',
          method: 'solana_signTransaction',
          params: { transaction: 42 },
        }),
      ).rejects.toThrow(/Invalid parameters for solana_signTransaction/)
      wallet.wallet.setReject(true)
      await expect(
        request(kernel, {
          namespace: 'solana',
          method: 'solana_signTransaction',
          params: { transaction: unsigned },
        }),
      ).rejects.toMatchObject({ code: 4001 })
    } finally {
      destroyKernel(kernel)
      await wallet.remove()
    }
  })

  it('sends what a wallet that cannot send signed itself, on kit (not web3.js): exactly the amount and fee move', async () => {
    const wallet = await createWallet(false)
    delete (wallet.wallet.features as Record<string, unknown>)['solana:signAndSendTransaction']
    const kernel = open()
    const web3Send = vi.spyOn(Connection.prototype, 'sendRawTransaction')
    try {
      await connect(kernel, { namespace: 'solana', connectorId: wallet.name })
      const connection = new Connection(rpc.clusters.mainnet.url, 'confirmed')
      const balanceOf = (key: string) => connection.getBalance(new PublicKey(key))
      const balances = () => Promise.all([balanceOf(wallet.address), balanceOf(account(6).address)])
      const [fromBefore, toBefore] = await balances()
      const { blockhash } = await fetchBlockhash(rpc.clusters.mainnet.url)
      const unsigned = transfer({ from: wallet.address, to: account(6).address, lamports: 3000n, blockhash })
      const { signature } = (await request(kernel, {
        namespace: 'solana',
        method: 'solana_signAndSendTransaction',
        params: {
          transaction: base64.encode(
            unsigned.serialize({ requireAllSignatures: false, verifySignatures: false }),
          ),
        },
      })) as { signature: string }
      expect(web3Send).not.toHaveBeenCalled()
      await expect
        .poll(async () => (await connection.getSignatureStatuses([signature])).value[0]?.err, {
          timeout: 10_000,
        })
        .toBe(null)
      const landed = await connection.getTransaction(signature, {
        commitment: 'confirmed',
        maxSupportedTransactionVersion: 0,
      })
      const fee = BigInt(landed?.meta?.fee ?? Number.NaN)
      const [fromAfter, toAfter] = await balances()
      expect(BigInt(toAfter - toBefore)).toBe(3000n)
      expect(BigInt(fromBefore - fromAfter)).toBe(3000n + fee)
    } finally {
      web3Send.mockRestore()
      destroyKernel(kernel)
      await wallet.remove()
    }
  })

  it('connects an injected provider alone, and follows its account changes', async () => {
    const wallet = await createWallet(true)
    const adapter = new SolanaAdapter({ window: page, walletStandard: false })
    const kernel = open(adapter)
    try {
      const [connector] = getConnectors(kernel, { namespace: 'solana' })
      expect(connector).toMatchObject({ type: 'INJECTED', name: 'Foyer Dev Wallet' })
      await connect(kernel, { namespace: 'solana', connectorId: connector?.id ?? '' })
      expect(getAccount(kernel, { namespace: 'solana' }).address).toBe(wallet.address)
      const signed = (await request(kernel, {
        namespace: 'solana',
        method: 'solana_signMessage',
        params: { message: base58.encode(new TextEncoder().encode('hi')), pubkey: wallet.address },
      })) as { signature: string }
      expect(
        ed25519.verify(
          base58.decode(signed.signature),
          new TextEncoder().encode('hi'),
          base58.decode(wallet.address),
        ),
      ).toBe(true)
      const next = await wallet.switchAccount()
      await expect.poll(() => getAccount(kernel, { namespace: 'solana' }).address).toBe(next)
      await wallet.disconnect()
      await expect.poll(() => getAccount(kernel, { namespace: 'solana' }).status).toBe('disconnected')
    } finally {
      destroyKernel(kernel)
      await wallet.remove()
    }
  })

  it('reads balances as SOL from the network RPC URL (on kit, not web3.js) and names a bad option', async () => {
    const adapter = new SolanaAdapter({ window: page })
    const web3Balance = vi.spyOn(Connection.prototype, 'getBalance')
    const { balance, symbol } = await adapter.getBalance({
      address: account(0).address,
      network: networks[2],
    })
    expect(web3Balance).not.toHaveBeenCalled()
    web3Balance.mockRestore()
    expect(symbol).toBe('SOL')
    const lamports = await new Connection(networks[2].rpcUrls.default.http[0] ?? '').getBalance(
      new PublicKey(account(0).address),
    )
    expect(balance).toBe(formatUnits(BigInt(lamports), 9))
    expect(() => new SolanaAdapter({ discoveryTimeout: -1 })).toThrow(
      /Invalid options for SolanaAdapter at "discoveryTimeout"/,
    )
    await expect(
      adapter.getBalance({
        address: account(0).address,
        network: { ...networks[0], rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } } as CaipNetwork,
      }),
    ).rejects.toThrow('Token Balance Unavailable')
  })
})

async function fetchBlockhash(url: string): Promise<{ blockhash: string }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getLatestBlockhash', params: [] }),
  })
  const body = (await response.json()) as { result: { value: { blockhash: string } } }
  return body.result.value
}

async function waitForSignature(provider: SolanaProvider, signature: string): Promise<void> {
  const status = await vi.waitFor(
    async () => {
      const { value } = await provider.connection.getSignatureStatuses([signature])
      if (!value[0]) throw new Error(`${signature} has not landed`)
      return value[0]
    },
    { timeout: 5_000, interval: 50 },
  )
  expect(status.err).toBe(null)
}

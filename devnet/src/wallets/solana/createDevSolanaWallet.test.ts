import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import {
  AccountRole,
  type Address,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createSolanaRpc,
  createTransactionMessage,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solanaDevAccounts } from '../../solana/solanaDevAccounts.js'
import { type StartSolanaRpcReturnType, startSolanaRpc } from '../../solana/startSolanaRpc.js'
import { WalletRpcError } from '../walletErrors.js'
import { createDevSolanaWallet, type DevSolanaWallet } from './createDevSolanaWallet.js'
import { registerWallet, type WalletStandardAppApi } from './registerWallet.js'

const systemProgram = address('11111111111111111111111111111111')
const owner = solanaDevAccounts[0] ?? raise('no dev account 0')
const recipient = solanaDevAccounts[1] ?? raise('no dev account 1')

function raise(message: string): never {
  throw new Error(message)
}

let solana: StartSolanaRpcReturnType

beforeAll(async () => {
  solana = await startSolanaRpc({ slotIntervalMs: 0 })
})

afterAll(async () => {
  await solana?.stop()
})

function createWallet(reject: boolean | ((method: string) => boolean) = false): DevSolanaWallet {
  return createDevSolanaWallet({
    secretKey: owner.secretKey,
    rpcUrls: {
      mainnet: solana.clusters.mainnet.url,
      devnet: solana.clusters.devnet.url,
      testnet: solana.clusters.testnet.url,
    },
    reject,
  })
}

async function transferBytes(url: string, from: Address, to: Address, lamports: bigint): Promise<Uint8Array> {
  const { value: lifetime } = await createSolanaRpc(url).getLatestBlockhash().send()
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true)
  view.setBigUint64(4, lamports, true)
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayer(from, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
    (draft) =>
      appendTransactionMessageInstructions(
        [
          {
            programAddress: systemProgram,
            accounts: [
              { address: from, role: AccountRole.WRITABLE_SIGNER },
              { address: to, role: AccountRole.WRITABLE },
            ],
            data,
          },
        ],
        draft,
      ),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

async function connect(wallet: DevSolanaWallet) {
  const { accounts } = await wallet.features['standard:connect'].connect()
  return accounts[0] ?? raise('no account after connect')
}

describe('createDevSolanaWallet', () => {
  it('registers by the wallet-standard events, with both orders of app and wallet', () => {
    const target = new EventTarget() as unknown as Window
    const wallet = createWallet()
    const early: unknown[] = []
    const earlyApp: WalletStandardAppApi = {
      register: (...wallets) => {
        early.push(...wallets)
        return () => {}
      },
    }
    target.addEventListener('wallet-standard:register-wallet', (event) =>
      (event as CustomEvent<(api: WalletStandardAppApi) => void>).detail(earlyApp),
    )
    const stop = registerWallet(target, wallet)
    expect(early).toEqual([wallet])

    const late: unknown[] = []
    const lateApp: WalletStandardAppApi = {
      register: (...wallets) => {
        late.push(...wallets)
        return () => {}
      },
    }
    target.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: lateApp }))
    expect(late).toEqual([wallet])
    stop()
    target.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: lateApp }))
    expect(late).toHaveLength(1)
  })

  it('connects, emits change, and disconnects', async () => {
    const wallet = createWallet()
    const changes: number[] = []
    const off = wallet.features['standard:events'].on('change', ({ accounts }) =>
      changes.push(accounts?.length ?? -1),
    )
    expect(wallet.accounts).toEqual([])
    expect(await wallet.features['standard:connect'].connect({ silent: true })).toEqual({ accounts: [] })
    const account = await connect(wallet)
    expect(account.address).toBe(owner.address)
    expect(account.chains).toEqual(['solana:mainnet', 'solana:devnet', 'solana:testnet'])
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    await wallet.features['standard:disconnect'].disconnect()
    off()
    await connect(wallet)
    expect(changes).toEqual([1, 0])
  })

  it('signs a message that ed25519 verifies against the account key', async () => {
    const wallet = createWallet()
    const account = await connect(wallet)
    const message = new TextEncoder().encode('Sign in to Foyer')
    const [signed] = await wallet.features['solana:signMessage'].signMessage({ account, message })
    expect(signed?.signedMessage).toEqual(message)
    expect(ed25519.verify(signed?.signature ?? new Uint8Array(), message, base58.decode(owner.address))).toBe(
      true,
    )
  })

  it('signs a transaction in place of its missing signature', async () => {
    const wallet = createWallet()
    const account = await connect(wallet)
    const unsigned = await transferBytes(
      solana.clusters.devnet.url,
      address(owner.address),
      address(recipient.address),
      5n,
    )
    const [result] = await wallet.features['solana:signTransaction'].signTransaction({
      account,
      transaction: unsigned,
      chain: 'solana:devnet',
    })
    const decoded = getTransactionDecoder().decode(result?.signedTransaction ?? new Uint8Array())
    const signature = decoded.signatures[address(owner.address)]
    expect(signature).toBeTruthy()
    expect(
      ed25519.verify(
        signature ?? new Uint8Array(),
        new Uint8Array(decoded.messageBytes),
        base58.decode(owner.address),
      ),
    ).toBe(true)
  })

  it('signs and sends a SOL transfer that lands on the devnet cluster only', async () => {
    const wallet = createWallet()
    const account = await connect(wallet)
    const devnetRpc = createSolanaRpc(solana.clusters.devnet.url)
    const mainnetRpc = createSolanaRpc(solana.clusters.mainnet.url)
    const before = (await devnetRpc.getBalance(address(recipient.address)).send()).value
    const mainnetBefore = (await mainnetRpc.getBalance(address(recipient.address)).send()).value
    const transaction = await transferBytes(
      solana.clusters.devnet.url,
      address(owner.address),
      address(recipient.address),
      250_000_000n,
    )
    const [sent] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      transaction,
      chain: 'solana:devnet',
    })
    const signature = base58.encode(sent?.signature ?? new Uint8Array())
    const { value: statuses } = await devnetRpc.getSignatureStatuses([signature as never]).send()
    expect(statuses[0]?.err).toBeNull()
    expect((await devnetRpc.getBalance(address(recipient.address)).send()).value).toBe(before + 250_000_000n)
    expect((await mainnetRpc.getBalance(address(recipient.address)).send()).value).toBe(mainnetBefore)
  })

  it('rejects connect and signing with 4001 when told to, and refuses before connect', async () => {
    const wallet = createWallet(true)
    const refusal = await wallet.features['standard:connect'].connect().catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(WalletRpcError)
    expect(refusal).toMatchObject({ code: 4001, message: 'User rejected the request.' })

    const unconnected = createWallet()
    const account = { address: owner.address, publicKey: owner.publicKey, chains: [], features: [] }
    const unauthorized = await unconnected.features['solana:signMessage']
      .signMessage({ account, message: Uint8Array.of(1) })
      .catch((error: unknown) => error)
    expect(unauthorized).toMatchObject({ code: 4100 })

    await connect(unconnected)
    unconnected.setReject((method) => method === 'solana:signMessage')
    const rejected = await unconnected.features['solana:signMessage']
      .signMessage({ account, message: Uint8Array.of(1) })
      .catch((error: unknown) => error)
    expect(rejected).toMatchObject({ code: 4001 })
  })

  it('names the bad option', () => {
    expect(() => createDevSolanaWallet({ secretKey: Uint8Array.of(1, 2), rpcUrls: {} })).toThrow(
      /secretKey[\s\S]*rpcUrls/,
    )
  })
})

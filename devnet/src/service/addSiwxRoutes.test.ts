import { createPublicClient, createWalletClient, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileContracts } from '../evm/compileContracts.js'
import { startEvmChains } from '../evm/startEvmChains.js'
import { toViemChain } from '../evm/toViemChain.js'
import type { EvmDevnet } from '../evm/types.js'
import { type ReferenceService, startReferenceService } from './startReferenceService.js'

let evm: EvmDevnet
let service: ReferenceService
beforeAll(async () => {
  evm = await startEvmChains({ chains: [1], basePort: 0 })
  service = await startReferenceService({ evm })
}, 120_000)
afterAll(async () => {
  await service?.stop()
  await evm?.stop()
})

async function signIn(address: `0x${string}`, sign: (message: string) => Promise<`0x${string}`>) {
  const { nonce } = (await (await fetch(`${service.url}/auth/siwx/nonce`)).json()) as { nonce: string }
  const message = createSiweMessage({
    address,
    chainId: 1,
    domain: 'app.example',
    uri: 'https://app.example/login',
    nonce,
    version: '1',
    issuedAt: new Date(),
    expirationTime: new Date(Date.now() + 60 * 60_000),
  })
  const response = await fetch(`${service.url}/auth/siwx/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message, signature: await sign(message) }),
  })
  return { message, response, body: (await response.json()) as { id?: string; message?: string } }
}

describe('SIWX sessions an app server can trust', () => {
  it('answers a session by id, and not after it is revoked', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const { body } = await signIn(account.address, (message) => account.signMessage({ message }))
    const id = body.id ?? ''
    const session = await fetch(`${service.url}/auth/siwx/sessions/${id}`)
    expect(session.status).toBe(200)
    expect(await session.json()).toMatchObject({ id, address: account.address, chainId: 'eip155:1' })
    expect((await fetch(`${service.url}/auth/siwx/sessions/${id}`, { method: 'DELETE' })).status).toBe(200)
    expect((await fetch(`${service.url}/auth/siwx/sessions/${id}`)).status).toBe(404)
    expect((await fetch(`${service.url}/auth/siwx/sessions/${id}`, { method: 'DELETE' })).status).toBe(404)
    const listed = await fetch(`${service.url}/auth/siwx/sessions?address=${account.address}`)
    expect(((await listed.json()) as { sessions: unknown[] }).sessions).toEqual([])
    expect((await fetch(`${service.url}/auth/siwx/sessions/not-an-id`)).status).toBe(400)
  })

  it('refuses a tampered message and a signature by another key', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const other = privateKeyToAccount(generatePrivateKey())
    const tampered = await signIn(account.address, async (message) =>
      account.signMessage({ message: message.replace('app.example/login', 'evil.example/login') }),
    )
    expect(tampered.response.status).toBe(401)
    expect(tampered.body.message).toContain('Invalid signature')
    const forged = await signIn(account.address, (message) => other.signMessage({ message }))
    expect(forged.response.status).toBe(401)
  })

  it("verifies a smart account's ERC-1271 signature on the chain the message names", async () => {
    const { artifacts } = await compileContracts()
    const chain = evm.chains[0]
    const deployer = evm.accounts[0]
    if (!chain || !deployer) throw new TypeError('no chain or dev account')
    const owner = privateKeyToAccount(generatePrivateKey())
    const wallet = createWalletClient({
      account: privateKeyToAccount(deployer.privateKey as `0x${string}`),
      chain: toViemChain(chain),
      transport: http(chain.rpcUrl),
    })
    const hash = await wallet.deployContract({
      abi: artifacts.FoyerTestAccount.abi,
      bytecode: artifacts.FoyerTestAccount.bytecode,
      args: [owner.address],
    })
    const receipt = await createPublicClient({ transport: http(chain.rpcUrl) }).waitForTransactionReceipt({
      hash,
    })
    const smartAccount = receipt.contractAddress as `0x${string}`

    const signedByOwner = await signIn(smartAccount, (message) => owner.signMessage({ message }))
    expect(signedByOwner.response.status).toBe(200)
    expect(signedByOwner.body.id).toMatch(/^[A-Za-z0-9_-]{32}$/)
    const stranger = privateKeyToAccount(generatePrivateKey())
    const signedByStranger = await signIn(smartAccount, (message) => stranger.signMessage({ message }))
    expect(signedByStranger.response.status).toBe(401)
  })
})

describe('Sign In With Solana on the service', () => {
  const solanaMessage = (address: string, nonce: string, extra = '') =>
    [
      'app.example wants you to sign in with your Solana account:',
      address,
      '',
      'Sign in to Acme',
      '',
      'URI: https://app.example/login',
      'Version: 1',
      'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      `Nonce: ${nonce}`,
      `Issued At: ${new Date().toISOString()}`,
      extra,
    ]
      .filter((line, index, all) => index < all.length - 1 || line)
      .join('\n')

  async function verify(message: string, signature: string) {
    const response = await fetch(`${service.url}/auth/siwx/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message, signature }),
    })
    return { status: response.status, body: (await response.json()) as { id?: string; message?: string } }
  }

  it('verifies an ed25519 signature over the message, once per nonce; refuses a tampered one', async () => {
    const { ed25519 } = await import('@noble/curves/ed25519.js')
    const { base58 } = await import('@scure/base')
    const secret = ed25519.utils.randomSecretKey()
    const address = base58.encode(ed25519.getPublicKey(secret))
    const sign = (text: string) => base58.encode(ed25519.sign(new TextEncoder().encode(text), secret))
    const nonce = async () =>
      ((await (await fetch(`${service.url}/auth/siwx/nonce`)).json()) as { nonce: string }).nonce

    const message = solanaMessage(address, await nonce())
    const signed = await verify(message, sign(message))
    expect(signed.status).toBe(200)
    const session = (await (
      await fetch(`${service.url}/auth/siwx/sessions/${signed.body.id}`)
    ).json()) as object
    expect(session).toMatchObject({ address, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
    expect((await verify(message, sign(message))).status).toBe(401)

    const fresh = solanaMessage(address, await nonce())
    const tampered = await verify(fresh.replace('Sign in to Acme', 'Send all funds'), sign(fresh))
    expect(tampered).toMatchObject({
      status: 401,
      body: { message: expect.stringContaining('Invalid signature') },
    })
    const expired = solanaMessage(
      address,
      await nonce(),
      `Expiration Time: ${new Date(Date.now() - 1000).toISOString()}`,
    )
    expect((await verify(expired, sign(expired))).body.message).toBe(
      'The message has expired or is not valid yet',
    )
  })
})

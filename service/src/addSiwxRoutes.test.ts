import { compileContracts, type EvmDevnet, startEvmChains, toViemChain } from '@foyer/devnet'
import { createPublicClient, createWalletClient, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ReferenceService, startReferenceService } from './startReferenceService.js'

const dayMs = 24 * 60 * 60_000
const api = (path: string) => `${service.url}${path}${path.includes('?') ? '&' : '?'}projectId=acme`

let evm: EvmDevnet
let service: ReferenceService
beforeAll(async () => {
  evm = await startEvmChains({ chains: [1], basePort: 0 })
  service = await startReferenceService({
    evm,
    projects: [{ projectId: 'acme', allowedOrigins: ['https://app.example'], maxSessionMs: 2 * dayMs }],
  })
}, 120_000)
afterAll(async () => {
  await service?.stop()
  await evm?.stop()
})

type SiweFields = Partial<Parameters<typeof createSiweMessage>[0]>

async function nonce(): Promise<string> {
  return ((await (await fetch(api('/auth/siwx/nonce'))).json()) as { nonce: string }).nonce
}

async function verify(message: string, signature: string) {
  const response = await fetch(api('/auth/siwx/verify'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message, signature }),
  })
  return {
    response,
    body: (await response.json()) as { id?: string; message?: string; error?: string; expiresAt?: number },
  }
}

async function signIn(
  address: `0x${string}`,
  sign: (message: string) => Promise<`0x${string}`>,
  fields: SiweFields = {},
) {
  const message = createSiweMessage({
    address,
    chainId: 1,
    domain: 'app.example',
    uri: 'https://app.example/login',
    nonce: await nonce(),
    version: '1',
    issuedAt: new Date(),
    expirationTime: new Date(Date.now() + 60 * 60_000),
    ...fields,
  })
  return { message, ...(await verify(message, await sign(message))) }
}

describe('SIWX sessions an app server can trust', () => {
  it('answers a session by id, and not after it is revoked', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const { body, message } = await signIn(account.address, (message) => account.signMessage({ message }))
    const id = body.id ?? ''
    const replay = await verify(message, await account.signMessage({ message }))
    expect(replay.response.status).toBe(401)
    expect(replay.body.message).toBe('Invalid nonce: request a new one')
    const session = await fetch(`${service.url}/auth/siwx/sessions/${id}`)
    expect(session.status).toBe(200)
    expect(await session.json()).toMatchObject({
      id,
      address: account.address,
      chainId: 'eip155:1',
      domain: 'app.example',
      uri: 'https://app.example/login',
    })
    expect((await fetch(`${service.url}/auth/siwx/sessions/${id}`, { method: 'DELETE' })).status).toBe(200)
    expect((await fetch(`${service.url}/auth/siwx/sessions/${id}`)).status).toBe(404)
    expect((await fetch(`${service.url}/auth/siwx/sessions/${id}`, { method: 'DELETE' })).status).toBe(404)
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

describe('SIWX bound to the project (issue 24)', () => {
  const account = privateKeyToAccount(generatePrivateKey())
  const sign = (message: string) => account.signMessage({ message })

  it('refuses a message signed for a phishing site, or naming another URI, and opens no session', async () => {
    const phished = await signIn(account.address, sign, {
      domain: 'evil.example',
      uri: 'https://evil.example/login',
    })
    expect(phished.response.status).toBe(403)
    expect(phished.body).toMatchObject({ error: 'sign_in_domain_not_allowed' })
    expect(phished.body.message).toContain('evil.example')
    expect(phished.body.id).toBeUndefined()

    const elsewhere = await signIn(account.address, sign, { uri: 'https://evil.example/login' })
    expect(elsewhere.response.status).toBe(403)
    expect(elsewhere.body.message).toContain('URI https://evil.example/login')
    const downgraded = await signIn(account.address, sign, { uri: 'http://app.example/login' })
    expect(downgraded.response.status).toBe(403)
  })

  it('gives a message without an expiration the project cap, and refuses one valid for longer', async () => {
    const before = Date.now()
    const open = await signIn(account.address, sign, { expirationTime: undefined })
    expect(open.response.status).toBe(200)
    expect(open.body.expiresAt).toBeGreaterThanOrEqual(before + 2 * dayMs)
    expect(open.body.expiresAt).toBeLessThanOrEqual(Date.now() + 2 * dayMs)

    const long = await signIn(account.address, sign, { expirationTime: new Date(Date.now() + 30 * dayMs) })
    expect(long.response.status).toBe(400)
    expect(long.body.message).toContain('2880 minutes ahead')
  })

  it('refuses a chain the service cannot verify signatures on', async () => {
    const unread = await signIn(account.address, sign, { chainId: 137 })
    expect(unread.response.status).toBe(400)
    expect(unread.body).toMatchObject({ error: 'unsupported_chain' })
  })

  it('refuses a statement whose line breaks carry fields (EIP-4361)', async () => {
    const first = await nonce()
    const genuine = createSiweMessage({
      address: account.address,
      chainId: 1,
      domain: 'app.example',
      uri: 'https://app.example/login',
      nonce: first,
      version: '1',
      issuedAt: new Date(),
    })
    // An app statement with a line break: viem's reader takes the first URI/Chain ID/Nonce it meets, the injected ones.
    const [head, fields] = genuine.split('\n\nURI: ') as [string, string]
    const injected = `${head}\n\nSign in\nURI: https://app.example/login\nVersion: 1\nChain ID: 1\nNonce: ${first}\nIssued At: ${new Date().toISOString()}\n\nURI: ${fields}`
    const forged = await verify(injected, await sign(injected))
    expect(forged.response.status).toBe(401)
    expect(forged.body.message).toContain('Invalid message')
    // A carriage return is a line break in many wallets' views.
    const returned = genuine.replace('\nURI: ', '\rURI: https://app.example/x\r\nURI: ')
    expect((await verify(returned, await sign(returned))).response.status).toBe(401)
  })

  it('lists sessions only for the holder of one of them', async () => {
    const holder = privateKeyToAccount(generatePrivateKey())
    const { body } = await signIn(holder.address, (message) => holder.signMessage({ message }))
    const byAddress = await fetch(`${service.url}/auth/siwx/sessions?address=${holder.address}`)
    expect(byAddress.status).toBe(401)
    expect(((await byAddress.json()) as { message: string }).message).toContain('Authorization: Bearer')
    const withForeignId = await fetch(`${service.url}/auth/siwx/sessions`, {
      headers: { authorization: `Bearer ${'A'.repeat(32)}` },
    })
    expect(withForeignId.status).toBe(401)
    const own = await fetch(`${service.url}/auth/siwx/sessions`, {
      headers: { authorization: `Bearer ${body.id}` },
    })
    expect(own.status).toBe(200)
    expect(((await own.json()) as { sessions: { address: string }[] }).sessions).toEqual([
      expect.objectContaining({ address: holder.address, domain: 'app.example' }),
    ])
  })

  it('refuses a project that does not exist, and an origin the project does not allow', async () => {
    expect((await fetch(`${service.url}/auth/siwx/nonce?projectId=nope`)).status).toBe(403)
    const foreign = await fetch(api('/auth/siwx/nonce'), { headers: { origin: 'https://evil.example' } })
    expect(foreign.status).toBe(403)
  })
})

describe('Sign In With Solana on the service', () => {
  const solanaMessage = (
    address: string,
    nonce: string,
    extra: string[] = [],
    statement = 'Sign in to Acme',
  ) =>
    [
      'app.example wants you to sign in with your Solana account:',
      address,
      '',
      statement,
      '',
      'URI: https://app.example/login',
      'Version: 1',
      'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      `Nonce: ${nonce}`,
      `Issued At: ${new Date().toISOString()}`,
      ...extra,
    ].join('\n')

  const solanaSigner = async () => {
    const { ed25519 } = await import('@noble/curves/ed25519.js')
    const { base58 } = await import('@scure/base')
    const secret = ed25519.utils.randomSecretKey()
    return {
      address: base58.encode(ed25519.getPublicKey(secret)),
      sign: (text: string) => base58.encode(ed25519.sign(new TextEncoder().encode(text), secret)),
    }
  }

  it('verifies an ed25519 signature over the message, once per nonce; refuses a tampered one', async () => {
    const { address, sign } = await solanaSigner()
    const message = solanaMessage(address, await nonce())
    const signed = await verify(message, sign(message))
    expect(signed.response.status).toBe(200)
    const session = (await (
      await fetch(`${service.url}/auth/siwx/sessions/${signed.body.id}`)
    ).json()) as object
    expect(session).toMatchObject({ address, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
    expect((await verify(message, sign(message))).response.status).toBe(401)

    const fresh = solanaMessage(address, await nonce())
    const tampered = await verify(fresh.replace('Sign in to Acme', 'Send all funds'), sign(fresh))
    expect(tampered.response.status).toBe(401)
    expect(tampered.body.message).toContain('Invalid signature')
    const expired = solanaMessage(address, await nonce(), [
      `Expiration Time: ${new Date(Date.now() - 1000).toISOString()}`,
    ])
    expect((await verify(expired, sign(expired))).body.message).toBe(
      'The message has expired or is not valid yet',
    )
  })

  it('refuses a phishing domain, an unknown cluster, and fields out of place (CAIP-122)', async () => {
    const { address, sign } = await solanaSigner()
    const phished = solanaMessage(address, await nonce()).replace('app.example wants', 'evil.example wants')
    expect((await verify(phished, sign(phished))).response.status).toBe(403)
    const unknown = solanaMessage(address, await nonce()).replace(
      'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'Chain ID: 1111111111111111111111111111111x',
    )
    expect((await verify(unknown, sign(unknown))).body).toMatchObject({ error: 'unsupported_chain' })

    // A statement with a carriage return or a Unicode line separator shows as two lines in a wallet.
    for (const breakText of ['\r', '\u2028']) {
      const carried = solanaMessage(
        address,
        await nonce(),
        [],
        `Sign in${breakText}URI: https://evil.example`,
      )
      const refused = await verify(carried, sign(carried))
      expect(refused.response.status).toBe(401)
      expect(refused.body.message).toContain('Invalid message')
    }
    // Fields in another order, or an injected line after the last field.
    const reordered = solanaMessage(address, await nonce())
      .split('\n')
      .map((line, _, lines) =>
        line.startsWith('Version:')
          ? (lines.find((entry) => entry.startsWith('URI:')) ?? line)
          : line.startsWith('URI:')
            ? 'Version: 1'
            : line,
      )
      .join('\n')
    expect((await verify(reordered, sign(reordered))).response.status).toBe(401)
    const trailing = solanaMessage(address, await nonce(), ['URI: https://evil.example'])
    expect((await verify(trailing, sign(trailing))).response.status).toBe(401)
  })
})

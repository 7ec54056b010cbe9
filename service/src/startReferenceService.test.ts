import {
  type EvmDevnet,
  type StartSolanaRpcReturnType,
  solanaDevAccounts,
  startEvmChains,
  startSolanaRpc,
} from '@foyer/devnet'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type ReferenceService, startReferenceService } from './startReferenceService.js'
import { testServiceStorage } from './storage/testServiceStorage.test-utils.js'

let evm: EvmDevnet
let solana: StartSolanaRpcReturnType
let service: ReferenceService

beforeAll(async () => {
  ;[evm, solana] = await Promise.all([startEvmChains({ chains: [1], basePort: 0 }), startSolanaRpc()])
  service = await startReferenceService({
    evm,
    solana,
    devConveniences: true,
    storage: await testServiceStorage(),
  })
})
afterAll(async () => {
  await service?.stop()
  await Promise.all([solana?.stop(), evm?.stop()])
})

const evmAccount = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const solanaAccount = solanaDevAccounts[0]?.address ?? ''
const usdc = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const eth = 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const project = 'projectId=foyer-dev'
const pair = `from=${eth}&to=${usdc}&userAddress=${evmAccount}`

type Case = { method?: string; path: string; body?: unknown; raw?: string; status: number; error?: string }

/** One bad input per case, for every route; each must answer its 4xx as JSON `{ error, message }`. */
const cases: Record<string, Case> = {
  'unknown project id': { path: '/getWallets?projectId=nope', status: 403, error: 'invalid_project' },
  'no project id': { path: '/v1/supported-chains', status: 403, error: 'invalid_project' },
  'negative page size': { path: `/getWallets?${project}&entries=-1`, status: 400 },
  'bad chain filter': { path: `/getWallets?${project}&chains=notachain`, status: 400 },
  'bad wallet image id': { path: `/getWalletImage/%3Cscript%3E?${project}`, status: 400 },
  'bad token image id': { path: '/public/getTokenImage/a%20b', status: 400 },
  'analytics config, unknown project': { path: '/getAnalyticsConfig?projectId=x', status: 403 },
  'analytics, malformed JSON': { method: 'POST', path: `/e?${project}`, raw: '{"eventId":', status: 400 },
  'analytics, body too large': {
    method: 'POST',
    path: `/e?${project}`,
    raw: `"${'x'.repeat(1_100_000)}"`,
    status: 413,
  },
  'clientId with a space': { path: `/v1/supported-chains?${project}&clientId=bad%20id`, status: 400 },
  'clientId too long': { path: `/v1/supported-chains?${project}&clientId=${'a'.repeat(257)}`, status: 400 },
  'empty clientId': { path: `/v1/supported-chains?${project}&clientId=`, status: 400 },
  'balance, bad address': { path: `/v1/account/0x123/balance?${project}`, status: 400 },
  'balance, unknown chain': {
    path: `/v1/account/${evmAccount}/balance?${project}&chainId=eip155:999`,
    status: 400,
    error: 'unsupported_chain',
  },
  'balance, malformed chain id': {
    path: `/v1/account/${evmAccount}/balance?${project}&chainId=one`,
    status: 400,
  },
  'balance, unknown currency': {
    path: `/v1/account/${evmAccount}/balance?${project}&currency=xyz`,
    status: 400,
  },
  'balance, Solana address on an EVM chain': {
    path: `/v1/account/${solanaAccount}/balance?${project}&chainId=eip155:1`,
    status: 400,
  },
  'balance, unknown Solana cluster': {
    path: `/v1/account/${solanaAccount}/balance?${project}&chainId=solana:nope`,
    status: 400,
  },
  'history, bad cursor': { path: `/v1/account/${evmAccount}/history?${project}&cursor=bad`, status: 400 },
  'history, negative limit': { path: `/v1/account/${evmAccount}/history?${project}&limit=-5`, status: 400 },
  'history, bad address': { path: `/v1/account/nope/history?${project}`, status: 400 },
  'history, unknown onramp': { path: `/v1/account/${evmAccount}/history?${project}&onramp=x`, status: 400 },
  'history, unknown Solana cluster': {
    path: `/v1/account/${solanaAccount}/history?${project}&chainId=solana:nope`,
    status: 400,
  },
  'price, malformed JSON': { method: 'POST', path: '/v1/fungible/price', raw: '{', status: 400 },
  'price, bad address': {
    method: 'POST',
    path: '/v1/fungible/price',
    body: { projectId: 'foyer-dev', currency: 'usd', addresses: ['nope'] },
    status: 400,
  },
  'price, no project': {
    method: 'POST',
    path: '/v1/fungible/price',
    body: { currency: 'usd', addresses: [usdc] },
    status: 403,
  },
  'tokens, unknown chain': { path: `/v1/convert/tokens?${project}&chainId=eip155:999`, status: 400 },
  'gas price, bad chain': { path: `/v1/convert/gas-price?${project}&chainId=bad`, status: 400 },
  'quotes, negative amount': { path: `/v1/convert/quotes?${project}&${pair}&amount=-1`, status: 400 },
  'quotes, zero amount': { path: `/v1/convert/quotes?${project}&${pair}&amount=0`, status: 400 },
  'allowance, bad token': {
    path: `/v1/convert/allowance?${project}&tokenAddress=bad&userAddress=${evmAccount}`,
    status: 400,
  },
  'build-approve, bad from': {
    path: `/v1/convert/build-approve?${project}&from=bad&to=${usdc}&userAddress=${evmAccount}`,
    status: 400,
  },
  'build-transaction, bad slippage': {
    method: 'POST',
    path: `/v1/convert/build-transaction?${project}`,
    body: { from: eth, to: usdc, userAddress: evmAccount, amount: '1000', slippage: 80 },
    status: 400,
  },
  'build-transaction, negative amount': {
    method: 'POST',
    path: `/v1/convert/build-transaction?${project}`,
    body: { from: eth, to: usdc, userAddress: evmAccount, amount: '-5' },
    status: 400,
  },
  'build-transaction, malformed JSON': {
    method: 'POST',
    path: `/v1/convert/build-transaction?${project}`,
    raw: '{"from":',
    status: 400,
  },
  'identity, bad address': { path: `/v1/identity/notanaddress?${project}`, status: 400 },
  'profile, short name': { path: `/v1/profile/account/ab?${project}`, status: 400 },
  'reverse, bad address': { path: `/v1/profile/reverse/0xzz?${project}`, status: 400 },
  'suggestions, bad name': { path: `/v1/profile/suggestions/%2A%2A?${project}`, status: 400 },
  'register name, empty body': {
    method: 'POST',
    path: `/v1/profile/account?${project}`,
    body: {},
    status: 400,
  },
  'onramp quote, negative amount': {
    method: 'POST',
    path: `/v1/onramp/quote?${project}`,
    body: { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: -10 },
    status: 400,
  },
  'onramp quote, malformed JSON': {
    method: 'POST',
    path: `/v1/onramp/quote?${project}`,
    raw: '[',
    status: 400,
  },
  'onramp url, no wallet': {
    method: 'POST',
    path: `/v1/generators/onrampurl?${project}`,
    body: { destinationWallets: [] },
    status: 400,
  },
  'onramp url, unknown network': {
    method: 'POST',
    path: `/v1/generators/onrampurl?${project}`,
    body: { destinationWallets: [{ address: evmAccount }], defaultNetwork: 'nowhere' },
    status: 400,
  },
  'checkout page, unknown order': { path: '/onramp/pay/unknown', status: 404 },
  'pay, unknown order': { method: 'POST', path: '/onramp/pay/unknown', status: 404 },
  'grant session, bad account': {
    method: 'POST',
    path: `/v1/sessions/nope?${project}`,
    body: {},
    status: 400,
  },
  'grant session, negative expiry': {
    method: 'POST',
    path: `/v1/sessions/${evmAccount}?${project}`,
    body: { expiry: -1, permissions: [] },
    status: 400,
  },
  'sessions, bad account': { path: `/v1/sessions/bad?${project}`, status: 400 },
  'revoke, bad signature': {
    method: 'POST',
    path: `/v1/sessions/${evmAccount}/revoke?${project}`,
    body: { pci: '', signature: 'x' },
    status: 400,
  },
  'email connect, bad email': {
    method: 'POST',
    path: '/auth/email/connect',
    body: { email: 'nope' },
    status: 400,
  },
  'email connect, malformed JSON': { method: 'POST', path: '/auth/email/connect', raw: '{', status: 400 },
  'email verify, short code': {
    method: 'POST',
    path: '/auth/email/verify',
    body: { email: 'a@example.com', code: '12' },
    status: 400,
  },
  'session, no token': { path: '/auth/session', status: 401 },
  'signout, no token': { method: 'POST', path: '/auth/signout', status: 401 },
  'oauth, unknown provider': { path: `/auth/oauth/myspace?state=${'0'.repeat(48)}`, status: 400 },
  'oauth start, bad redirect': {
    method: 'POST',
    path: '/auth/oauth/start',
    body: { provider: 'google', redirect_uri: 'javascript:alert(1)' },
    status: 400,
  },
  'oauth token, bad code': {
    method: 'POST',
    path: '/auth/oauth/token',
    body: { provider: 'google', code: 'x' },
    status: 400,
  },
  'wrong method': { method: 'DELETE', path: `/v1/supported-chains?${project}`, status: 405 },
  'unknown route': { path: '/nope', status: 404 },
}

describe('the reference service validates every route', () => {
  it.each(Object.entries(cases))('%s: answers its 4xx as JSON', async (_name, test) => {
    const errors = vi.spyOn(console, 'error')
    const body = test.raw ?? (test.body === undefined ? undefined : JSON.stringify(test.body))
    const response = await fetch(`${service.url}${test.path}`, {
      method: test.method ?? 'GET',
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body }),
    })
    expect(response.status).toBe(test.status)
    expect(response.headers.get('content-type')).toContain('application/json')
    const json = (await response.json()) as { error: unknown; message: unknown }
    expect(json).toMatchObject({ error: expect.any(String), message: expect.any(String) })
    if (test.error) expect(json.error).toBe(test.error)
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it('still answers after every bad request', async () => {
    const response = await fetch(
      `${service.url}/v1/supported-chains?${project}&clientId=did:key:z6MkTest-1_a.b`,
    )
    expect(response.status).toBe(200)
  })
})

describe('the reference service bounds request sizes', () => {
  it('answers 413 past limits.bodyBytes and 431 past limits.headerBytes, as JSON, and keeps serving', async () => {
    const small = await startReferenceService({ limits: { bodyBytes: 1_000, headerBytes: 4_096 } })
    try {
      const body = await fetch(`${small.url}/e?${project}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ padding: 'x'.repeat(2_000) }),
      })
      expect(body.status).toBe(413)
      expect(await body.json()).toMatchObject({ error: 'body_too_large', details: 'At most 1000 bytes' })

      const query = await fetch(`${small.url}/getWallets?${project}&search=${'a'.repeat(5_000)}`)
      expect(query.status).toBe(431)
      expect(query.headers.get('content-type')).toContain('application/json')
      expect(await query.json()).toMatchObject({ error: 'headers_too_large', details: 'At most 4096 bytes' })

      expect((await fetch(`${small.url}/getWallets?${project}&search=foyer`)).status).toBe(200)
    } finally {
      await small.stop()
    }
  })
})

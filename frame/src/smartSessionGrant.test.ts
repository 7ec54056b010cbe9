import { parseEther, toHex, zeroAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { englishApproval, loadApprovalTranslate } from './approvalTexts.js'
import { describeSmartSessionGrant, describeSmartSessionRevoke } from './describeSmartSessionGrant.js'
import { anyFunction, parseGrantRequest, sessionKeyOf, sessionPolicyOf } from './smartSessionGrant.js'

const key = privateKeyToAccount(`0x${'11'.repeat(32)}`)
const usdc = '0x2222222222222222222222222222222222222222'
const router = '0x3333333333333333333333333333333333333333'
const expiry = 1_900_000_000

const request = {
  chainId: '0x1',
  expiry,
  signer: { type: 'key', data: { type: 'secp256k1', publicKey: key.publicKey } },
  permissions: [
    { type: 'native-token-transfer', data: { allowance: toHex(parseEther('0.5')) } },
    { type: 'erc20-token-transfer', data: { address: usdc, allowance: toHex(25_000_000n) } },
    {
      type: 'contract-call',
      data: {
        address: router,
        abi: [
          {
            type: 'function',
            name: 'exactInputSingle',
            stateMutability: 'payable',
            inputs: [{ name: 'amountIn', type: 'uint256' }],
            outputs: [],
          },
        ],
        functions: [{ functionName: 'exactInputSingle' }, { selector: '0xAABBCCDD' }],
      },
    },
    { type: 'contract-call', data: { address: usdc } },
  ],
}

describe('ERC-7715 grant → FoyerAccount SessionPolicy', () => {
  it('encodes the allowances, the token, and each allowed (contract, function) pair', () => {
    expect(sessionPolicyOf(parseGrantRequest([request]))).toEqual({
      validUntil: expiry,
      nativeLimit: parseEther('0.5'),
      token: usdc,
      tokenLimit: 25_000_000n,
      targets: [router, router, usdc],
      selectors: ['0x9a391d42', '0xaabbccdd', anyFunction],
    })
  })

  it("takes the key from an uncompressed public key, an address, or AppKit's keys list", () => {
    expect(sessionKeyOf(parseGrantRequest(request).signer)).toBe(key.address)
    const keys = { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: key.publicKey }] } }
    expect(sessionKeyOf(parseGrantRequest({ ...request, signer: keys }).signer)).toBe(key.address)
    const account = { type: 'account', data: { id: key.address.toLowerCase() } }
    expect(sessionKeyOf(parseGrantRequest({ ...request, signer: account }).signer)).toBe(key.address)
  })

  it('an empty grant allows no spending and no calls', () => {
    expect(
      sessionPolicyOf(
        parseGrantRequest({
          ...request,
          permissions: [{ type: 'native-token-transfer', data: { allowance: '0x0' } }],
        }),
      ),
    ).toEqual({
      validUntil: expiry,
      nativeLimit: 0n,
      token: zeroAddress,
      tokenLimit: 0n,
      targets: [],
      selectors: [],
    })
  })

  it.each([
    ['an unknown permission type', { permissions: [{ type: 'rate-limit', data: {} }] }, 'permissions'],
    ['no permissions', { permissions: [] }, 'permissions'],
    ['a policy it cannot enforce', { policies: [{ type: 'gas-limit', data: {} }] }, 'policies'],
    ['a bad expiry', { expiry: 'tomorrow' }, 'expiry'],
  ])('refuses %s, naming the field', (_name, change, field) => {
    expect(() => parseGrantRequest({ ...request, ...change })).toThrow(
      new RegExp(`Invalid parameters for wallet_grantPermissions at ${field}`),
    )
  })

  it('refuses a second ERC-20 and a function the abi does not have', () => {
    const second = { type: 'erc20-token-transfer', data: { address: router, allowance: '0x1' } }
    expect(() =>
      sessionPolicyOf(parseGrantRequest({ ...request, permissions: [...request.permissions, second] })),
    ).toThrow('A session may spend one ERC-20 token')
    const unknown = {
      type: 'contract-call',
      data: { address: router, abi: [], functions: [{ functionName: 'drain' }] },
    }
    expect(() => sessionPolicyOf(parseGrantRequest({ ...request, permissions: [unknown] }))).toThrow(
      "The permission's abi has no function drain",
    )
  })

  it('the review page says it in words: app, key, network, end, each limit, and that nothing else is allowed', async () => {
    const parsed = parseGrantRequest(request)
    const display = await describeSmartSessionGrant({
      request: parsed,
      policy: sessionPolicyOf(parsed),
      subject: { app: 'Demo (https://demo.example)', chainId: 1, account: router, sessionKey: key.address },
      facts: { token: async () => ({ symbol: 'USDC', decimals: 6 }) },
      t: englishApproval,
    })
    expect(display.title).toBe('Grant a session')
    const rows = display.sections.map((section) => [
      section.heading,
      section.rows.map((row) => `${row.label}: ${row.value}`),
    ])
    expect(rows).toEqual([
      [
        'Session',
        [
          'App: Demo (https://demo.example)',
          `Session key: ${key.address}`,
          'Network: Ethereum',
          expect.stringMatching(/^Ends: March 17, 2030 at \d/),
        ],
      ],
      [
        'It may, without asking you again',
        [
          'Spend up to: 0.5 ETH',
          `Send up to: 25 USDC (${usdc})`,
          `May call: exactInputSingle on ${router}`,
          `May call: 0xaabbccdd on ${router}`,
          `May call: Any function of ${usdc}`,
          'Other calls: Refused by your account on chain',
        ],
      ],
    ])
  })

  it("the review page reads in the app's language (Japanese): every label and value, names and addresses kept", async () => {
    const parsed = parseGrantRequest(request)
    const display = await describeSmartSessionGrant({
      request: parsed,
      policy: sessionPolicyOf(parsed),
      subject: { app: 'Demo (https://demo.example)', chainId: 1, account: router, sessionKey: key.address },
      facts: { token: async () => ({ symbol: 'USDC', decimals: 6 }) },
      t: await loadApprovalTranslate('ja'),
    })
    expect(display.title).toBe('セッションの許可')
    const rows = display.sections.map((section) => [
      section.heading,
      section.rows.map((row) => `${row.label}: ${row.value}`),
    ])
    expect(rows).toEqual([
      [
        'セッション',
        [
          'アプリ: Demo (https://demo.example)',
          `セッションキー: ${key.address}`,
          'ネットワーク: Ethereum',
          expect.stringMatching(/^終了: 2030年3月17日/),
        ],
      ],
      [
        '確認なしで許可される操作',
        [
          '支出上限: 0.5 ETH',
          `送金上限: 25 USDC (${usdc})`,
          `呼び出し: ${router} の exactInputSingle`,
          `呼び出し: ${router} の 0xaabbccdd`,
          `呼び出し: ${usdc} の全関数`,
          'その他の呼び出し: アカウントがオンチェーンで拒否',
        ],
      ],
    ])
  })

  it('the revoke page reads in Arabic', async () => {
    const subject = {
      app: 'Demo (https://demo.example)',
      chainId: 1,
      account: router,
      sessionKey: key.address,
    }
    const display = describeSmartSessionRevoke({
      subject,
      expiry: 1_900_000_000,
      t: await loadApprovalTranslate('ar'),
      raw: {},
    })
    expect(display.title).toBe('إنهاء جلسة')
    expect(display.sections[0]?.heading).toBe('الجلسة')
    expect(display.sections[0]?.rows.map((row) => row.label)).toEqual([
      'التطبيق',
      'مفتاح الجلسة',
      expect.any(String),
      'تنتهي',
    ])
  })
})

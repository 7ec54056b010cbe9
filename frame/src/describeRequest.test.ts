import { base58 } from '@scure/base'
import { encodeFunctionData, erc20Abi, maxUint256, parseEther, parseUnits, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import type { ApprovalDisplay } from './approvalMessages.js'
import { loadApprovalTranslate } from './approvalTexts.js'
import {
  decodeErc20Call,
  describeRequest,
  formatDeadline,
  formatTokenAmount,
  networkOf,
  type RequestFacts,
  readableMessage,
} from './describeRequest.js'

const account = '0x1111111111111111111111111111111111111111'
const usdc = '0x2222222222222222222222222222222222222222'
const other = '0x3333333333333333333333333333333333333333'

/** Facts as the chain and the service would give them: USDC with 6 decimals, ETH at $3,000. */
const facts: RequestFacts = {
  chainId: 1,
  account,
  token: async (address) => (address === usdc ? { symbol: 'USDC', decimals: 6 } : undefined),
  nativePriceUsd: async () => 3_000,
  simulate: async ({ value }) => [{ label: 'ETH', value: `-${Number(value ?? 0n) / 1e18} ETH` }],
}

/** The display as label → value, per section heading. */
const rowsOf = (display: ApprovalDisplay) =>
  Object.fromEntries(
    display.sections.map(({ heading, rows }) => [
      heading,
      Object.fromEntries(rows.map(({ label, value, warning }) => [label, warning ? `${value} (!)` : value])),
    ]),
  )

describe('describeRequest', () => {
  it('a native send: network by name, value in ETH and USD, recipient, simulated changes; raw JSON kept apart', async () => {
    const display = await describeRequest(
      'eth_sendTransaction',
      [{ from: account, to: other, value: toHex(parseEther('0.25')) }],
      facts,
    )
    expect(display.title).toBe('Send a transaction')
    expect(rowsOf(display)).toEqual({
      Request: { Method: 'eth_sendTransaction', Network: 'Ethereum', Account: account },
      Transaction: { To: other, Value: '0.25 ETH (≈ $750.00)' },
      'Balance changes (simulated)': { ETH: '-0.25 ETH' },
    })
    expect(JSON.parse(display.raw)).toEqual({
      method: 'eth_sendTransaction',
      params: [{ from: account, to: other, value: toHex(parseEther('0.25')) }],
    })
  })

  it('an ERC-20 transfer and an unlimited approve, decoded with the token read from the chain', async () => {
    const transfer = await describeRequest(
      'eth_sendTransaction',
      [
        {
          to: usdc,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [other, parseUnits('1.5', 6)],
          }),
        },
      ],
      facts,
    )
    expect(rowsOf(transfer)['Token transfer']).toEqual({
      Token: 'USDC',
      Recipient: other,
      Amount: '1.5 USDC',
    })
    const approve = await describeRequest(
      'eth_sendTransaction',
      [
        {
          to: usdc,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [other, maxUint256] }),
        },
      ],
      facts,
    )
    expect(rowsOf(approve)['Token approval']).toEqual({
      Token: 'USDC',
      Spender: other,
      Allowance: 'Unlimited USDC (!)',
    })
    const exact = decodeErc20Call(
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [other, 5_000_000n] }),
    )
    expect(exact).toEqual({ kind: 'approve', spender: other, amount: 5_000_000n })
    expect(formatTokenAmount(5_000_000n, { symbol: 'USDC', decimals: 6 })).toBe('5 USDC')
    expect(decodeErc20Call('0xdeadbeef')).toBeUndefined()
    const call = await describeRequest('eth_sendTransaction', [{ to: other, data: '0xdeadbeef' }], facts)
    expect(rowsOf(call)['Contract call']).toEqual({ 'Function selector': '0xdeadbeef' })
  })

  it('a Permit as fields: token, spender, amount (unlimited called out), deadline as a date', async () => {
    const permit = {
      domain: { name: 'USD Coin', version: '2', chainId: 1, verifyingContract: usdc },
      types: { Permit: [] },
      primaryType: 'Permit',
      message: {
        owner: account,
        spender: other,
        value: maxUint256.toString(),
        nonce: '0',
        deadline: '1900000000',
      },
    }
    const display = await describeRequest('eth_signTypedData_v4', [account, JSON.stringify(permit)], facts)
    expect(display.title).toBe('Sign typed data')
    expect(rowsOf(display)).toMatchObject({
      'Signed for': { 'App or token': 'USD Coin', Contract: usdc, Network: 'Ethereum' },
      'Permit: lets the spender move your tokens': {
        Token: 'USDC',
        Spender: other,
        Amount: 'Unlimited USDC (!)',
        Deadline: 'March 17, 2030 at 5:46:40 PM UTC',
        Owner: account,
      },
    })
    const limited = await describeRequest(
      'eth_signTypedData_v4',
      [account, { ...permit, message: { ...permit.message, value: '2500000' } }],
      facts,
    )
    expect(rowsOf(limited)['Permit: lets the spender move your tokens']?.Amount).toBe('2.5 USDC')
    const other712 = await describeRequest(
      'eth_signTypedData_v4',
      [account, { domain: { name: 'Game' }, primaryType: 'Move', message: { from: 'a1', to: 'a2' } }],
      facts,
    )
    expect(rowsOf(other712)['Message: Move']).toEqual({ from: 'a1', to: 'a2' })
    expect(formatDeadline(maxUint256.toString())).toBe('Never')
  })

  it('messages as text when readable, as hex when not; Solana by name', async () => {
    expect(readableMessage(toHex('Hello from the Foyer demo'))).toBe('Hello from the Foyer demo')
    expect(readableMessage('0x00ff10')).toBe('0x00ff10')
    const evm = await describeRequest('personal_sign', [toHex('Sign in'), account], facts)
    expect(rowsOf(evm).Message).toEqual({ Text: 'Sign in' })
    const solana = await describeRequest(
      'solana_signMessage',
      { message: base58.encode(new TextEncoder().encode('gm')), pubkey: 'x' },
      { ...facts, account: 'So1ana' },
    )
    expect(rowsOf(solana)).toEqual({
      Request: { Method: 'solana_signMessage', Network: 'Solana', Account: 'So1ana' },
      Message: { Text: 'gm' },
    })
    const many = await describeRequest(
      'solana_signAllTransactions',
      { transactions: ['AA==', 'AA=='] },
      facts,
    )
    expect(many.title).toBe('Sign 2 transactions')
  })

  it('in Japanese: titles, headings, labels, the USD value and the dates through Intl; amounts as they are', async () => {
    const t = await loadApprovalTranslate('ja')
    const send = await describeRequest(
      'eth_sendTransaction',
      [{ from: account, to: other, value: toHex(parseEther('0.25')) }],
      facts,
      t,
    )
    expect(send.title).toBe('トランザクションを送信')
    expect(rowsOf(send)).toEqual({
      リクエスト: { メソッド: 'eth_sendTransaction', ネットワーク: 'Ethereum', アカウント: account },
      トランザクション: { 送信先: other, 送金額: '0.25 ETH (≈ $750.00)' },
      '残高の変化(シミュレーション)': { ETH: '-0.25 ETH' },
    })
    const approve = await describeRequest(
      'eth_sendTransaction',
      [
        {
          to: usdc,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [other, maxUint256] }),
        },
      ],
      facts,
      t,
    )
    expect(rowsOf(approve).トークンの使用許可).toEqual({
      トークン: 'USDC',
      許可する相手: other,
      許可額: '無制限のUSDC (!)',
    })
    expect(formatDeadline('1900000000', t)).toBe('2030年3月17日 17:46:40 UTC')
    expect(formatDeadline(maxUint256.toString(), t)).toBe('無期限')
    const many = await describeRequest('solana_signAllTransactions', { transactions: ['AA=='] }, facts, t)
    expect(many.title).toBe('1件のトランザクションに署名')
    expect(networkOf(5, t).name).toBe('チェーン 5')
  })

  it('in Arabic: Arabic texts, plurals by Intl.PluralRules, and each address or amount isolated left to right', async () => {
    const t = await loadApprovalTranslate('ar')
    const permit = {
      domain: { name: 'USD Coin', chainId: 1, verifyingContract: usdc },
      primaryType: 'Permit',
      message: { owner: account, spender: other, value: maxUint256.toString(), deadline: '1900000000' },
    }
    const display = await describeRequest('eth_signTypedData_v4', [account, permit], facts, t)
    expect(display.title).toBe('توقيع بيانات منظَّمة')
    const rows = rowsOf(display)
    expect(rows['التوقيع لصالح']).toEqual({
      'التطبيق أو الرمز المميّز': 'USD Coin',
      العقد: usdc,
      الشبكة: 'Ethereum',
    })
    const permitRows = rows['Permit: يسمح للجهة المأذون لها بنقل رموزك المميّزة']
    expect(permitRows?.['الجهة المأذون لها']).toBe(other)
    // The symbol inside the Arabic sentence is isolated (U+2066 … U+2069): it keeps its own order.
    expect(permitRows?.المبلغ).toBe('\u2066USDC\u2069 بلا حدود (!)')
    expect(permitRows?.['صالح حتى']).toMatch(/٢٠٣٠|2030/)
    const titles = await Promise.all(
      [1, 2, 3, 11].map(async (count) => {
        const transactions = Array.from({ length: count }, () => 'AA==')
        return (await describeRequest('solana_signAllTransactions', { transactions }, facts, t)).title
      }),
    )
    // The count in the locale's digits (as this runtime's Intl writes Arabic numbers).
    const arabic = new Intl.NumberFormat('ar')
    expect(titles).toEqual([
      'توقيع معاملة',
      'توقيع معاملتين',
      `توقيع \u2066${arabic.format(3)}\u2069 معاملات`,
      `توقيع \u2066${arabic.format(11)}\u2069 معاملة`,
    ])
  })
})

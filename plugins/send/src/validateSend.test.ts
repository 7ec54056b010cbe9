import { describe, expect, it } from 'vitest'
import type { SendToken } from './send.js'
import { getMaxAmount, solanaInvalidSendMessage, validateSend } from './validateSend.js'

const eth: SendToken = {
  name: 'Ether',
  symbol: 'ETH',
  decimals: 18,
  balance: String(10n ** 18n),
  price: 3000,
}
const usdc: SendToken = {
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  balance: '5000000',
  price: 1,
}
const receiver = '0x52908400098527886E0F7030069857D2E4169EE7'
const fee = 21_000n * 1_000_000_000n

describe('validateSend', () => {
  it('needs a receiver, an amount and, for the native coin, a gas price on eip155', () => {
    const base = { namespace: 'eip155', token: eth, amount: '0.1', receiver, fee, nativeBalance: 10n ** 18n }
    expect(validateSend(base)).toEqual({ ok: true, amount: 10n ** 17n })
    expect(validateSend({ ...base, receiver: undefined })).toEqual({ ok: false, message: 'Add a receiver' })
    expect(validateSend({ ...base, amount: ' ' })).toEqual({ ok: false, message: 'Add an amount' })
    expect(validateSend({ ...base, amount: ' 0.1' })).toEqual({
      ok: false,
      message: 'Enter the amount without spaces.',
    })
    expect(validateSend({ ...base, amount: '1e3' })).toEqual({
      ok: false,
      message: 'Enter the amount without exponent notation.',
    })
    expect(validateSend({ ...base, fee: undefined })).toEqual({
      ok: false,
      message: 'Waiting for the gas price',
    })
    expect(validateSend({ ...base, token: usdc, amount: '1', fee: undefined }).ok).toBe(true)
  })

  it("says Solana's one message for a missing or invalid amount or receiver", () => {
    const sol: SendToken = { name: 'Solana', symbol: 'SOL', decimals: 9, balance: '1000000000', price: 150 }
    const base = {
      namespace: 'solana',
      token: sol,
      amount: '0.5',
      receiver: 'x',
      fee: 5000n,
      nativeBalance: 0n,
    }
    expect(validateSend(base).ok).toBe(true)
    for (const change of [{ amount: '' }, { receiver: undefined }, { amount: '0' }, { amount: '1e3' }]) {
      expect(validateSend({ ...base, ...change })).toEqual({ ok: false, message: solanaInvalidSendMessage })
    }
  })

  it('finds insufficient gas when the network balance is zero or below the fee, except for smart accounts', () => {
    const base = { namespace: 'eip155', token: usdc, amount: '1', receiver, fee, nativeBalance: 0n }
    expect(validateSend(base)).toEqual({ ok: false, message: 'Insufficient gas' })
    expect(validateSend({ ...base, nativeBalance: fee - 1n })).toEqual({
      ok: false,
      message: 'Insufficient gas',
    })
    expect(validateSend({ ...base, nativeBalance: fee }).ok).toBe(true)
    expect(validateSend({ ...base, smartAccount: true }).ok).toBe(true)
  })

  it('keeps amounts within the balance, the native coin keeping the fee', () => {
    const base = { namespace: 'eip155', receiver, fee, nativeBalance: 10n ** 18n }
    expect(validateSend({ ...base, token: usdc, amount: '5' }).ok).toBe(true)
    expect(validateSend({ ...base, token: usdc, amount: '5.000001' })).toEqual({
      ok: false,
      message: 'Insufficient balance',
    })
    expect(validateSend({ ...base, token: eth, amount: '1' })).toEqual({
      ok: false,
      message: 'Insufficient balance',
    })
    const max = getMaxAmount(eth, fee)
    expect(max).toBe(10n ** 18n - fee)
    expect(validateSend({ ...base, token: eth, amount: '0.999979' }).ok).toBe(true)
    expect(getMaxAmount(usdc, fee)).toBe(5_000_000n)
    expect(getMaxAmount({ ...eth, balance: '10' }, fee)).toBe(0n)
  })

  it("passes the amount parser's message on", () => {
    const base = { namespace: 'eip155', token: usdc, receiver, fee, nativeBalance: 10n ** 18n }
    expect(validateSend({ ...base, amount: '1,5' })).toEqual({
      ok: false,
      message: 'Use a point as the decimal separator, without thousands separators.',
    })
    expect(validateSend({ ...base, amount: '0' })).toEqual({ ok: false, message: 'Enter an amount above 0.' })
  })
})

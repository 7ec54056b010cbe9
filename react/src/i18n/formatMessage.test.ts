import { expect, it } from 'vitest'
import { formatMessage, placeholdersOf } from './formatMessage.js'

it('fills placeholders, numbers formatted for the locale; an unknown placeholder stays as written', () => {
  expect(formatMessage('Continue in {wallet}', 'en', { wallet: 'MetaMask' })).toBe('Continue in MetaMask')
  expect(formatMessage('{count} wallets', 'de', { count: 12345 })).toBe('12.345 wallets')
  expect(formatMessage('Hi {name}', 'en')).toBe('Hi {name}')
})

it('picks the plural form by Intl.PluralRules, falling back to other', () => {
  const seconds = { one: '{count} second', other: '{count} seconds' }
  expect(formatMessage(seconds, 'en', { count: 1 })).toBe('1 second')
  expect(formatMessage(seconds, 'en', { count: 5 })).toBe('5 seconds')
  const arabic = {
    zero: 'صفر',
    one: 'واحدة',
    two: 'اثنتان',
    few: '{count} قليلة',
    many: '{count} كثيرة',
    other: '{count}',
  }
  expect(formatMessage(arabic, 'ar', { count: 0 })).toBe('صفر')
  expect(formatMessage(arabic, 'ar', { count: 2 })).toBe('اثنتان')
  const arabicNumber = new Intl.NumberFormat('ar')
  expect(formatMessage(arabic, 'ar', { count: 3 })).toBe(`\u2066${arabicNumber.format(3)}\u2069 قليلة`)
  expect(formatMessage(arabic, 'ar', { count: 11 })).toBe(`\u2066${arabicNumber.format(11)}\u2069 كثيرة`)
  expect(formatMessage({ other: '{count}秒' }, 'ja', { count: 1 })).toBe('1秒')
})

it('isolates each value in right-to-left text, so an amount with its symbol keeps its order', () => {
  expect(formatMessage('{amount} إلى {receiver}', 'ar', { amount: '1.5 ETH', receiver: 'vitalik.eth' })).toBe(
    '\u20661.5 ETH\u2069 إلى \u2066vitalik.eth\u2069',
  )
  expect(formatMessage('{amount} to {receiver}', 'en', { amount: '1.5 ETH', receiver: 'x' })).toBe(
    '1.5 ETH to x',
  )
})

it('lists the placeholders of a text or of every plural form', () => {
  expect(placeholdersOf('{amount} to {receiver}')).toEqual(['amount', 'receiver'])
  expect(placeholdersOf({ one: 'one', other: '{count} of {total}' })).toEqual(['count', 'total'])
})

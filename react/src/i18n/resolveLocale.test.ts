import { expect, it } from 'vitest'
import { resolveLocale, textDirection } from './resolveLocale.js'

const available = ['en', 'ar', 'ja', 'pt', 'zh-CN', 'zh-TW', 'de']

it('takes the first language asked for that has a catalog, by its tag, then by its language', () => {
  expect(resolveLocale(['ja'], available)).toBe('ja')
  expect(resolveLocale(['pt-BR'], available)).toBe('pt')
  expect(resolveLocale(['de-AT', 'ja'], available)).toBe('de')
  expect(resolveLocale(['ar-EG'], available)).toBe('ar')
  expect(resolveLocale(['JA-jp'], available)).toBe('ja')
})

it('falls back through the languages asked for, then to English', () => {
  expect(resolveLocale(['pt-BR'], ['en', 'ja'])).toBe('en')
  expect(resolveLocale(['xx', 'fr', 'ja'], available)).toBe('ja')
  expect(resolveLocale([], available)).toBe('en')
  expect(resolveLocale(['sv'], available)).toBe('en')
})

it('reads Chinese by script: Hong Kong, Macau, Taiwan and Hant are traditional, the rest simplified', () => {
  expect(resolveLocale(['zh-TW'], available)).toBe('zh-TW')
  expect(resolveLocale(['zh-HK'], available)).toBe('zh-TW')
  expect(resolveLocale(['zh-Hant'], available)).toBe('zh-TW')
  expect(resolveLocale(['zh-Hant-HK'], available)).toBe('zh-TW')
  expect(resolveLocale(['zh'], available)).toBe('zh-CN')
  expect(resolveLocale(['zh-CN'], available)).toBe('zh-CN')
  expect(resolveLocale(['zh-Hans-SG'], available)).toBe('zh-CN')
  expect(resolveLocale(['zh-SG'], available)).toBe('zh-CN')
})

it('writes Arabic and Hebrew right to left', () => {
  expect(textDirection('ar')).toBe('rtl')
  expect(textDirection('he-IL')).toBe('rtl')
  expect(textDirection('ja')).toBe('ltr')
  expect(textDirection('en')).toBe('ltr')
})

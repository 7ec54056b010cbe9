import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  ActiveNetworkNotFoundError,
  ConnectionTimeoutError,
  UnknownError,
  UserRejectedRequestError,
  WalletRequestError,
} from '@foyer/core'
import { describe, expect, it } from 'vitest'
import en from '../locales/en/modal.js'
import { modalMessages } from '../locales/modalMessages.js'
import { createTranslate } from './createTranslate.js'
import { errorText } from './errorText.js'

const repository = new URL('../../../', import.meta.url).pathname

async function translate(locale: string) {
  await modalMessages.load(locale)
  return createTranslate(modalMessages, locale, modalMessages.get(locale))
}

describe('errorText', () => {
  it('says a Foyer error in the active locale by its name; its message stays English for developers', async () => {
    const ja = await translate('ja')
    const rejected = new UserRejectedRequestError({ method: 'eth_requestAccounts' })
    expect(errorText(ja, rejected)).toBe('リクエストを拒否しました。')
    expect(rejected.shortMessage).toBe('User rejected the request.')
    expect(errorText(ja, new ActiveNetworkNotFoundError())).toBe('ネットワークが見つかりません')
    const ar = await translate('ar')
    expect(errorText(ar, new ConnectionTimeoutError({ namespace: 'eip155', timeoutMs: 1_000 }))).toBe(
      'لم تستجب المحفظة',
    )
    expect(errorText(ar, new Error('boom'))).toBe('خطأ غير معروف')
    expect(errorText(ar, new UnknownError({ cause: 'boom' }))).toBe('خطأ غير معروف')
  })

  it("a wallet's own error: by its EIP-1193 code where it has a meaning, else in the wallet's words", async () => {
    const de = await translate('de')
    expect(
      errorText(
        de,
        new WalletRequestError({ method: 'eth_sendTransaction', cause: { code: 4001, message: 'Nope' } }),
      ),
    ).toBe('Sie haben die Anfrage abgelehnt.')
    expect(
      errorText(
        de,
        new WalletRequestError({
          method: 'eth_sendTransaction',
          cause: { code: -32000, message: 'insufficient funds' },
        }),
      ),
    ).toBe('insufficient funds')
  })

  it('English reads as the errors always did', () => {
    const english = createTranslate(modalMessages, 'en')
    expect(errorText(english, new UserRejectedRequestError({ method: 'x' }))).toBe(
      'User rejected the request.',
    )
    expect(errorText(english, new ActiveNetworkNotFoundError())).toBe(
      new ActiveNetworkNotFoundError().shortMessage,
    )
  })

  it('names only errors that exist, each mapped to a text of the catalog', () => {
    const sources = [
      join(repository, 'core/src/errors'),
      ...readdirSync(join(repository, 'adapters')).map((adapter) =>
        join(repository, 'adapters', adapter, 'src'),
      ),
    ].flatMap((folder) => {
      try {
        return readdirSync(folder)
          .filter((file) => file.endsWith('.ts') && !file.includes('.test.'))
          .map((file) => readFileSync(join(folder, file), 'utf8'))
      } catch {
        return []
      }
    })
    const declared = new Set(
      sources.flatMap((source) => [...source.matchAll(/override name = '(\w+)'/g)].map((match) => match[1])),
    )
    const mapped = [
      ...readFileSync(new URL('./errorText.ts', import.meta.url), 'utf8').matchAll(
        /^ {2}(\w+Error): '([\w.]+)',$/gm,
      ),
    ]
    expect(mapped.length).toBeGreaterThan(30)
    for (const [, name, key] of mapped) {
      expect(declared, name).toContain(name)
      expect(Object.keys(en), name).toContain(key)
    }
  })
})

import { readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { placeholdersOf } from './formatMessage.js'
import type { MessageCatalog } from './Messages.js'

const repository = new URL('../../../', import.meta.url).pathname

/** One package's catalogs: the English one, each other locale's file, and the module that registers them. */
type CatalogSet = { name: string; english: string; locales: Record<string, string>; registry: string }

function catalogSets(): CatalogSet[] {
  const reactLocales = join(repository, 'react/src/locales')
  const localeFolders = readdirSync(reactLocales).filter((entry) => !entry.endsWith('.ts'))
  const reactSets = ['buttons', 'modal'].map((part) => ({
    name: `react ${part}`,
    english: join(reactLocales, 'en', `${part}.ts`),
    locales: Object.fromEntries(
      localeFolders
        .filter((locale) => locale !== 'en')
        .map((locale) => [locale, join(reactLocales, locale, `${part}.ts`)]),
    ),
    registry: join(reactLocales, `${part === 'buttons' ? 'button' : 'modal'}Messages.ts`),
  }))
  const pluginSets = readdirSync(join(repository, 'plugins')).flatMap((plugin) => {
    const folder = join(repository, 'plugins', plugin, 'src/react/locales')
    let files: string[]
    try {
      files = readdirSync(folder).filter((file) => file.endsWith('.ts') && !file.includes('.test.'))
    } catch {
      return []
    }
    return [
      {
        name: `plugin ${plugin}`,
        english: join(folder, 'en.ts'),
        locales: Object.fromEntries(
          files.filter((file) => file !== 'en.ts').map((file) => [basename(file, '.ts'), join(folder, file)]),
        ),
        registry: join(dirname(folder), `${plugin}Messages.ts`),
      },
    ]
  })
  // The embedded wallet's approval page (the frame site) has a catalog of its own in the same format.
  const frameFolder = join(repository, 'frame/src/locales')
  const frameSet = {
    name: 'frame approval page',
    english: join(frameFolder, 'en.ts'),
    locales: Object.fromEntries(
      readdirSync(frameFolder)
        .filter((file) => file !== 'en.ts')
        .map((file) => [basename(file, '.ts'), join(frameFolder, file)]),
    ),
    registry: join(repository, 'frame/src/approvalTexts.ts'),
  }
  return [...reactSets, ...pluginSets, frameSet]
}

const load = async (file: string): Promise<MessageCatalog> => (await import(/* @vite-ignore */ file)).default

const sets = catalogSets()

it('finds the catalogs of react and of every plugin with views', () => {
  expect(sets.map((set) => set.name)).toEqual(
    expect.arrayContaining(['react buttons', 'react modal', 'plugin send', 'frame approval page']),
  )
  expect(sets.length).toBeGreaterThanOrEqual(12)
})

describe.each(sets)('$name', ({ english, locales, registry }) => {
  it('English: every plural has `one` and `other`', async () => {
    const en = await load(english)
    for (const [key, message] of Object.entries(en)) {
      if (typeof message !== 'string')
        expect({ key, one: message.one, other: message.other }).toEqual({
          key,
          one: expect.any(String),
          other: expect.any(String),
        })
    }
  })

  it.each(Object.entries(locales))(
    '%s has every key, with the English placeholders',
    async (_locale, file) => {
      const en = await load(english)
      const translation = await load(file)
      expect(Object.keys(translation).sort()).toEqual(Object.keys(en).sort())
      for (const [key, message] of Object.entries(en)) {
        const translated = translation[key]
        expect(typeof translated, key).toBe(typeof message)
        if (translated === undefined) continue
        if (typeof translated !== 'string') expect(translated.other, key).toEqual(expect.any(String))
        // Every English placeholder stays (a plural's own `{count}` may be left out of a form: "one wallet").
        const wanted = placeholdersOf(message).filter(
          (name) => typeof message === 'string' || name !== 'count',
        )
        expect(placeholdersOf(translated), `${key} in ${file}`).toEqual(expect.arrayContaining(wanted))
        expect(
          placeholdersOf(translated).filter((name) => name !== 'count'),
          `${key} in ${file}`,
        ).toEqual(placeholdersOf(message).filter((name) => name !== 'count'))
        if (typeof translated === 'string') expect(translated.trim(), key).not.toBe('')
      }
    },
  )

  it.each(Object.keys(locales))('%s is registered (a loader in the messages module)', (locale) => {
    const source = readFileSync(registry, 'utf8')
    const key = /^[a-z]+$/.test(locale) ? locale : `'${locale}'`
    expect(source).toContain(`${key}: () => import(`)
  })
})

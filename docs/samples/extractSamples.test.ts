import { describe, expect, test } from 'vitest'
import { extractSamples } from './extractSamples.mjs'

const page = (...lines: string[]) => lines.join('\n')

/** The line of `file` that holds `text`, 1-based. */
const lineOf = (file: string, text: string) => file.split('\n').indexOf(text) + 1

describe('extractSamples', () => {
  test('a TypeScript sample keeps its page line numbers and becomes a module of its own', () => {
    const [sample, ...others] = extractSamples(
      page(
        '# Title',
        '',
        '```ts',
        "import { createAppKit } from '@foyer/react'",
        'createAppKit(options)',
        '```',
      ),
    )
    expect(others).toEqual([])
    expect(sample).toMatchObject({ line: 3, language: 'ts' })
    const [file] = sample?.files ?? []
    expect(file?.path).toBe('3/sample.ts')
    expect(lineOf(file?.text ?? '', 'createAppKit(options)')).toBe(5)
    expect(file?.text.endsWith('\nexport {}\n')).toBe(true)
  })

  test('only ts and tsx samples are taken, tsx as a .tsx file', () => {
    const samples = extractSamples(
      page(
        '```sh',
        'pnpm docs',
        '```',
        '```json',
        '{}',
        '```',
        '```tsx [App.tsx]',
        'export const a = <b />',
        '```',
      ),
    )
    expect(samples.map(({ line, files }) => [line, files.map(({ path }) => path)])).toEqual([
      [7, ['7/sample.tsx']],
    ])
  })

  test('a fence inside a longer fence is not a sample', () => {
    expect(extractSamples(page('````md', '```ts', 'not code', '```', '````'))).toEqual([])
  })

  test('a sample marked partial is not compiled, with its reason', () => {
    const [sample] = extractSamples(page('<!-- sample: skip (a fragment) -->', '```ts', 'start()', '```'))
    expect(sample).toEqual({ line: 2, language: 'ts', skip: 'a fragment', files: [] })
  })

  test("@filename starts a named file, on the page's lines", () => {
    const [sample] = extractSamples(
      page(
        '```ts',
        '// @filename: locales/en.ts',
        "export default { title: 'Hi' } as const",
        '',
        '// @filename: messages.ts',
        "import en from './locales/en.js'",
        '```',
      ),
    )
    const [en, messages] = sample?.files ?? []
    expect(sample?.files.map(({ path }) => path)).toEqual(['locales/en.ts', 'messages.ts'])
    expect(lineOf(en?.text ?? '', "export default { title: 'Hi' } as const")).toBe(3)
    expect(messages?.text).not.toContain('@filename')
    expect(lineOf(messages?.text ?? '', "import en from './locales/en.js'")).toBe(6)
  })

  test("resolve 'a' as 'b' rewrites that module's imports only", () => {
    const [sample] = extractSamples(
      page(
        "<!-- sample: resolve 'ethers' as 'ethers5' -->",
        '```ts',
        "import { providers } from 'ethers'",
        "import { x } from 'ethers-extra'",
        "const lazy = import('ethers')",
        '```',
      ),
    )
    const text = sample?.files[0]?.text ?? ''
    expect(text).toContain("import { providers } from 'ethers5'")
    expect(text).toContain("import { x } from 'ethers-extra'")
    expect(text).toContain("import('ethers5')")
  })

  test('an unknown instruction is an error naming its line', () => {
    expect(() => extractSamples(page('<!-- sample: ignore -->', '```ts', 'x', '```'))).toThrow(
      'Line 2: unknown sample instruction "ignore"',
    )
  })
})

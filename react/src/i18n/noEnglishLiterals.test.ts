import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { findEnglishLiterals, repository, viewSources } from './findEnglishLiterals.test-utils.js'

it('no view, button or plugin view shows a literal English text: every text comes from a catalog', () => {
  const files = viewSources()
  expect(files.length).toBeGreaterThan(50)
  const found = files
    .flatMap(findEnglishLiterals)
    .map(({ file, line, text }) => `${file.slice(repository.length)}:${line} ${text}`)
  expect(found).toEqual([])
})

it("no view or button shows an error's English `shortMessage`: the modal says errors through `errorText`", () => {
  const shown = viewSources()
    .filter((file) => file.startsWith(join(repository, 'react/src')))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((text, index) =>
          /\.shortMessage\b/.test(text) ? [`${file.slice(repository.length)}:${index + 1}`] : [],
        ),
    )
  expect(shown).toEqual([])
})

it('finds JSX text, text props and literals in text expressions, not comparisons or class names', () => {
  const folder = mkdtempSync(join(tmpdir(), 'foyer-literals-'))
  const file = join(folder, 'View.tsx')
  writeFileSync(
    file,
    `export const a = <p title="Copy address">Hello there {x ? 'Yes please' : y} {kind === 'smartAccount' && z}</p>
export const b = <input className="foyer-input" placeholder={\`Search \${n}\`} aria-label={t('x')} />
export const c = <b>WalletConnect</b>`,
  )
  try {
    expect(findEnglishLiterals(file).map((literal) => literal.text)).toEqual([
      'Copy address',
      'Hello there',
      'Yes please',
      'Search',
    ])
  } finally {
    rmSync(folder, { recursive: true })
  }
})

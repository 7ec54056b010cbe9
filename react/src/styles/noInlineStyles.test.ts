import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'

const repository = new URL('../../../', import.meta.url).pathname

/** Every view component's source: the core views and each plugin's React views. */
function viewSources(): string[] {
  const folders = [
    join(repository, 'react/src'),
    ...readdirSync(join(repository, 'plugins')).map((plugin) =>
      join(repository, 'plugins', plugin, 'src/react'),
    ),
  ]
  return folders.flatMap((folder) => {
    try {
      return readdirSync(folder, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
        .map((file) => join(folder, file))
    } catch {
      return []
    }
  })
}

/** An inline style object with a literal value (`style={{ gap: 12 }}`): what a stylesheet rule should say. */
const literalStyle = /style=\{\{[^}]*?:\s*(['"`]|\d)/

// Values computed at run time (a windowed list's row positions and padding) are what inline styles are for.
it('views lay out with the stylesheets (views.css), not inline style objects of fixed values', () => {
  const sources = viewSources()
  expect(sources.length).toBeGreaterThan(40)
  const inline = sources.filter((file) => literalStyle.test(readFileSync(file, 'utf8')))
  expect(inline.map((file) => file.slice(repository.length))).toEqual([])
})

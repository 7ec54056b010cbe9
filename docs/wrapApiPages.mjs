// Runs after typedoc (`pnpm docs:api`): the generated pages quote TSDoc text with HTML-like words (`<Icon>`,
// `{{ }}`) that Vue would read as its template, so a `<` outside code is escaped and each page's body is left to
// VitePress's `v-pre` container.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const api = fileURLToPath(new URL('./api/', import.meta.url))

/** `<` escaped outside inline code spans (the odd pieces between backticks). */
const escapeLine = (line) =>
  line
    .split('`')
    .map((piece, index) => (index % 2 === 0 ? piece.replace(/(?<!\\)</g, '\\<') : piece))
    .join('`')

function escapePage(page) {
  let fenced = false
  return page
    .split('\n')
    .map((line) => {
      if (line.trimStart().startsWith('```')) fenced = !fenced
      return fenced || line.trimStart().startsWith('```') ? line : escapeLine(line)
    })
    .join('\n')
}

for (const file of await readdir(api, { recursive: true })) {
  if (!file.endsWith('.md')) continue
  const path = join(api, file)
  const page = await readFile(path, 'utf8')
  if (page.startsWith('::: v-pre')) continue
  await writeFile(path, `::: v-pre\n\n${escapePage(page).trimEnd()}\n\n:::\n`)
}

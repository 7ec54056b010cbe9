// The TypeScript samples of the site's Markdown, as files tsc can check. A sample's lines keep their line numbers:
// each file starts with as many empty lines as precede the sample in its page, so a compiler error's line is the
// page's line.
//
// A comment on the line before a fence changes how its sample is checked:
//   <!-- sample: skip (why) -->                 the sample is deliberately partial: not compiled (keep these few)
//   <!-- sample: resolve 'ethers' as 'ethers5' -->  an import of the first module is checked against the second
// Inside a sample, a `// @filename: path.ts` line starts a named file. The named files of one page are one folder, so
// a later sample imports what an earlier one named (`./locales/en.js`); an unnamed sample is a folder of its own.

const fence = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)/
const checkedLanguages = new Set(['ts', 'tsx', 'typescript'])
const directive = /^\s*<!--\s*sample:\s*(.*?)\s*-->\s*$/
const resolveAs = /^resolve\s+'([^']+)'\s+as\s+'([^']+)'$/
const fileName = /^\s*\/\/\s*@filename:\s*(\S+)\s*$/

/**
 * @typedef {{ path: string, text: string }} SampleFile
 * @typedef {{ line: number, language: string, skip?: string, files: SampleFile[] }} Sample
 */

/** Import specifiers in `code` rewritten from each key of `aliases` to its value (only whole specifiers). */
function resolveImports(code, aliases) {
  let resolved = code
  for (const [from, to] of aliases)
    resolved = resolved.replace(
      new RegExp(
        `(\\bfrom\\s+|\\bimport\\s*\\(\\s*|\\bimport\\s+)(['"])${from.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\2`,
        'g',
      ),
      `$1$2${to}$2`,
    )
  return resolved
}

/**
 * The TypeScript samples of one page. `line` is the fence's line (1-based); each file's path is relative to the
 * page's folder, and its text has the page's line numbers and ends as a module (`export {}`), so samples never share
 * a scope.
 * @param {string} markdown
 * @returns {Sample[]}
 */
export function extractSamples(markdown) {
  const lines = markdown.split('\n')
  /** @type {Sample[]} */
  const samples = []
  for (let index = 0; index < lines.length; index++) {
    const open = fence.exec(lines[index] ?? '')
    if (!open) continue
    const [, indent = '', marker = '', language = ''] = open
    let end = index + 1
    while (end < lines.length && !(lines[end] ?? '').trimStart().startsWith(marker)) end++
    const body = lines
      .slice(index + 1, end)
      .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
    const previous = directive.exec(lines[index - 1] ?? '')?.[1]
    if (checkedLanguages.has(language)) samples.push(toSample(index, language, body, previous))
    index = end
  }
  return samples
}

/**
 * @param {number} fenceIndex
 * @param {string} language
 * @param {string[]} body
 * @param {string | undefined} instruction
 * @returns {Sample}
 */
function toSample(fenceIndex, language, body, instruction) {
  const line = fenceIndex + 1
  if (instruction?.startsWith('skip')) {
    const reason = instruction
      .slice(4)
      .trim()
      .replace(/^\((.*)\)$/, '$1')
    return { line, language, skip: reason || 'no reason given', files: [] }
  }
  const alias = instruction ? resolveAs.exec(instruction) : null
  if (instruction && !alias) throw new Error(`Line ${line}: unknown sample instruction "${instruction}"`)
  const aliases = alias ? [[alias[1] ?? '', alias[2] ?? '']] : []
  const extension = language === 'tsx' ? 'tsx' : 'ts'
  /** @type {{ path: string, lines: string[] }[]} */
  const parts = []
  let current = { path: `${line}/sample.${extension}`, lines: /** @type {string[]} */ ([]) }
  body.forEach((code, offset) => {
    const named = fileName.exec(code)
    if (named) {
      if (current.lines.some((written) => written.trim() !== '')) parts.push(current)
      current = { path: named[1] ?? '', lines: [] }
    }
    // Padded to the page's line: line `line + 1 + offset` of the page is that line of the file.
    while (current.lines.length < line + offset) current.lines.push('')
    current.lines.push(named ? '' : code)
  })
  parts.push(current)
  return {
    line,
    language,
    files: parts.map(({ path, lines }) => ({
      path,
      text: `${resolveImports(lines.join('\n'), aliases)}\nexport {}\n`,
    })),
  }
}

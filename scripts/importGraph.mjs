// The import graph of a package's source files (tests left out), and its circles. Type-only imports count too, since a
// reader follows them as well. Used by scripts/importCircles.mjs and core's and react's import graph tests.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

function* sourceFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(path)
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|test-utils)\.tsx?$|\.d\.ts$/.test(entry.name)) yield path
  }
}

/** Reads `folder`'s files and their relative imports; paths are relative to `folder`, with `/` separators. */
export function readImportGraph(folder) {
  const root = resolve(folder)
  const absolute = [...sourceFiles(root)]
  const known = new Set(absolute)
  const name = (path) => relative(root, path).split('\\').join('/')
  const imports = new Map()
  const linesByFile = new Map()
  for (const file of absolute) {
    const text = readFileSync(file, 'utf8')
    linesByFile.set(name(file), text.split('\n').length)
    const { importedFiles } = ts.preProcessFile(text, true, true)
    const targets = importedFiles
      .map(({ fileName }) => fileName)
      .filter((fileName) => fileName.startsWith('.'))
      .map((fileName) => resolve(dirname(file), fileName).replace(/\.js$/, ''))
      .flatMap((base) =>
        [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].filter((path) => known.has(path)).slice(0, 1),
      )
    imports.set(name(file), [...new Set(targets.map(name))])
  }
  const lines = [...linesByFile.values()].reduce((total, count) => total + count, 0)
  return { root, files: [...imports.keys()], imports, lines, linesByFile }
}

/** The import circles (strongly connected components of two files or more), largest first, each sorted. */
export function findImportCircles({ files, imports }) {
  // Tarjan's strongly connected components.
  let counter = 0
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const circles = []
  function connect(file) {
    index.set(file, counter)
    low.set(file, counter)
    counter++
    stack.push(file)
    onStack.add(file)
    for (const target of imports.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target)
        low.set(file, Math.min(low.get(file), low.get(target)))
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)))
    }
    if (low.get(file) !== index.get(file)) return
    const circle = []
    let member
    do {
      member = stack.pop()
      onStack.delete(member)
      circle.push(member)
    } while (member !== file)
    if (circle.length > 1) circles.push(circle.sort())
  }
  for (const file of files) if (!index.has(file)) connect(file)
  return circles.sort((a, b) => b.length - a.length)
}

// Prints the import circles (strongly connected components) among a package's source files, largest first: type-only
// imports count too, since a reader follows them as well. Usage: node scripts/importCircles.mjs [folder=core/src]
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

const root = resolve(process.argv[2] ?? 'core/src')

function* sourceFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(path)
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|test-utils)\.tsx?$|\.d\.ts$/.test(entry.name)) yield path
  }
}

const files = [...sourceFiles(root)]
const known = new Set(files)
const imports = new Map()
for (const file of files) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
  const targets = importedFiles
    .map(({ fileName }) => fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => resolve(dirname(file), name).replace(/\.js$/, ''))
    .flatMap((base) =>
      [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].filter((path) => known.has(path)).slice(0, 1),
    )
  imports.set(file, [...new Set(targets)])
}

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
  if (circle.length > 1) circles.push(circle)
}
for (const file of files) if (!index.has(file)) connect(file)

circles.sort((a, b) => b.length - a.length)
const lines = files.reduce((total, file) => total + readFileSync(file, 'utf8').split('\n').length, 0)
console.log(
  `${relative(process.cwd(), root)}: ${files.length} files, ${lines.toLocaleString('en-US')} lines (tests left out)`,
)
console.log(
  `import circles: ${circles.length}; largest: ${circles[0]?.length ?? 0} files; larger than 3: ${circles.filter((circle) => circle.length > 3).length}`,
)
for (const circle of circles) {
  console.log(`\n${circle.length} files:`)
  for (const file of circle.sort()) console.log(`  ${relative(root, file)}`)
}

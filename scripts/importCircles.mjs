// Prints the import circles (strongly connected components) among a package's source files, largest first: type-only
// imports count too, since a reader follows them as well; then the lines in each top folder. Usage:
// node scripts/importCircles.mjs [folder=core/src]
// core/test/importGraph.test.ts and react/src/importGraph.test.ts fail when one in their src is larger than 3 files.
import { relative } from 'node:path'
import { findImportCircles, readImportGraph } from './importGraph.mjs'

const graph = readImportGraph(process.argv[2] ?? 'core/src')
const circles = findImportCircles(graph)
console.log(
  `${relative(process.cwd(), graph.root)}: ${graph.files.length} files, ${graph.lines.toLocaleString('en-US')} lines (tests left out)`,
)
console.log(
  `import circles: ${circles.length}; largest: ${circles[0]?.length ?? 0} files; larger than 3: ${circles.filter((circle) => circle.length > 3).length}`,
)
for (const circle of circles) {
  console.log(`\n${circle.length} files:`)
  for (const file of circle) console.log(`  ${file}`)
}

const linesByFolder = new Map()
for (const [file, count] of graph.linesByFile) {
  const folder = file.includes('/') ? `${file.split('/')[0]}/` : '(top files)'
  linesByFolder.set(folder, (linesByFolder.get(folder) ?? 0) + count)
}
console.log('\nlines per folder (tests left out):')
for (const [folder, count] of [...linesByFolder].sort((a, b) => b[1] - a[1]))
  console.log(`  ${String(count).padStart(6)}  ${folder}`)

// Prints the import circles (strongly connected components) among a package's source files, largest first: type-only
// imports count too, since a reader follows them as well. Usage: node scripts/importCircles.mjs [folder=core/src]
// core/test/importGraph.test.ts fails when one in core/src is larger than 3 files.
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

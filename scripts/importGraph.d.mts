export type ImportGraph = {
  /** The folder read, absolute. */
  root: string
  /** Source files, relative to `root`, tests left out. */
  files: string[]
  /** Each file's imports of other files in `root`. */
  imports: Map<string, string[]>
  /** The files' lines, together. */
  lines: number
  /** Each file's lines. */
  linesByFile: Map<string, number>
}

export function readImportGraph(folder: string): ImportGraph
export function findImportCircles(graph: Pick<ImportGraph, 'files' | 'imports'>): string[][]

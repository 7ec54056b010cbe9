import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { expect, it } from 'vitest'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')

// The entries a page loads before anything is clicked: the React layer, the chain adapters (WalletConnect's lazy one),
// and every plugin's React entry (its views load on first use).
const plugins = [
  'activity',
  'names',
  'nfts',
  'onramp',
  'receive',
  'send',
  'siwx',
  'socials',
  'swaps',
  'tokens',
]
const adapters = ['wagmi', 'solana', 'bitcoin', 'polkadot', 'ethers', 'ethers5']
const firstLoadEntries = [
  'react/src/exports/index.ts',
  'react/src/exports/core.ts',
  ...adapters.map((name) => `adapters/${name}/src/exports/index.ts`),
  'adapters/solana/src/exports/react.ts',
  'adapters/universal/src/exports/lazy.ts',
  ...plugins.map((name) => `plugins/${name}/src/exports/react.ts`),
]

const packageDirs: Record<string, string> = {
  '@foyer/core': 'core',
  '@foyer/react': 'react',
  ...Object.fromEntries(adapters.map((name) => [`@foyer/adapter-${name}`, `adapters/${name}`])),
  '@foyer/adapter-universal': 'adapters/universal',
  '@foyer/shared-eip1193': 'adapters/shared-eip1193',
  ...Object.fromEntries(plugins.map((name) => [`@foyer/plugin-${name}`, `plugins/${name}`])),
}

/** The workspace file a specifier names (through the package's `source` export), or undefined outside the workspace. */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) {
    const path = resolve(dirname(from), specifier).replace(/\.js$/, '')
    return [`${path}.ts`, `${path}.tsx`].find((candidate) => existsSync(candidate))
  }
  const name = specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')
  const dir = packageDirs[name]
  if (!dir) return undefined
  const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'))
  const entry = manifest.exports[`.${specifier.slice(name.length)}`]
  return entry?.source ? join(root, dir, entry.source) : undefined
}

/** What `file` imports at run time (type-only imports and exports load nothing). */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
  const specifiers: string[] = []
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause
      const bindings = clause?.namedBindings
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          bindings &&
          ts.isNamedImports(bindings) &&
          bindings.elements.every((element) => element.isTypeOnly))
      if (!typeOnly) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text)
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      const clause = statement.exportClause
      if (clause && ts.isNamedExports(clause) && clause.elements.every((element) => element.isTypeOnly))
        continue
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text)
    }
  }
  return specifiers
}

it("no first-load module reaches @foyer/core's main entry (else every core module lazy code uses loads first)", () => {
  const mainEntry = join(root, 'core/src/exports/index.ts')
  const importers = new Set<string>()
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const specifier of runtimeImports(file)) {
      const target = resolveSpecifier(file, specifier)
      if (!target) continue
      if (target === mainEntry) importers.add(file.slice(root.length + 1))
      else visit(target)
    }
  }
  for (const entry of firstLoadEntries) visit(join(root, entry))
  expect(seen.size).toBeGreaterThan(100)
  expect([...importers].sort()).toEqual([])
})

/** What `file` imports at run time, `import()` included: all the code that can load once it has. */
function allImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
  const dynamic: string[] = []
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      dynamic.push(node.arguments[0].text)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return [...runtimeImports(file), ...dynamic]
}

/**
 * Every file a page can load from `entry` (lazy chunks included) and the package specifiers they import. Any part of
 * a module lazy code uses rides on the first load when the first load holds that module (zod's core, viem's), and a
 * lazy chunk that shares a few of them with the first load splits its shared chunks: both cost first-load bytes.
 */
function reachableCode(entry: string): { files: Set<string>; packages: Set<string> } {
  return reachableFrom([entry], allImports)
}

/** The files reachable from `entries` through `importsOf`, and the package specifiers they import. */
function reachableFrom(
  entries: readonly string[],
  importsOf: (file: string) => string[],
): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>()
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    for (const specifier of importsOf(file)) {
      const target = resolveSpecifier(file, specifier)
      if (target) visit(target)
      else if (!specifier.startsWith('.')) packages.add(specifier)
    }
  }
  for (const entry of entries) visit(join(root, entry))
  return { files, packages }
}

it("the socials plugin's app side builds no template-literal schema (its zod code would join the first load's zod)", () => {
  const { files } = reachableCode('plugins/socials/src/react/socials.ts')
  const templateLiterals = [...files].filter((file) =>
    readFileSync(file, 'utf8').includes('z.templateLiteral('),
  )
  expect(templateLiterals.map((file) => file.slice(root.length + 1))).toEqual([])
})

it("a plugin's setup module is imported by its entry alone, so it stays in the page's first chunk", () => {
  for (const [name, setupModule] of [
    ['siwx', 'plugins/siwx/src/siwx.ts'],
    ['socials', 'plugins/socials/src/socials.ts'],
    ['swaps', 'plugins/swaps/src/swaps.ts'],
  ] as const) {
    const entry = `plugins/${name}/src/react/${name}.ts`
    const { files } = reachableCode(entry)
    const importers = [...files].filter((file) =>
      runtimeImports(file).some((specifier) => resolveSpecifier(file, specifier) === join(root, setupModule)),
    )
    expect(importers.map((file) => file.slice(root.length + 1))).toEqual([entry])
  }
})

/**
 * Every module a first-load entry reaches through static imports, re-exports included: a bundler places a module by
 * the entries that can reach it, used or not, so lazy code that uses one of these puts it on the first load.
 */
function firstLoadModules(): Set<string> {
  return reachableFrom(firstLoadEntries, runtimeImports).files
}

it('the RPC guard, identity lookups and the HTTP and JSON-RPC clients load after the first paint, in one chunk', () => {
  const deferred = [
    'core/src/actions/runRequest.ts',
    'core/src/actions/runSwitchNetwork.ts',
    'core/src/rpc/rpcMethods.ts',
    'core/src/rpc/validateRpcParams.ts',
    'core/src/identity/resolveIdentity.ts',
    'core/src/identity/resolveRegistryName.ts',
    'core/src/net/createBlockchainApi.ts',
    'core/src/net/createWalletApi.ts',
    'core/src/net/createHttpClient.ts',
    'core/src/net/createJsonRpcTransport.ts',
  ]
  const firstLoad = firstLoadModules()
  expect(firstLoad.size).toBeGreaterThan(100)
  expect(deferred.filter((file) => firstLoad.has(join(root, file)))).toEqual([])
  const { files } = reachableCode('core/src/afterFirstPaint/afterFirstPaint.ts')
  expect(deferred.filter((file) => !files.has(join(root, file)))).toEqual([])
})

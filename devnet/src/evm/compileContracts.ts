import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'
import * as z from 'zod'
import { ContractCompilationError } from './errors.js'

export type ContractArtifact = {
  abi: Abi
  bytecode: Hex
  deployedBytecode: Hex
}

export const contractNames = [
  'FoyerToken',
  'FoyerSpamNft',
  'FoyerMulticall3',
  'FoyerNameRegistry',
  'FoyerTestAccount',
  'FoyerAccount',
  'FoyerAccountFactory',
  'FoyerIdRegistry',
] as const

export type ContractName = (typeof contractNames)[number]

export type ContractArtifacts = Record<ContractName, ContractArtifact>

export type CompileContractsReturnType = {
  artifacts: ContractArtifacts
  /** `true` when the artifacts came from `devnet/.devnet/cache/` without running solc. */
  cached: boolean
  cacheFile: string
}

// The sources ship in `src/` beside the built `dist/`: the same path from either.
const contractsDir = fileURLToPath(new URL('../../src/evm/contracts/', import.meta.url))
export const defaultCacheDir = fileURLToPath(new URL('../../.devnet/cache/', import.meta.url))

const settings = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
} as const

const hexSchema = z.string().regex(/^0x[0-9a-fA-F]*$/) as unknown as z.ZodType<Hex>
const artifactSchema = z.object({
  abi: z.array(z.any()) as unknown as z.ZodType<Abi>,
  bytecode: hexSchema,
  deployedBytecode: hexSchema,
})
const artifactsSchema = z.object(
  Object.fromEntries(contractNames.map((name) => [name, artifactSchema])) as Record<
    ContractName,
    typeof artifactSchema
  >,
)

const solcOutputSchema = z.object({
  errors: z.array(z.object({ severity: z.string(), formattedMessage: z.string() })).optional(),
  contracts: z
    .record(
      z.string(),
      z.record(
        z.string(),
        z.object({
          abi: z.array(z.any()),
          evm: z.object({
            bytecode: z.object({ object: z.string() }),
            deployedBytecode: z.object({ object: z.string() }),
          }),
        }),
      ),
    )
    .optional(),
})

/**
 * Compiles `src/evm/contracts/*.sol` with solc-js, or reads the artifacts cached under a hash of the
 * sources, the compiler version and the settings (a warm start never loads solc's wasm).
 */
export async function compileContracts({
  cacheDir = defaultCacheDir,
}: {
  cacheDir?: string
} = {}): Promise<CompileContractsReturnType> {
  const sources = await readSources()
  const compilerVersion = readSolcVersion()
  const hash = createHash('sha256')
    .update(JSON.stringify({ compilerVersion, settings, sources }))
    .digest('hex')
    .slice(0, 16)
  const cacheFile = `${cacheDir}contracts-${hash}.json`

  const cachedArtifacts = await readCachedArtifacts(cacheFile)
  if (cachedArtifacts) return { artifacts: cachedArtifacts, cached: true, cacheFile }

  const artifacts = await runSolc(sources)
  await mkdir(cacheDir, { recursive: true })
  const temporaryFile = `${cacheFile}.${process.pid}.tmp`
  await writeFile(temporaryFile, JSON.stringify(artifacts))
  await rename(temporaryFile, cacheFile)
  return { artifacts, cached: false, cacheFile }
}

async function readSources(): Promise<Record<string, string>> {
  const files = (await readdir(contractsDir)).filter((file) => file.endsWith('.sol')).sort()
  const entries = await Promise.all(
    files.map(async (file) => [file, await readFile(`${contractsDir}${file}`, 'utf8')] as const),
  )
  return Object.fromEntries(entries)
}

function readSolcVersion(): string {
  const require = createRequire(import.meta.url)
  const { version } = z.object({ version: z.string() }).parse(require('solc/package.json'))
  return version
}

async function readCachedArtifacts(cacheFile: string): Promise<ContractArtifacts | undefined> {
  try {
    const parsed = artifactsSchema.safeParse(JSON.parse(await readFile(cacheFile, 'utf8')))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

async function runSolc(sources: Record<string, string>): Promise<ContractArtifacts> {
  const { default: solc } = await import('solc')
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(Object.entries(sources).map(([file, content]) => [file, { content }])),
    settings,
  }
  const output = solcOutputSchema.parse(JSON.parse(solc.compile(JSON.stringify(input))))
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) throw new ContractCompilationError(errors.map((error) => error.formattedMessage))

  const artifacts: Partial<ContractArtifacts> = {}
  for (const name of contractNames) {
    const compiled = output.contracts?.[`${name}.sol`]?.[name]
    if (!compiled)
      throw new ContractCompilationError([`No output for contract ${name} (expected in ${name}.sol).`])
    artifacts[name] = {
      abi: compiled.abi as Abi,
      bytecode: `0x${compiled.evm.bytecode.object}`,
      deployedBytecode: `0x${compiled.evm.deployedBytecode.object}`,
    }
  }
  return artifacts as ContractArtifacts
}

import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'
import * as z from 'zod'

const artifactSchema = z.object({
  abi: z.array(z.any()),
  bytecode: z.string().regex(/^0x[0-9a-fA-F]+$/),
})

/** ERC-4337's EntryPoint v0.7 as `@account-abstraction/contracts` ships it compiled (its own, unmodified). */
export async function readEntryPointArtifact(): Promise<{ abi: Abi; bytecode: Hex }> {
  const path = createRequire(import.meta.url).resolve(
    '@account-abstraction/contracts/artifacts/EntryPoint.json',
  )
  const parsed = artifactSchema.parse(JSON.parse(await readFile(path, 'utf8')))
  return { abi: parsed.abi as Abi, bytecode: parsed.bytecode as Hex }
}

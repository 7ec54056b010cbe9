import type { CompiledTransactionMessage } from '@solana/kit'

export const lamportsPerSignature = 5000n
const computeBudgetProgramAddress = 'ComputeBudget111111111111111111111111111111'
const defaultComputeUnitsPerInstruction = 200_000n
const maxComputeUnits = 1_400_000n

/** Base fee (5000 lamports per signature) plus the priority fee set by Compute Budget instructions. */
export function computeTransactionFee(message: CompiledTransactionMessage): bigint {
  let unitLimit: bigint | undefined
  let microLamportsPerUnit = 0n
  let otherInstructions = 0n
  for (const instruction of message.instructions) {
    const program = message.staticAccounts[instruction.programAddressIndex]
    const data = instruction.data ?? new Uint8Array()
    if (program !== computeBudgetProgramAddress) {
      otherInstructions += 1n
      continue
    }
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
    if (data[0] === 2 && data.length >= 5) unitLimit = BigInt(view.getUint32(1, true))
    if (data[0] === 3 && data.length >= 9) microLamportsPerUnit = view.getBigUint64(1, true)
  }
  const units = unitLimit ?? minBigint(defaultComputeUnitsPerInstruction * otherInstructions, maxComputeUnits)
  const priorityFee = (microLamportsPerUnit * units + 999_999n) / 1_000_000n
  return lamportsPerSignature * BigInt(message.header.numSignerAccounts) + priorityFee
}

function minBigint(a: bigint, b: bigint): bigint {
  return a < b ? a : b
}

import type { AdapterWriteContractRequest, Hex } from '@foyer/core/eager'
import { ContractCallEncodingError } from './errors.js'

/** An ABI encoder for one call (ethers' `Interface#encodeFunctionData`, viem's `encodeFunctionData`). */
export type EncodeFunctionData = (call: {
  abi: readonly unknown[]
  functionName: string
  args: readonly unknown[]
}) => Hex

/**
 * An adapter's `writeContract`: encodes the call with `encode` and sends it through the kernel's guarded
 * `sendTransaction`; resolves with the transaction hash.
 */
export async function sendContractCall(
  { address, abi, functionName, args, value, sendTransaction }: AdapterWriteContractRequest,
  encode: EncodeFunctionData,
): Promise<Hex> {
  let data: Hex
  try {
    data = encode({ abi, functionName, args: args ?? [] })
  } catch (cause) {
    throw new ContractCallEncodingError({ functionName, cause })
  }
  return sendTransaction({ to: address, data, ...(value === undefined ? {} : { value }) })
}

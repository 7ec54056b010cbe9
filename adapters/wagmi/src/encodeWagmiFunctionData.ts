import type { EncodeFunctionData } from '@foyer/shared-eip1193'
import { type Abi, encodeFunctionData } from 'viem'

/** viem's ABI encoder for `writeContract`. */
export const encodeWagmiFunctionData: EncodeFunctionData = ({ abi, functionName, args }) =>
  encodeFunctionData({ abi: abi as Abi, functionName, args })

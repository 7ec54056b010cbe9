import * as z from 'zod/mini'
import type { AdapterNotFoundError } from '../errors/adapter.js'
import type {
  AccountNotConnectedError,
  AdapterOperationNotSupportedError,
} from '../errors/adapterOperation.js'
import type { ValidationError } from '../errors/validation.js'
import type { Kernel } from '../kernel/Kernel.js'
import type { ContractTransaction, Hex, WriteContractParameters } from '../plugins/ChainAdapter.js'
import { parseWithSchema } from '../validation/parseWithSchema.js'
import { configureZod } from '../zodConfig.js'
import { getEip155Session } from './getEip155Session.js'
import { type RequestErrorType, request } from './request.js'

configureZod()

export type { WriteContractParameters }
/** The transaction hash. */
export type WriteContractReturnType = Hex
export type WriteContractErrorType =
  | AdapterNotFoundError
  | AdapterOperationNotSupportedError
  | AccountNotConnectedError
  | ValidationError
  | RequestErrorType

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'must be 0x-prefixed hex'))

const writeContractParametersSchema = z.object({
  address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte address')),
  abi: z.readonly(z.array(z.unknown())),
  functionName: z.string().check(z.minLength(1)),
  args: z.optional(z.readonly(z.array(z.unknown()))),
  value: z.optional(z.bigint().check(z.gte(BigInt(0)))),
})

const contractTransactionSchema = z.object({
  to: hex,
  data: hex,
  value: z.optional(z.bigint().check(z.gte(BigInt(0)))),
})

/**
 * Calls a contract function from the connected eip155 account; resolves with the transaction hash. The adapter
 * behind the session encodes the call; the transaction goes out as an `eth_sendTransaction` through the kernel's RPC
 * guard, so the allow-list, plugins' vetoes and the approval view apply to it as to any other send.
 */
export async function writeContract(
  kernel: Kernel,
  parameters: WriteContractParameters,
): Promise<WriteContractReturnType> {
  parseWithSchema(writeContractParametersSchema, parameters, 'writeContract parameters')
  const { address, abi, functionName, args, value } = parameters
  const session = getEip155Session(kernel, 'writeContract')
  const { from, network } = session
  const sendTransaction = async (transaction: ContractTransaction): Promise<Hex> => {
    const sent = parseWithSchema(contractTransactionSchema, transaction, 'contract transaction')
    const hash = await request(kernel, {
      method: 'eth_sendTransaction',
      namespace: 'eip155',
      params: [
        {
          from,
          to: sent.to,
          data: sent.data,
          ...(sent.value ? { value: `0x${sent.value.toString(16)}` } : {}),
        },
      ],
    })
    return hash as Hex
  }
  return session.adapter.writeContract({
    address,
    abi,
    functionName,
    ...(args === undefined ? {} : { args }),
    ...(value === undefined ? {} : { value }),
    from,
    network,
    sendTransaction,
  })
}

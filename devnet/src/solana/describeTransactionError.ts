import type { FailedTransactionMetadata } from 'litesvm'

// Names in the order of litesvm's `TransactionErrorFieldless` and `InstructionErrorFieldless` const enums.
const transactionErrorNames = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const

const instructionErrorNames = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const

/** The node's own wording for the errors wallets meet most; the rest use their name. */
const transactionErrorMessages: Partial<Record<string, string>> = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  SignatureFailure: 'Transaction did not pass signature verification',
  InvalidAccountForFee: 'This account may not be used to pay transaction fees',
}

export type TransactionErrorJson = string | Record<string, unknown>

export type DescribedTransactionError = {
  /** The error as the RPC serializes it, e.g. `{ InstructionError: [0, { Custom: 1 }] }` or `'BlockhashNotFound'`. */
  json: TransactionErrorJson
  /** The node's human message, e.g. `Error processing Instruction 0: custom program error: 0x1`. */
  message: string
  /** Whether a real cluster would include the transaction in a block (and charge its fee). */
  lands: boolean
}

type LiteSvmTransactionError = ReturnType<FailedTransactionMetadata['err']>
export type TransactionErrorName = (typeof transactionErrorNames)[number]

/** A transaction-level error the endpoint raises itself (before LiteSVM runs the transaction). */
export function describeNamedTransactionError(name: TransactionErrorName): DescribedTransactionError {
  return describeTransactionError(transactionErrorNames.indexOf(name))
}

export function describeTransactionError(error: LiteSvmTransactionError): DescribedTransactionError {
  if (typeof error === 'number') {
    const name = transactionErrorNames[error] ?? `TransactionError${error}`
    return { json: name, message: transactionErrorMessages[name] ?? name, lands: false }
  }
  const fields = error as unknown as Record<string, unknown>
  const kind = error.constructor.name.replace(/^TransactionError/, '')
  if (kind === 'InstructionError') {
    const index = Number(fields.index)
    const inner = (error as { err(): unknown }).err()
    const { json, message } = describeInstructionError(inner)
    return {
      json: { InstructionError: [index, json] },
      message: `Error processing Instruction ${index}: ${message}`,
      lands: true,
    }
  }
  if (kind === 'DuplicateInstruction') {
    return { json: { DuplicateInstruction: Number(fields.index) }, message: kind, lands: true }
  }
  const accountIndex = Number(fields.accountIndex)
  return {
    json: { [kind]: { account_index: accountIndex } },
    message: `${kind} (account index ${accountIndex})`,
    lands: true,
  }
}

function describeInstructionError(error: unknown): { json: TransactionErrorJson; message: string } {
  if (typeof error === 'number') {
    const name = instructionErrorNames[error] ?? `InstructionError${error}`
    return { json: name, message: humanize(name) }
  }
  const fields = error as Record<string, unknown>
  if (typeof fields.code === 'number') {
    return { json: { Custom: fields.code }, message: `custom program error: 0x${fields.code.toString(16)}` }
  }
  const text = String(fields.msg ?? '')
  return { json: { BorshIoError: text }, message: `Failed to serialize or deserialize account data: ${text}` }
}

function humanize(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
}

// @foyer/plugin-send: the Send wallet feature, headless (no React). Views: `@foyer/plugin-send/react`.
export { type BuildSolanaTransferParameters, buildSolanaTransfer } from '../buildSolanaTransfer.js'
export { checkReceiverAddress, type ReceiverAddressCheck } from '../checkReceiverAddress.js'
export { encodeErc20Transfer } from '../encodeErc20Transfer.js'
export {
  InvalidAmountError,
  type InvalidAmountReason,
  InvalidReceiverError,
  SendTransactionError,
} from '../errors.js'
export { type EstimateSendFeeParameters, estimateSendFee, type SendFee } from '../estimateSendFee.js'
export { getSendTokens } from '../getSendTokens.js'
export { parseAmount } from '../parseAmount.js'
export { type ResolvedReceiver, resolveReceiver } from '../resolveReceiver.js'
export type { SendContext } from '../SendContext.js'
export {
  initialSendState,
  type PendingTransaction,
  pendingTransactionSchema,
  type SendPlugin,
  type SendState,
  type SendToken,
  send,
} from '../send.js'
export { isUserRejection, type SendTokensParameters, sendTokens } from '../sendTokens.js'
export {
  getMaxAmount,
  solanaInvalidSendMessage,
  type ValidateSendParameters,
  type ValidateSendReturnType,
  validateSend,
} from '../validateSend.js'

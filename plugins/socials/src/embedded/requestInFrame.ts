import type { FrameChannel } from '../frame/createFrameChannel.js'
import { FrameReplyError, FrameRequestAbortedError } from '../frame/frameErrors.js'
import { approvalMethods, createMessageId, userRejectedMessage } from '../frame/frameEvents.js'
import { EmbeddedProviderError } from './createEmbeddedProvider.js'

/**
 * Shows the frame's approval page `approvalId` to the user (the socials view in the modal); `cancel` is called when
 * the user leaves it without deciding (the modal closed). Returns the function that takes the page away again.
 */
export type ShowApproval = (approvalId: string, cancel: () => void) => () => void

/**
 * The frame's RPC_REQUEST. A signing method (`approvalMethods`) carries a fresh approval id, and the frame's approval
 * page for it is shown while the frame waits for the user: the frame signs only what the user approves there. A
 * rejection there, or leaving the page, is the EIP-1193 refusal (4001).
 */
export async function requestInFrame(
  channel: FrameChannel,
  { method, params }: { method: string; params?: unknown },
  showApproval: ShowApproval | undefined,
): Promise<unknown> {
  if (!approvalMethods.has(method) || !showApproval)
    return channel.request('RPC_REQUEST', { method, params }, { timeoutMs: 0 })
  const approvalId = createMessageId()
  const controller = new AbortController()
  const hide = showApproval(approvalId, () => controller.abort())
  try {
    return await channel.request(
      'RPC_REQUEST',
      { method, params, approvalId },
      { timeoutMs: 0, signal: controller.signal },
    )
  } catch (error) {
    if (error instanceof FrameReplyError && error.shortMessage === userRejectedMessage)
      throw Object.assign(new EmbeddedProviderError(4001, `${userRejectedMessage}.`), { cause: error })
    if (error instanceof FrameRequestAbortedError)
      throw Object.assign(new EmbeddedProviderError(4001, 'Request was aborted'), { cause: error })
    throw error
  } finally {
    hide()
  }
}

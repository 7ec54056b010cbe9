import { UserRejectedRequestError } from '@foyer/core'
import { base58 } from '@scure/base'
import * as z from 'zod/mini'
import { SiwxError } from './errors.js'
import { resolveSiwxConfig } from './resolveSiwxConfig.js'
import type { SiwxContext, SiwxOptions } from './siwx.js'

const hexSignature = z.string().check(z.regex(/^0x[0-9a-fA-F]+$/))
const solanaSignature = z.object({ signature: z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{64,90}$/)) })

/**
 * The sign view's Sign button (SPEC.md §4): the config builds the message, the wallet signs it (`personal_sign`, or
 * `solana_signMessage`), the config stores the session, and the modal closes. A refusal keeps the view with
 * 'Signature declined'; any other failure shows SPEC.md §8's message. Analytics: SIWX_AUTH_SUCCESS / _ERROR.
 */
export async function signInWithX(context: SiwxContext, options: SiwxOptions): Promise<void> {
  const account = context.getAccount()
  const network = context.getNetwork()
  const smartAccount = account.embeddedWalletInfo?.accountType === 'smartAccount'
  const properties = { network: network.caipNetworkId ?? '', isSmartAccount: smartAccount }
  context.setState({ signing: true })
  try {
    if (!account.isConnected || !account.address) throw new SiwxError('No active address')
    if (!network.caipNetworkId || !network.activeNamespace) throw new SiwxError('No active network')
    const config = await resolveSiwxConfig(context, options)
    const message = await config.createMessage({
      accountAddress: account.address,
      chainId: network.caipNetworkId,
    })
    const text = message.toString()
    const signature =
      network.activeNamespace === 'solana'
        ? z.parse(
            solanaSignature,
            await context.request({
              method: 'solana_signMessage',
              params: {
                message: base58.encode(new TextEncoder().encode(text)),
                pubkey: account.address,
              },
            }),
          ).signature
        : z.parse(
            hexSignature,
            await context.request({ method: 'personal_sign', params: [toHexText(text), account.address] }),
          )
    const { toString: _text, ...data } = message
    await config.addSession({ data, message: text, signature })
    context.setState({ signing: false, session: 'active' })
    context.track('SIWX_AUTH_SUCCESS', properties)
    context.closeModal()
  } catch (error) {
    context.setState({ signing: false })
    context.track('SIWX_AUTH_ERROR', properties)
    if (error instanceof UserRejectedRequestError || (error as { code?: unknown })?.code === 4001) {
      context.showSnackbar({ message: 'Signature declined', variant: 'error' })
      return
    }
    context.showSnackbar({
      message: smartAccount
        ? 'This application might not support Smart Accounts'
        : 'A problem occurred while trying initialize authentication',
      variant: 'error',
    })
    if (options.required) await cancelSignIn(context, options, { tracked: true })
  }
}

/**
 * The sign view's Cancel (SPEC.md §4): disconnects when sign-in is required, else closes the modal; the modal then
 * starts from Connect. Analytics: CLICK_CANCEL_SIWX.
 */
export async function cancelSignIn(
  context: SiwxContext,
  options: SiwxOptions,
  { tracked = false }: { tracked?: boolean } = {},
): Promise<void> {
  if (!tracked) context.track('CLICK_CANCEL_SIWX', { network: context.getNetwork().caipNetworkId ?? '' })
  if (options.required) {
    await context.disconnect()
    if (context.getModalState().open) context.replaceView('Connect')
    return
  }
  context.closeModal()
}

const toHexText = (text: string) =>
  `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`

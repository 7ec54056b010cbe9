import { BaseError } from '@foyer/core'
import { openFrame } from '../frame/openFrame.js'
import type { SocialsContext } from '../socials.js'
import { connectEmbeddedWallet } from './connectEmbeddedWallet.js'

/**
 * Redirect mode's last step (a Telegram mini-app, SPEC §2): the page came back with `result_uri`, which comes out of the
 * address bar first; the frame finishes the login with it and the embedded wallet connects. A
 * failure is shown as an error snackbar.
 */
export async function finishSocialRedirect(context: SocialsContext, resultUri: string): Promise<void> {
  const url = new URL(location.href)
  url.searchParams.delete('result_uri')
  history.replaceState(history.state, '', url.href)
  try {
    const user = await (await openFrame(context)).request('CONNECT_SOCIAL', { uri: resultUri })
    context.storage.set('connectedSocial', new URL(resultUri).searchParams.get('provider') ?? 'social')
    if (user.userName) context.storage.set('socialUsername', user.userName)
    await connectEmbeddedWallet(context)
  } catch (error) {
    context.showSnackbar({
      message: error instanceof BaseError ? error.shortMessage : 'Something went wrong',
      variant: 'error',
    })
  }
}

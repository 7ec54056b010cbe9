import type { CoreView } from '@foyer/core'
import type { Translate } from '../i18n/Messages.js'
import type en from '../locales/en/modal.js'

type ModalTranslate = Translate<typeof en>
type TitleKey = Extract<keyof typeof en, `title.${string}`>

/** A view's header title, from the modal's messages and the router data the view was opened with. */
export type ViewTitle = (t: ModalTranslate, data: Readonly<Record<string, unknown>> | undefined) => string

const message =
  (key: TitleKey): ViewTitle =>
  (t) =>
    t(key)
const brand =
  (name: string): ViewTitle =>
  () =>
    name
const connecting =
  (fallback: ViewTitle): ViewTitle =>
  (t, data) =>
    typeof data?.name === 'string' && data.name !== '' ? data.name : fallback(t, data)

/** The header title of each core view. */
export const coreViewTitles: Record<CoreView, ViewTitle> = {
  Connect: message('title.Connect'),
  Account: message('title.Account'),
  AllWallets: message('title.AllWallets'),
  Networks: message('title.Networks'),
  ConnectingWalletConnectBasic: brand('WalletConnect'),
  ConnectingWalletConnect: connecting(brand('WalletConnect')),
  ConnectingExternal: connecting(message('title.ConnectingExternal')),
  ConnectingSiwe: message('title.ConnectingSiwe'),
  ConnectingFarcaster: brand('Farcaster'),
  UnsupportedChain: message('title.UnsupportedChain'),
  RegisterAccountName: message('title.RegisterAccountName'),
  RegisterAccountNameSuccess: message('title.RegisterAccountNameSuccess'),
  ApproveTransaction: message('title.ApproveTransaction'),
  SIWXSignMessage: message('title.SIWXSignMessage'),
}

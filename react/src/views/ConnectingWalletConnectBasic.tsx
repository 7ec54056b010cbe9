'use client'
import ConnectingWalletConnect from './ConnectingWalletConnect.js'

/** The basic WalletConnect mode's view (no adapters): the same pairing screen. */
export default function ConnectingWalletConnectBasic() {
  return <ConnectingWalletConnect />
}

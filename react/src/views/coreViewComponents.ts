import type { CoreView } from '@foyer/core'
import type { ComponentType } from 'react'
import Account from './Account.js'
import ApproveTransaction from './ApproveTransaction.js'
import Connect from './Connect.js'
import ConnectingExternal from './ConnectingExternal.js'
import ConnectingWalletConnect from './ConnectingWalletConnect.js'
import ConnectingWalletConnectBasic from './ConnectingWalletConnectBasic.js'
import Networks from './Networks.js'
import UnsupportedChain from './UnsupportedChain.js'

/**
 * The core views that come in the modal's chunk: opening the modal needs one of them anyway, and one lazy boundary
 * (not one per view) keeps the modules they share with the page in one first-load chunk instead of many small ones.
 */
export const coreViewComponents: Partial<Record<CoreView, ComponentType>> = {
  Connect,
  ConnectingExternal,
  ConnectingWalletConnect,
  ConnectingWalletConnectBasic,
  Account,
  Networks,
  UnsupportedChain,
  ApproveTransaction,
}

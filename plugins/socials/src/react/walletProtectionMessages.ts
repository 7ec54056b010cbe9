import { defineMessages } from '@foyer/react/ui'

/** The "Your wallet" view's recovery section: English; other locales fall back to it until translated. */
export const walletProtectionMessages = defineMessages({
  'protection.heading': 'Recovery',
  'protection.operator':
    'Backed up by the wallet service, which can restore it after an email or social login.',
  'protection.passkey':
    'Protected by your passkey: only your passkey or your recovery code opens the backup.',
  'protection.none': 'This wallet is kept on this device only.',
  'protection.checking': 'Checking how your wallet is protected…',
  'protection.protect': 'Protect with a passkey',
  'protection.done': 'Your wallet is now protected by your passkey.',
})

import { createTranslate, defineMessages } from '@foyer/react/i18n'

/** What the approval page says about passkey protection: English; other locales fall back to it until translated. */
export const passkeyTexts = defineMessages({
  'protect.title': 'Protect your wallet with a passkey',
  'protect.heading': 'Before you turn it on',
  'protect.warning': 'Warning',
  'protect.warningValue': 'Lose this passkey and this code, and your wallet is lost: nobody can recover it.',
  'protect.code': 'Recovery code',
  'protect.keep': 'Keep it',
  'protect.keepValue': 'Write the code down and keep it offline. It opens your wallet without the passkey.',
  'unlock.title': 'Unlock your wallet',
  'unlock.heading': 'This device',
  'unlock.why': 'Why',
  'unlock.whyValue': 'Your wallet is protected by a passkey. Approve, then use your passkey to open it here.',
  'unlock.useCode': 'Use a recovery code',
  'unlock.code': 'Recovery code',
})

export const passkeyTranslate = createTranslate(passkeyTexts, 'en')

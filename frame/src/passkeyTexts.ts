import { createTranslate, defineMessages } from '@foyer/react/i18n'

/** What the approval page says about passkey protection: English; other locales fall back to it until translated. */
export const passkeyTexts = defineMessages({
  'protect.title': 'Protect your wallet with a passkey',
  'protect.heading': 'What changes',
  'protect.protection': 'Protection',
  'protect.protectionValue':
    'Your passkey seals your wallet’s backup on your device. The service stores only what it cannot open.',
  'protect.warning': 'Before you turn it on',
  'protect.warningValue':
    'If you lose this passkey and the recovery code below, your wallet is lost for good. Nobody can recover it, not even the service.',
  'protect.codeHeading': 'Your recovery code',
  'protect.code': 'Recovery code',
  'protect.keep': 'Keep it',
  'protect.keepValue':
    'Write this code down or print it, and keep it offline. With it, a new device opens your wallet without the passkey.',
  'unlock.title': 'Unlock your wallet',
  'unlock.heading': 'This device',
  'unlock.why': 'Why',
  'unlock.whyValue': 'Your wallet is protected by a passkey. Approve, then use your passkey to open it here.',
  'unlock.useCode': 'Use a recovery code',
  'unlock.code': 'Recovery code',
})

export const passkeyTranslate = createTranslate(passkeyTexts, 'en')

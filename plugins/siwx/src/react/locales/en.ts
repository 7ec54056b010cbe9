// The Sign-In plugin's texts, English: the source of truth for its other locales.
export default {
  needsToConnect: '{app} needs to connect to your wallet',
  thisApp: 'This app',
  prove: 'Sign this message to prove you own this wallet and proceed.',
  cancelDisconnects: 'Canceling will disconnect you.',
  cancel: 'Cancel',
  sign: 'Sign',
  signing: 'Authenticating...',
  declined: 'Signature declined',
  smartAccountUnsupported: 'This application might not support Smart Accounts',
  initFailed: 'A problem occurred while trying initialize authentication',
} as const

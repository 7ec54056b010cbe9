// The Receive plugin's texts, English: the source of truth for its other locales.
export default {
  'title.Receive': 'Receive',
  notConnected: 'Connect a wallet to receive funds.',
  qrLabel: 'QR code of your address',
  copy: 'Copy address',
  copied: 'Address copied',
  copyFailed: 'Failed to copy address',
  networksHint: 'Only send assets on these networks to this address:',
  networks: 'Supported networks',
} as const

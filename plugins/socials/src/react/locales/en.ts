// The Socials (embedded wallet) plugin's texts, English: the source of truth for its other locales.
export default {
  'title.EmbeddedWallet': 'Your wallet',
  'title.UpdateEmail': 'Update email',
  'title.ApproveInFrame': 'Approve request',
  error: 'Something went wrong',
  checking: 'Checking…',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  linkCopyFailed: 'Failed to copy link',
  tryAgain: 'Try again',
  back: 'Back',
  // Email login.
  'email.label': 'Email',
  'email.continue': 'Continue with email',
  'email.walletOf': 'Embedded wallet of',
  'email.yourAccount': 'your account',
  'email.signOut': 'Sign out',
  /** `{email}` is shown in bold. */
  'email.registerDevice':
    'Register this device to continue: open the link we sent to {email} and approve it. This page goes on by itself once you have.',
  'email.useAnother': 'Use another email',
  'email.codeSentTo': 'Code sent to {email}',
  'email.resendIn': { one: 'Resend code in {count} s', other: 'Resend code in {count} s' },
  'email.resend': 'Resend code',
  'email.codeResent': 'A new code is on its way',
  // Social login.
  'social.list': 'Social logins',
  'social.continueWith': 'Continue with {provider}',
  'social.more': 'More social logins',
  'social.moreCount': { one: 'More social logins ({count})', other: 'More social logins ({count})' },
  'social.signingIn': 'Signing in with {provider}…',
  'social.allowPopups': 'Allow pop-ups for this site to sign in with a social account.',
  'social.timeout': 'Social login timed out. Please try again.',
  // Farcaster.
  'farcaster.preparing': 'Preparing the Farcaster sign-in',
  'farcaster.qrLabel': 'QR code to sign in with Farcaster',
  'farcaster.scan': 'Scan this QR code with your phone and approve in Farcaster',
  'farcaster.open': 'Open Farcaster',
  'farcaster.openHere': 'Open Farcaster on this device',
  // The embedded wallet's settings.
  'wallet.notSignedIn': 'Not signed in to the embedded wallet.',
  'wallet.signedInAs': 'Signed in as',
  'wallet.anonymous': 'an embedded wallet user',
  'wallet.updateEmail': 'Update email',
  'wallet.accountType': 'Account used with this app',
  'wallet.eoa': 'Externally owned account (EOA)',
  'wallet.smartAccount': 'Smart account',
  'wallet.deployed': 'Deployed',
  'wallet.notDeployed': 'Deploys with its first transaction',
  // The "Your wallet" view's recovery section.
  'protection.heading': 'Recovery',
  'protection.operator':
    'Backed up by the wallet service, which can restore it after an email or social login.',
  'protection.passkey':
    'Protected by your passkey: only your passkey or your recovery code opens the backup.',
  'protection.none': 'This wallet is kept on this device only.',
  'protection.checking': 'Checking how your wallet is protected…',
  'protection.protect': 'Protect with a passkey',
  'protection.done': 'Your wallet is now protected by your passkey.',
  // Changing the email.
  'update.signInFirst': 'Sign in with an email to change it.',
  'update.newEmail': 'New email (now {email})',
  'update.sendCode': 'Send code',
  'update.done': 'Your email is now {email}.',
  // A request approved in the wallet's frame.
  'approve.gone': 'This request is no longer pending.',
  'approve.frameTitle': 'Your embedded wallet: approve or reject the request',
  'approve.waiting': 'Waiting for your wallet to answer…',
  'approve.opening': 'Opening your wallet…',
} as const
